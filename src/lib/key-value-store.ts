/**
 * JSON values in Web Storage, checked when read, and a store that bundles every operation for
 * code that passes one around (storage.ts has the text operations under them).
 */
import {
  openStorage,
  readText,
  removeKeys,
  writeText,
  type StorageSource,
  type WriteResult,
} from './storage';

/** Turns what was stored into a value, or null when it is not one. */
export type Check<T> = (value: unknown) => T | null;

/** A schema's reading as a `Check`: what it parses, or null. */
export function checkWith<T>(schema: {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}): Check<T> {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
}

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
  const target = openStorage(source);
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

/** The page's own shared or tab storage. */
export function webStorage(kind: 'local' | 'session'): KeyValueStore {
  return keyValueStore(kind);
}

/** A `check` for an array of strings (other items dropped). */
export function stringArray(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
}
