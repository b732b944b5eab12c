/**
 * Walks the pages of a list view, one request at a time, and hands over each page's entries:
 * the export reads every page, the import's folder walk (folder-walk.ts) stops once it has
 * read far enough.
 *
 * Pages are numbers into a list that may move while it is read: an entry created meanwhile
 * pushes the others one place down, so the next page starts with an entry already seen. Such
 * repeats are dropped by `id` and counted. A total that changes is reported, never chased: the
 * walk stops where the server says there are no more pages, or at a bound set by the first
 * answer (its pages, a tenth more, and one), so a list that keeps growing cannot keep the walk
 * going for ever. A server that sends the same entries on every page would keep it going up to
 * that bound (a million pages, when that many are announced) with nothing new: after
 * STALE_PAGE_LIMIT pages in a row that hold only entries already read, the walk stops and says so.
 *
 * Every walk is bounded in entries too (`maxEntries`, WALK_MAX_ENTRIES unless the caller has a
 * setting of its own: the export's `exportMaxEntries`, the index's `indexMaxEntries`): a server
 * that announces a million pages of fresh entries cannot fill the memory. Past the bound no
 * entry is handed over, and the walk says it stopped there.
 *
 * The walk keeps its own evidence of a list that moved under it (`lastChange`): a page whose
 * total differs from the page before, that repeats an entry, or that holds fewer entries than
 * its place in the list promises (a page other than the last holds `per_page`). A walk without
 * any such page, that reached the last page, read one list as it stood.
 *
 * `ahead` asks for up to that many pages at once (the ones after the page being read, once the
 * first answer has said how many there are); answers are still read in page order, so repeats
 * and the bound work the same. The export reads one page at a time; indexing reads ahead.
 */
import type { Pagination } from './schemas';

export interface WalkProgress {
  /** The page just read. */
  page: number;
  /** Pages as the latest answer counts them. */
  pages: number;
  /** Distinct entries so far. */
  entries: number;
  /** The total as the latest answer counts it. */
  total: number;
}

export interface WalkSummary {
  entries: number;
  pages: number;
  /** Entries seen twice (the data moved between pages) and left out the second time. */
  duplicates: number;
  firstTotal: number;
  lastTotal: number;
  /**
   * Why the walk stopped while the server still announced more: at its bound of pages, after
   * STALE_PAGE_LIMIT pages in a row of entries already read (`pages` is the last page read), or at
   * `maxEntries` with entries left (those were not handed over). Null: it read to the end, or
   * its caller had read enough.
   */
  stopped: 'bound' | 'repeats' | 'limit' | null;
  /** The last page on which the list was seen to move, or null when it held still. */
  lastChange: number | null;
}

/** What a walk reads of a page: its entries (an id at least) and its pagination. */
export interface WalkedPage<Item> {
  items: Item[];
  pagination: Pagination;
}

export interface WalkOptions<Item extends { id: string }> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<WalkedPage<Item>>;
  /**
   * Called once per page with the entries not seen before (possibly none). Returning true ends
   * the walk after this page: the caller has read enough.
   */
  onPage: (items: Item[], progress: WalkProgress) => boolean | void;
  signal: AbortSignal;
  /** Pages in flight at once (1, the default: one after the other). */
  ahead?: number;
  /** The most distinct entries handed over (WALK_MAX_ENTRIES, the default). */
  maxEntries?: number;
  /** The last page to read: a walk of the first pages only (reading again where a list moved). */
  upTo?: number;
  /** The first page to read (1, the default): a walk going on where an earlier one stopped. */
  from?: number;
}

/** The most entries a walk hands over, unless its caller has a setting of its own. */
export const WALK_MAX_ENTRIES = 100_000;

/** Pages in a row with nothing new after which a walk stops. */
export const STALE_PAGE_LIMIT = 3;

/** The server answered another page than the one asked for: following it would never end. */
export class PageMismatchError extends Error {
  constructor(
    readonly asked: number,
    readonly answered: number,
  ) {
    super(
      `The server answered page ${answered} when asked for page ${asked}. Check the "pageParam" setting.`,
    );
    this.name = 'PageMismatchError';
  }
}

/** The most pages a walk reads, given the page count of its first answer. */
export function pageBound(firstLastPage: number): number {
  return firstLastPage + Math.ceil(firstLastPage / 10) + 1;
}

export async function walkPages<Item extends { id: string }>({
  fetchPage,
  onPage,
  signal,
  ahead = 1,
  maxEntries = WALK_MAX_ENTRIES,
  upTo = Infinity,
  from = 1,
}: WalkOptions<Item>): Promise<WalkSummary> {
  const seen = new Set<string>();
  let duplicates = 0;
  let left = false;
  let lastChange: number | null = null;
  let stale = 0;
  let firstTotal = 0;
  let lastTotal = 0;
  let bound = 1;
  let lastPage = from;
  let page = from;
  // Pages asked for ahead are dropped (their requests stopped) when the walk ends early.
  const early = new AbortController();
  const aheadSignal = AbortSignal.any([signal, early.signal]);
  const asked = new Map<number, Promise<WalkedPage<Item>>>();
  const ask = (n: number) => {
    let answer = asked.get(n);
    if (!answer) {
      answer = fetchPage(n, ahead > 1 ? aheadSignal : signal);
      // Read in order below; an answer never read (the walk ended first) is not an error.
      answer.catch(() => undefined);
      asked.set(n, answer);
    }
    return answer;
  };

  try {
    for (;;) {
      signal.throwIfAborted();
      const answer = ask(page);
      if (page > from) {
        const last = Math.min(lastPage, bound, page + ahead - 1, upTo);
        for (let next = page + 1; next <= last; next++) ask(next);
      }
      const { items, pagination } = await answer;
      asked.delete(page);
      // An answer that arrives as the walk is cancelled is not used.
      signal.throwIfAborted();
      if (pagination.current_page !== page)
        throw new PageMismatchError(page, pagination.current_page);
      if (page === from) {
        firstTotal = pagination.total;
        bound = pageBound(pagination.last_page);
      }
      const totalMoved = page > from && pagination.total !== lastTotal;
      lastTotal = pagination.total;
      lastPage = pagination.last_page;

      const fresh: Item[] = [];
      let repeats = 0;
      for (const item of items) {
        if (seen.has(item.id)) repeats += 1;
        else if (seen.size >= maxEntries) left = true;
        else {
          seen.add(item.id);
          fresh.push(item);
        }
      }
      duplicates += repeats;
      // A page short of what its place promises: entries moved up past it (one was deleted).
      const promised = Math.min(
        pagination.per_page,
        pagination.total - (page - 1) * pagination.per_page,
      );
      if (totalMoved || repeats > 0 || items.length < promised) lastChange = page;
      const enough = onPage(fresh, {
        page,
        pages: Math.max(pagination.last_page, page),
        entries: seen.size,
        total: pagination.total,
      });

      stale = items.length > 0 && fresh.length === 0 ? stale + 1 : 0;
      const more = pagination.has_more_pages && items.length > 0;
      const repeating = more && enough !== true && stale >= STALE_PAGE_LIMIT;
      const limited = enough !== true && (left || (more && seen.size >= maxEntries));
      if (!more || enough === true || page >= bound || repeating || limited || page >= upTo) {
        return {
          entries: seen.size,
          pages: page,
          duplicates,
          firstTotal,
          lastTotal,
          stopped: limited
            ? 'limit'
            : repeating
              ? 'repeats'
              : more && enough !== true && page < upTo
                ? 'bound'
                : null,
          lastChange,
        };
      }
      page += 1;
    }
  } finally {
    if (asked.size > 0) early.abort();
  }
}
