import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from './sleep';

afterEach(() => vi.useRealTimers());

describe('sleep', () => {
  it('resolves once the time has passed, not before', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = sleep(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('rejects with the reason as soon as its signal aborts, and at once when it already has', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    expect(vi.getTimerCount()).toBe(0);
    await expect(sleep(10, controller.signal)).rejects.toThrow('cancelled');
  });
});
