/**
 * The list's order, worked out once per state of the store and then sliced for every page, as a
 * server's index would: sorting every entry for each page made a walk over thousands of entries
 * spend most of its time in the demo backend (npm run bench, "Find").
 */
import type { DemoDb } from './db';
import type { StoredEntry } from './seed';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareBy(order: string): (a: StoredEntry, b: StoredEntry) => number {
  const direction = order.startsWith('-') ? -1 : 1;
  return order.endsWith('title')
    ? (a, b) =>
        direction * collator.compare(a.title, b.title) || b.created_at.localeCompare(a.created_at)
    : (a, b) => direction * a.created_at.localeCompare(b.created_at);
}

/** The list of one demo backend's store, with the orders it last worked out. */
export function createListOrder(store: DemoDb) {
  /** What the orders were worked out from: the state, its seed and how many were created. */
  let basis: unknown[] = [];
  /** Positions in allEntries(), in the list's order, by `order|folder`. */
  let orders = new Map<string, number[]>();

  /**
   * The entries of `folder` (all when empty) in `order`: the page asked for and the total. Title,
   * creation time and folder never change once an entry exists, so the order only changes when an
   * entry is added or the store is replaced; statuses are read fresh on every call.
   */
  return function listPage(order: string, folder: string, page: number, limit: number) {
    const db = store.getDb();
    const items = store.allEntries();
    const current = [db, db.seeded, db.created.length];
    if (current.some((value, i) => value !== basis[i])) {
      basis = current;
      orders = new Map();
    }
    const key = `${order}|${folder}`;
    let positions = orders.get(key);
    if (!positions) {
      const compare = compareBy(order);
      positions = [...items.keys()]
        .filter((i) => !folder || items[i]!.folder_id === folder)
        .sort((i, j) => compare(items[i]!, items[j]!));
      orders.set(key, positions);
    }
    const slice = positions.slice((page - 1) * limit, page * limit).map((i) => items[i]!);
    return { items: slice, total: positions.length };
  };
}
