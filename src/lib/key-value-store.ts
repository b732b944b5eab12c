/**
 * JSON values in Web Storage, parsed with a zod schema when read, and a store that bundles every
 * operation for code that passes one around (storage.ts has the text operations under them).
 */
import type { ZodMiniType } from 'zod/mini';
import {
  openStorage,
  readText,
  removeKeys,
  writeText,
  type StorageSource,
  type WriteResult,
} from './storage';

export interface KeyValueStore {
  /** The stored JSON value under `key`, if there is one and `schema` parses it. */
  read<T>(key: string, schema: ZodMiniType<T>): T | null;
  readText(key: string): string | null;
  write(key: string, value: unknown): WriteResult;
  writeText(key: string, value: string): WriteResult;
  remove(...keys: string[]): void;
  /** The stored keys that start with `prefix` (none when storage is refused). */
  keys(prefix: string): string[];
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
    read(key, schema) {
      const raw = readText(source, key);
      if (raw === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        if (error instanceof SyntaxError) return null; // not ours, or cut short: as if absent
        throw error;
      }
      return schema.safeParse(value).data ?? null;
    },
    readText: (key) => readText(source, key),
    write: (key, value) => writeText(source, key, JSON.stringify(value)),
    writeText: (key, value) => writeText(source, key, value),
    remove: (...keys) => removeKeys(source, ...keys),
    keys: (prefix) => keysOf(source, prefix),
  };
}
