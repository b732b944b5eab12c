/**
 * The column choices last made for a set of headers, kept in this browser (the session's shared
 * storage, handed in), so the next file with the same headers starts with them. A few header sets are kept, newest
 * first; anything else stored under the key is ignored.
 */
import * as z from 'zod/mini';
import type { KeyValueStore } from '../../../lib/key-value-store';
import { isTarget, type ColumnTarget, type Remembered } from './column-match';

const KEY = 'registry-console.import-columns';
/** Header sets remembered; the oldest is dropped past it. */
const KEPT = 20;

const rememberedSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform(
    (value): Remembered =>
      new Map(
        Object.entries(value).filter(
          (entry): entry is [string, ColumnTarget[]] =>
            Array.isArray(entry[1]) && entry[1].every(isTarget),
        ),
      ),
  ),
);

export function rememberedColumns(store: KeyValueStore): Remembered {
  return store.read(KEY, rememberedSchema) ?? new Map();
}

export function rememberColumns(
  headerKey: string,
  choices: readonly ColumnTarget[],
  store: KeyValueStore,
): void {
  const kept = [...rememberedColumns(store)]
    .filter(([key]) => key !== headerKey)
    .slice(0, KEPT - 1);
  // fromEntries defines own properties: a header named "__proto__" stays a key, not a prototype.
  store.write(KEY, Object.fromEntries([[headerKey, [...choices]], ...kept]));
}
