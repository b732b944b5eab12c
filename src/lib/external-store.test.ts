import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('replaces the snapshot and tells every listener once per change', () => {
    const store = createExternalStore({ count: 0 });
    const first = store.get();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set((current) => ({ count: current.count + 1 }));
    expect(store.get()).toEqual({ count: 1 });
    expect(first).toEqual({ count: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set({ count: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when the snapshot stays the same object', () => {
    const store = createExternalStore(['a']);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((current) => current);
    expect(listener).not.toHaveBeenCalled();
  });

  it('lets a listener unsubscribe another while being told', () => {
    const store = createExternalStore(0);
    const second = vi.fn();
    let stopSecond = () => {};
    store.subscribe(() => stopSecond());
    stopSecond = store.subscribe(second);
    store.set(1);
    expect(second).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
