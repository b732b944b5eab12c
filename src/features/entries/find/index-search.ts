/**
 * Search: a plain scan of folded "id title" strings (docs/decisions/009-search-is-a-plain-scan.md
 * says why no library), keeping the first `limit` matches in order. When the text grows and
 * nothing else changed, only the previous matches are scanned.
 */
import type { ListItem } from '../../../api/schemas';

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

/** An entry as the index holds it. */
export interface Indexed {
  item: ListItem;
  /** The item is as the server sent it (not cut down to the index's bounds). */
  whole: boolean;
  folder: string | undefined;
  hay: string;
  createdMs: number;
}

const ASCII = /^[ -~]*$/;

/**
 * Composed and lower-cased, so `ü` typed either way and any letter case match; a lone surrogate
 * is U+FFFD on both sides, as the search text becomes in the URL. Printable ASCII (most ids, many
 * titles) is composed and well formed already: lower-cased alone, several times faster.
 */
export const fold = (text: string) =>
  ASCII.test(text) ? text.toLowerCase() : text.toWellFormed().normalize('NFC').toLowerCase();

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
export interface LastMatches {
  needle: string;
  filters: string;
  entries: Indexed[];
}

/** What else a search matches on besides the text (the order changes only which come first). */
const filtersOf = (query: SearchQuery) =>
  JSON.stringify([query.status, query.type, query.folder, query.fromMs, query.toMs, query.ids]);

/**
 * The matches of `query` among `entries` (or among the last search's matches, when it narrows
 * that one), and what to keep as the last search.
 */
export function searchEntries(
  entries: Map<string, Indexed>,
  last: LastMatches | null,
  query: SearchQuery,
): { answer: SearchAnswer; last: LastMatches } {
  const needle = fold(query.q.trim());
  const filters = filtersOf(query);
  const compare = comparator(query.order);
  const { status, type, fromMs, toMs, folder } = query;
  const narrowing = last !== null && last.filters === filters && needle.includes(last.needle);
  const chosen = query.ids?.length
    ? [...new Set(query.ids)].flatMap((id) => entries.get(id) ?? [])
    : null;
  const candidates: Iterable<Indexed> = narrowing ? last.entries : (chosen ?? entries.values());
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
  return {
    answer: { items: top.map((entry) => entry.item), matches: found.length },
    last: { needle, filters, entries: found },
  };
}
