import { describe, expect, it } from 'vitest';
import { createServices, type ServiceKind } from './services';

describe("a feature's own service", () => {
  const counter: ServiceKind<{ from: string }, string> = {
    make: (from) => ({ from }),
  };

  it('is made once per app, the first time it is asked for', () => {
    const services = createServices();
    const first = services.get(counter, 'first');
    expect(first.from).toBe('first');
    expect(services.get(counter, 'first')).toBe(first);
  });

  it("is the app's own: another app's services make their own", () => {
    const one = createServices();
    const other = createServices();
    expect(other.get(counter, 'other')).not.toBe(one.get(counter, 'one'));
    expect(other.get(counter, 'other').from).toBe('other');
  });
});
