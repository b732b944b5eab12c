/**
 * Reads a folder page by page, once, to learn which entries were made since a time: the import
 * looks for many rows whose answers were lost with one walk. Newest first when the config
 * offers that order, so the walk stops as soon as a page reaches back before what folder-match.ts
 * proves new (the baseline read before `since`, or `since` in the server clock); otherwise
 * every page is read. Pages are as large as the config allows (a server may send fewer: the
 * walk follows `has_more_pages`). The paging is the export's (walk-pages.ts): an entry seen
 * twice is kept once, a server that answers another page than asked is refused, and a list
 * that keeps growing is not followed for ever. At most `maxEntries` are read: a bigger folder
 * is reported, never guessed about. Each page is a query of the query client, retried as any
 * read is (the client's read policy, src/api/retry-policy.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { creationWindow, isoTime, type FolderBaseline } from './folder-match';
import { newestFirstOrder, readFolderPage, type FolderPage } from './folder-read';
import type { ListItem } from '../schemas';
import { walkPages } from '../walk-pages';
import { entryKeys } from '../entries';
import { readFresh } from '../read-view-page';

export interface FolderWalk {
  folder: string;
  /** The distinct entries read. */
  items: ListItem[];
  /** Server clock minus browser clock (from the first page that said), or null. */
  offsetMs: number | null;
  /** When the last page arrived, in the browser's clock. */
  checkedAt: number;
  /** Every entry of the folder was read. */
  exhausted: boolean;
  /** Newest first, the oldest creation time read (server clock); NaN when not newest first. */
  reachedBack: number;
  /** The walk stopped (at `maxEntries`, or at the paging's bound) with more to read. */
  tooBig: boolean;
  pages: number;
}

export interface WalkFolderOptions {
  folder: string;
  /** The earliest send to account for, in the browser's clock. */
  since: number;
  /** The folder as read just before that send, when it was: the walk reaches back to it. */
  baseline?: FolderBaseline | null;
  maxEntries: number;
  signal?: AbortSignal;
  /** Tests read their own pages. */
  readPage?: (page: number, limit: number, order: string) => Promise<FolderPage>;
}

export const DEFAULT_WALK_MAX_ENTRIES = 10_000;

/** The largest page the config allows: the list's page sizes and the export's. */
export function walkPageSize({ config }: ApiClient): number {
  const { pageSizes, exportPageSize } = config;
  return Math.max(...pageSizes, exportPageSize);
}

export async function walkFolder(
  api: ApiClient,
  queryClient: QueryClient,
  options: WalkFolderOptions,
): Promise<FolderWalk> {
  const { folder, since, maxEntries } = options;
  const signal = options.signal ?? new AbortController().signal;
  const newest = newestFirstOrder(api);
  const order = newest ?? api.config.orderOptions[0]!.value;
  const limit = walkPageSize(api);
  const read = (page: number, size: number, by: string) =>
    readFresh(
      queryClient,
      entryKeys.folderRead('walk', folder, page, size, by),
      (own) =>
        options.readPage?.(page, size, by) ?? readFolderPage(api, folder, page, size, by, own),
      signal,
    );
  const items: ListItem[] = [];
  let offsetMs: number | null = null;
  let checkedAt = 0;
  let more = false;
  let reachedBack = newest ? Infinity : NaN;
  let reached = false;
  const { pages } = await walkPages({
    signal,
    maxEntries,
    fetchPage: async (page) => {
      const answer = await read(page, limit, order);
      offsetMs ??= answer.offsetMs;
      checkedAt = answer.receivedAt;
      more = answer.list.pagination.has_more_pages && answer.list.items.length > 0;
      return answer.list;
    },
    onPage: (fresh) => {
      items.push(...fresh);
      for (const item of fresh) {
        const created = isoTime(item.created_at);
        if (newest && !Number.isNaN(created)) reachedBack = Math.min(reachedBack, created);
      }
      // Newest first, a page that reaches back before every send leaves nothing to look for.
      reached = reachedBack < creationWindow(since, checkedAt, offsetMs, options.baseline).from;
      return reached || items.length >= maxEntries;
    },
  });
  return {
    folder,
    items,
    offsetMs,
    checkedAt,
    exhausted: !more,
    reachedBack,
    tooBig: more && !reached,
    pages,
  };
}
