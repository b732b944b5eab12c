/**
 * The index of the entries this session has seen, and its search. Runs in the index worker
 * (index-worker.ts), or in the page where there are no workers (tests). Nothing here is stored.
 *
 * The index is bounded: at most `maxEntries` entries (the `indexMaxEntries` setting), each cut
 * to what entry-bounds.ts allows. An entry past the bound is left out and counted.
 *
 * Search is a plain scan of lower-cased "id title" strings: any substring of either, in any
 * letter case, matches (docs/decisions/009-search-is-a-plain-scan.md says why no library).
 * Typing on narrows: when the text now holds the previous text (and nothing else changed), only
 * the previous matches can match, so only they are scanned.
 */
import type { ListItem } from '../../../api/schemas';
import { parseIsoDateTime } from '../../../lib/iso-date';
import { boundEntry, FIELD_LIMITS, type BoundEntry } from './entry-bounds';

export interface PutMeta {
  /** The folder the answer was asked for; undefined for the all-folders view. */
  folder?: string;
  /** The all-folders view's total, when the answer was a page of it. */
  total?: number;
}

export interface SearchQuery {
  q: string;
  status: string;
  type: string;
  /** Created at or after (ms), before (ms); null for no bound. */
  fromMs: number | null;
  toMs: number | null;
  folder: string;
  /** The list's order value: `created_at`, `-created_at`, `title`, `-title`. */
  order: string;
  limit: number;
  /** Only these entries (`Show these entries`); every entry when empty. */
  ids?: readonly string[];
}

export interface SearchAnswer {
  items: ListItem[];
  matches: number;
}

export interface IndexStats {
  count: number;
  /** When an answer last changed the index (ms), or null when it is empty. */
  updatedAt: number | null;
  /** The all-folders view's latest total, when one was seen. */
  total: number | null;
  statuses: string[];
  types: string[];
  /** Entries left out: past the index's limit, or with an id too long to index. */
  leftOut: number;
  /** An entry was left out because the index held `maxEntries` already. */
  full: boolean;
}

interface Indexed {
  item: ListItem;
  /** The item is as the server sent it (not cut down to the index's bounds). */
  whole: boolean;
  folder: string | undefined;
  hay: string;
  createdMs: number;
}

/**
 * Composed and lower-cased, so `ü` typed either way and any letter case match; a lone surrogate
 * is U+FFFD on both sides, as the search text becomes in the URL.
 */
export const fold = (text: string) => text.toWellFormed().normalize('NFC').toLowerCase();

type Compare = (a: Indexed, b: Indexed) => number;

function comparator(order: string): Compare {
  const desc = order.startsWith('-');
  const field = order.replace(/^-/, '');
  const sign = desc ? -1 : 1;
  const byId: Compare = (a, b) => (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);
  if (field === 'title')
    return (a, b) =>
      (a.item.title < b.item.title ? -sign : a.item.title > b.item.title ? sign : 0) || byId(a, b);
  return (a, b) => (a.createdMs - b.createdMs) * sign || byId(a, b);
}

/** Inserts into a sorted, bounded list: the first `limit` matches in order, without sorting all. */
function keepTop(top: Indexed[], entry: Indexed, compare: Compare, limit: number) {
  if (top.length >= limit && compare(entry, top[top.length - 1]!) >= 0) return;
  let low = 0;
  let high = top.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compare(top[mid]!, entry) <= 0) low = mid + 1;
    else high = mid;
  }
  top.splice(low, 0, entry);
  if (top.length > limit) top.pop();
}

/** The last search's matches, in the index's order, and what they matched. */
interface LastMatches {
  needle: string;
  filters: string;
  entries: Indexed[];
}

/** What else a search matches on besides the text (the order changes only which come first). */
const filtersOf = (query: SearchQuery) =>
  JSON.stringify([query.status, query.type, query.folder, query.fromMs, query.toMs, query.ids]);

export class EntryIndex {
  private entries = new Map<string, Indexed>();
  /** Dropped by every put: earlier matches are no longer all the matches. */
  private last: LastMatches | null = null;
  private statuses = new Set<string>();
  private types = new Set<string>();
  private total: number | null = null;
  private updatedAt: number | null = null;
  private leftOut = 0;
  private full = false;

  constructor(private maxEntries = Infinity) {}

  /** The most entries the index keeps from now on. */
  limit(maxEntries: number): void {
    this.maxEntries = maxEntries;
  }

  put(items: ListItem[], meta: PutMeta, now = Date.now()): void {
    this.putBound(items.map(boundEntry), meta, now);
  }

  /**
   * Entries already bounded (boundEntry), as the page hands them over so that a worker is never
   * copied more than it keeps; null for one whose id is too long to index.
   */
  putBound(entries: (BoundEntry | null)[], meta: PutMeta, now = Date.now()): void {
    for (const bounded of entries) {
      const known = bounded && this.entries.get(bounded.item.id);
      if (!bounded || (!known && this.entries.size >= this.maxEntries)) {
        this.leftOut += 1;
        if (bounded) this.full = true;
        continue;
      }
      const { item, whole } = bounded;
      const sent = typeof item.folder_id === 'string' ? item.folder_id : undefined;
      const folder = sent ?? meta.folder ?? known?.folder;
      const date = parseIsoDateTime(item.created_at);
      this.entries.set(item.id, {
        // The folder the entry was listed in, shown in the Folder column when the server omits it.
        item: folder !== undefined && sent === undefined ? { ...item, folder_id: folder } : item,
        whole,
        folder,
        hay: `${fold(item.id)}\u0000${fold(item.title.slice(0, FIELD_LIMITS.title))}`,
        createdMs: date ? date.getTime() : Number.NEGATIVE_INFINITY,
      });
      // Not known yet (an entry told to the index as it was made): no value to filter by.
      if (item.status) this.statuses.add(item.status);
      if (item.type) this.types.add(item.type);
    }
    if (meta.total !== undefined) this.total = meta.total;
    this.updatedAt = now;
    this.last = null;
  }

  /** The entry as the server sent it; null when the index does not hold it whole. */
  get(id: string): ListItem | null {
    const entry = this.entries.get(id);
    return entry?.whole ? entry.item : null;
  }

  stats(): IndexStats {
    const sorted = (set: Set<string>) => [...set].sort();
    return {
      count: this.entries.size,
      updatedAt: this.updatedAt,
      total: this.total,
      statuses: sorted(this.statuses),
      types: sorted(this.types),
      leftOut: this.leftOut,
      full: this.full,
    };
  }

  search(query: SearchQuery): SearchAnswer {
    const needle = fold(query.q.trim());
    const filters = filtersOf(query);
    const compare = comparator(query.order);
    const { status, type, fromMs, toMs, folder } = query;
    const last = this.last;
    const narrowing = last !== null && last.filters === filters && needle.includes(last.needle);
    const chosen = query.ids?.length
      ? [...new Set(query.ids)].flatMap((id) => this.entries.get(id) ?? [])
      : null;
    const candidates: Iterable<Indexed> = narrowing
      ? last.entries
      : (chosen ?? this.entries.values());
    const found: Indexed[] = [];
    const top: Indexed[] = [];
    for (const entry of candidates) {
      if (needle && !entry.hay.includes(needle)) continue;
      if (!narrowing) {
        if (status && entry.item.status !== status) continue;
        if (type && entry.item.type !== type) continue;
        if (folder && entry.folder !== folder) continue;
        if (fromMs !== null && !(entry.createdMs >= fromMs)) continue;
        if (toMs !== null && !(entry.createdMs < toMs)) continue;
      }
      found.push(entry);
      keepTop(top, entry, compare, query.limit);
    }
    this.last = { needle, filters, entries: found };
    return { items: top.map((entry) => entry.item), matches: found.length };
  }
}
