/**
 * Small values kept in the browser's Web Storage, in one place. Storage may be missing (some
 * private modes; a sandboxed frame throws on access), full (a write throws a quota error), or
 * hold anything (an older version, another tab, someone with DevTools). So every write says
 * whether it was kept, and no caller needs a try/catch. Text values are here (the session's token
 * needs no more at start); JSON values checked on reading, and a store to pass around, are in
 * key-value-store.ts.
 *
 * Which storage is used is passed in (`'session'`, `keyValueStore('session')`, or any
 * `() => Storage | null` in tests), never read from a global inside a feature.
 */
export type WriteResult = 'saved' | 'full' | 'unavailable';

/** Where values are kept: the page's own storage by name, or any storage (tests pass their own). */
export type StorageSource = 'local' | 'session' | (() => Storage | null);

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

export function openStorage(source: StorageSource): Storage | null {
  // No window (a worker, or Node): no web storage either.
  if (typeof source !== 'function' && typeof window === 'undefined') return null;
  try {
    return typeof source === 'function'
      ? source()
      : source === 'local'
        ? window.localStorage
        : window.sessionStorage;
  } catch (error) {
    // Access itself throws where storage is disabled (a SecurityError): the same as none.
    if (error instanceof DOMException) return null;
    throw error;
  }
}

export function readText(source: StorageSource, key: string): string | null {
  try {
    return openStorage(source)?.getItem(key) ?? null;
  } catch (error) {
    if (error instanceof DOMException) return null; // disabled between calls: nothing to read
    throw error;
  }
}

export function writeText(source: StorageSource, key: string, value: string): WriteResult {
  const target = openStorage(source);
  if (!target) return 'unavailable';
  try {
    target.setItem(key, value);
    return 'saved';
  } catch (error) {
    if (isQuotaError(error)) return 'full';
    if (error instanceof DOMException) return 'unavailable';
    throw error;
  }
}

export function removeKeys(source: StorageSource, ...keys: string[]): void {
  const target = openStorage(source);
  for (const key of keys) {
    try {
      target?.removeItem(key);
    } catch (error) {
      if (!(error instanceof DOMException)) throw error; // disabled: nothing stored to remove
    }
  }
}
