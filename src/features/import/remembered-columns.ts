/**
 * The column choices last made for a set of headers, kept in this browser (localStorage), so
 * the next file with the same headers starts with them. A few header sets are kept, newest
 * first; anything else stored under the key is ignored.
 */
import { webStorage, type KeyValueStore } from '../../lib/key-value-store';
import { TARGETS, type ColumnTarget } from './column-match';

const KEY = 'registry-console.import-columns';
/** Header sets remembered; the oldest is dropped past it. */
const KEPT = 20;

type Remembered = Record<string, ColumnTarget[]>;

function check(value: unknown): Remembered | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Remembered = {};
  for (const [key, choices] of Object.entries(value)) {
    if (Array.isArray(choices) && choices.every((c) => TARGETS.includes(c as ColumnTarget))) {
      out[key] = choices as ColumnTarget[];
    }
  }
  return out;
}

export function rememberedColumns(store: KeyValueStore = webStorage('local')): Remembered {
  return store.read(KEY, check) ?? {};
}

export function rememberColumns(
  headerKey: string,
  choices: readonly ColumnTarget[],
  store: KeyValueStore = webStorage('local'),
): void {
  const kept = Object.entries(rememberedColumns(store))
    .filter(([key]) => key !== headerKey)
    .slice(0, KEPT - 1);
  store.write(KEY, Object.fromEntries([[headerKey, [...choices]], ...kept]));
}
