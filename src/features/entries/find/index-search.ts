/**
 * Search: a plain scan of folded "id title" strings (docs/decisions/009-search-is-a-plain-scan.md
 * says why no library), whole words and starts of words first (search-fold.ts), each fit in the
 * list's order, and one page of them. When the text grows and nothing else changed, only the
 * previous matches are scanned.
 */
import type { ListItem } from '../../../api/schemas';
import { FIELD_LIMITS } from './entry-bounds';
import { fitOf, fold, Fit } from './search-fold';

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
  /** The page: `limit` matches from the `offset`th (0 when not given). */
  limit: number;
  offset?: number;
  /** The console's language, for letter case (English when not given). */
  locale?: string;
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

/** What search reads of an entry: its id and (the index's part of) its title, folded. */
export const hayOf = (id: string, title: string, locale: string) =>
  `${fold(id, locale)}\u0000${fold(title.slice(0, FIELD_LIMITS.title), locale)}`;

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

/** The first `count` of `matches` in order: kept as they come when few, else all sorted. */
function firstInOrder(matches: Indexed[], compare: Compare, count: number): Indexed[] {
  if (count * 8 >= matches.length) return matches.sort(compare).slice(0, count);
  const top: Indexed[] = [];
  for (const entry of matches) keepTop(top, entry, compare, count);
  return top;
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
  const needle = fold(query.q.trim(), query.locale);
  const filters = filtersOf(query);
  const compare = comparator(query.order);
  const { status, type, fromMs, toMs, folder } = query;
  const narrowing = last !== null && last.filters === filters && needle.includes(last.needle);
  const chosen = query.ids?.length
    ? [...new Set(query.ids)].flatMap((id) => entries.get(id) ?? [])
    : null;
  const candidates: Iterable<Indexed> = narrowing ? last.entries : (chosen ?? entries.values());
  const found: Indexed[] = [];
  /** The matches by how well they fit (search-fold.ts): whole words, starts of words, the rest. */
  const byFit: Indexed[][] = [[], [], []];
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
    byFit[needle ? fitOf(entry.hay, needle) : Fit.word]!.push(entry);
  }
  const offset = query.offset ?? 0;
  const wanted = offset + query.limit;
  let top: Indexed[] = [];
  for (const matches of byFit) {
    if (top.length >= wanted) break;
    top = top.concat(firstInOrder(matches, compare, wanted - top.length));
  }
  return {
    answer: {
      items: top.slice(offset, wanted).map((entry) => entry.item),
      matches: found.length,
    },
    last: { needle, filters, entries: found },
  };
}
