/**
 * Keeping the index fresh: the newest entries, page by page, until a page holds known entries none
 * of which is still in progress, so an entry made elsewhere is found without reading every page.
 */
import type { EntryList, ListItem } from '../../../api/schemas';

export interface FreshenWith {
  /** A page of the all-folders view, newest first, as the server sends it now. */
  fetchPage(page: number, signal: AbortSignal): Promise<EntryList>;
  /** The entries the index holds of these ids, as it holds them (null: not held). */
  held(ids: string[]): Promise<(ListItem | null)[]>;
  /** Puts a page read into the index (after `held` has looked at it). */
  put(list: EntryList, page: number): void;
  /** Statuses that mean the server is still working on an entry. */
  inProgress: readonly string[];
  /** The most pages one pass reads. */
  maxPages: number;
}

/**
 * `added`: entries the index did not hold; `reachedKnown`: the pass stopped at known entries (or
 * the list's end), not at `maxPages`; `total`: the server's, as the last page read said.
 */
export async function freshen(how: FreshenWith, signal: AbortSignal) {
  let added = 0;
  for (let page = 1; page <= how.maxPages; page++) {
    const list = await how.fetchPage(page, signal);
    const held = await how.held(list.items.map((item) => item.id));
    how.put(list, page);
    const knew = held.filter((item) => item !== null);
    added += list.items.length - knew.length;
    const working = knew.some((item) => how.inProgress.includes(item.status));
    const end = !list.pagination.has_more_pages;
    if (end || (knew.length > 0 && !working)) {
      return { added, reachedKnown: true, total: list.pagination.total };
    }
  }
  return { added, reachedKnown: false, total: -1 };
}
