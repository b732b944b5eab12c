/**
 * The list's order, worked out once per state of the store and then sliced for every page, as a
 * server's index would: sorting every entry for each page made a walk over thousands of entries
 * spend most of its time in the demo backend (npm run bench, "Find").
 */
import type { Db, DemoDb } from './db';
import type { StoredEntry } from './seed';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

interface Cached {
  db: Db;
  seeded: StoredEntry[];
  created: number;
  /** Positions in allEntries(), in the list's order, by `order|folder`. */
  orders: Map<string, number[]>;
}

function sortedPositions(items: StoredEntry[], order: string, folder: string): number[] {
  const direction = order.startsWith('-') ? -1 : 1;
  const field = order.replace(/^-/, '');
  const positions: number[] = [];
  items.forEach((entry, i) => {
    if (!folder || entry.folder_id === folder) positions.push(i);
  });
  return positions.sort((i, j) => {
    const a = items[i]!;
    const b = items[j]!;
    return field === 'title'
      ? direction * collator.compare(a.title, b.title) || b.created_at.localeCompare(a.created_at)
      : direction * a.created_at.localeCompare(b.created_at);
  });
}

/** The list of one demo backend's store, with the order it last worked out. */
export function createListOrder(store: DemoDb) {
  let cache: Cached | null = null;

  /**
   * The entries of `folder` (all when empty) in `order`: the page asked for and the total. Title,
   * creation time and folder never change once an entry exists, so the order only changes when an
   * entry is added or the store is replaced; statuses are read fresh on every call.
   */
  function listPage(
    order: string,
    folder: string,
    page: number,
    limit: number,
  ): { items: StoredEntry[]; total: number } {
    const db = store.getDb();
    const items = store.allEntries();
    if (
      !cache ||
      cache.db !== db ||
      cache.seeded !== db.seeded ||
      cache.created !== db.created.length
    ) {
      cache = { db, seeded: db.seeded, created: db.created.length, orders: new Map() };
    }
    const key = `${order}|${folder}`;
    let positions = cache.orders.get(key);
    if (!positions) {
      positions = sortedPositions(items, order, folder);
      cache.orders.set(key, positions);
    }
    const slice = positions.slice((page - 1) * limit, page * limit).map((i) => items[i]!);
    return { items: slice, total: positions.length };
  }

  return listPage;
}
