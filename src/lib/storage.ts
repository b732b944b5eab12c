/**
 * Small values kept in the browser's Web Storage, in one place. Storage may be missing (some
 * private modes; a sandboxed frame throws on access), full (a write throws a quota error), or
 * hold anything (an older version, another tab, someone with DevTools). So every read is checked
 * by the caller's `check`, every write says whether it was kept, and no caller needs a try/catch.
 *
 * Which storage is used is passed in (`'session'`, `webStorage('session')`, or any
 * `() => Storage | null` in tests), never read from a global inside a feature.
 */
export type WriteResult = 'saved' | 'full' | 'unavailable';

/** Turns what was stored into a value, or null when it is not one. */
export type Check<T> = (value: unknown) => T | null;

export interface KeyValueStore {
  /** The stored JSON value under `key`, if there is one and `check` accepts it. */
  read<T>(key: string, check: Check<T>): T | null;
  readText(key: string): string | null;
  write(key: string, value: unknown): WriteResult;
  writeText(key: string, value: string): WriteResult;
  remove(...keys: string[]): void;
  /** The stored keys that start with `prefix` (none when storage is refused). */
  keys(prefix: string): string[];
}

/** Where values are kept: the page's own storage by name, or any storage (tests pass their own). */
export type StorageSource = 'local' | 'session' | (() => Storage | null);

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

function open(source: StorageSource): Storage | null {
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

// Each operation is its own function, so the first load carries only the ones it uses (the
// session's token); `keyValueStore` bundles them for code that passes a store around.

export function readText(source: StorageSource, key: string): string | null {
  try {
    return open(source)?.getItem(key) ?? null;
  } catch (error) {
    if (error instanceof DOMException) return null; // disabled between calls: nothing to read
    throw error;
  }
}

export function writeText(source: StorageSource, key: string, value: string): WriteResult {
  const target = open(source);
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
  const target = open(source);
  for (const key of keys) {
    try {
      target?.removeItem(key);
    } catch (error) {
      if (!(error instanceof DOMException)) throw error; // disabled: nothing stored to remove
    }
  }
}

export function readJson<T>(source: StorageSource, key: string, check: Check<T>): T | null {
  const raw = readText(source, key);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    if (error instanceof SyntaxError) return null; // not ours, or cut short: as if absent
    throw error;
  }
  return check(value);
}

export function writeJson(source: StorageSource, key: string, value: unknown): WriteResult {
  return writeText(source, key, JSON.stringify(value));
}

function keysOf(source: StorageSource, prefix: string): string[] {
  const target = open(source);
  const found: string[] = [];
  try {
    for (let i = 0; target && i < target.length; i++) {
      const key = target.key(i);
      if (key?.startsWith(prefix)) found.push(key);
    }
  } catch (error) {
    if (!(error instanceof DOMException)) throw error; // disabled between calls: none
  }
  return found;
}

export function keyValueStore(source: StorageSource): KeyValueStore {
  return {
    read: (key, check) => readJson(source, key, check),
    readText: (key) => readText(source, key),
    write: (key, value) => writeJson(source, key, value),
    writeText: (key, value) => writeText(source, key, value),
    remove: (...keys) => removeKeys(source, ...keys),
    keys: (prefix) => keysOf(source, prefix),
  };
}

/** The page's own localStorage or sessionStorage. */
export function webStorage(kind: 'local' | 'session'): KeyValueStore {
  return keyValueStore(kind);
}

/** A `check` for an array of strings (other items dropped). */
export function stringArray(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
}
