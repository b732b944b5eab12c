/**
 * The one way a value outside React is shared with components: an immutable snapshot, replaced
 * (never changed in place) by `set`, and read with `useSyncExternalStore(store.subscribe,
 * store.get)`. Listeners are told after each change; a change to an equal snapshot (same object)
 * tells nobody.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(snapshot) : next;
      if (Object.is(value, snapshot)) return;
      snapshot = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
