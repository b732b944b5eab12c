import { describe, expect, it } from 'vitest';
import { createServices } from './services';
import { createSession } from './session';

describe("the app's services", () => {
  it("are each app's own: another app's services are made apart", () => {
    const one = createServices(createSession());
    const other = createServices(createSession());
    expect(other.toasts).not.toBe(one.toasts);
    expect(other.activityLog).not.toBe(one.activityLog);
  });
});
