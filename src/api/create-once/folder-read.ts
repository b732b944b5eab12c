/**
 * Reading a folder's entries with the server's clock: its `Date` header, seen through the
 * client's `onResponse`. A cross-origin server shows `Date` only when its CORS policy exposes
 * it (`Access-Control-Expose-Headers: Date`); without it only the baseline (the newest page,
 * read just before the first send) tells new entries from old (folder-match.ts). The create
 * form's Check folder reads the newest page; the import walks pages (folder-walk.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { entryKeys } from '../entries';
import { readFresh } from '../read-view-page';
import { entryListSchema, type EntryList } from '../schemas';
import { baselineOf, serverClockOffset, type FolderBaseline } from './folder-match';

export interface FolderPage {
  list: EntryList;
  /** Server clock minus browser clock, or null when the server did not say. */
  offsetMs: number | null;
  /** When the answer arrived, in the browser's clock. */
  receivedAt: number;
}

/** A folder's newest entries as the create form checks them: the page read, and its order. */
export interface FolderRead extends FolderPage {
  newestFirst: boolean;
}

/** The order that lists a folder's newest entries first, if the config offers one. */
export function newestFirstOrder(api: ApiClient): string | undefined {
  return api.config.orderOptions.find((o) => o.value === '-created_at')?.value;
}

/** One page of a folder, in `order`, with the server's clock. */
export async function readFolderPage(
  api: ApiClient,
  folder: string,
  page: number,
  limit: number,
  order: string,
  signal?: AbortSignal,
): Promise<FolderPage> {
  let offsetMs: number | null = null;
  let receivedAt = api.now();
  const list = await api.request({
    path: '/api/v1/registry/list',
    query: { folder_id: folder, [api.config.pageParam]: page, limit, order_by: order },
    schema: entryListSchema,
    signal,
    onResponse: (response) => {
      receivedAt = api.now();
      offsetMs = serverClockOffset(response.headers.get('Date'), receivedAt);
    },
  });
  return { list, offsetMs, receivedAt };
}

/** The newest entries of a folder (one page of at most 100), for the create form's check. */
export async function readFolderForCheck(
  api: ApiClient,
  folder: string,
  signal?: AbortSignal,
): Promise<FolderRead> {
  const { orderOptions, pageSizes } = api.config;
  const newest = newestFirstOrder(api);
  const limit = Math.max(...pageSizes.filter((s) => s <= 100), pageSizes[0]!);
  const page = await readFolderPage(
    api,
    folder,
    1,
    limit,
    newest ?? orderOptions[0]!.value,
    signal,
  );
  const { items, pagination } = page.list;
  return {
    ...page,
    list: {
      items: items.slice(0, limit),
      // Rows beyond the limit are entries the check does not look at.
      pagination: {
        ...pagination,
        has_more_pages: pagination.has_more_pages || items.length > limit,
      },
    },
    newestFirst: newest !== undefined,
  };
}

/**
 * The create form's reads of a folder's newest entries, keyed under the entries' root (entries.ts).
 */
export const folderQueries = {
  /**
   * The newest entries, as `Possible duplicate` compares titles with them: read again each time
   * the form opens (an entry made since counts); a folder that cannot be read just shows none.
   */
  newest: (api: ApiClient, folder: string) =>
    queryOptions({
      queryKey: entryKeys.newest(folder),
      queryFn: ({ signal }) => readFolderForCheck(api, folder, signal),
      retry: false,
      staleTime: 0,
    }),
  /**
   * The newest entries, read to settle a create whose answer was lost at `since`: fetched only
   * when asked (refetch ignores staleness), retried as any read, never kept.
   */
  check: (api: ApiClient, folder: string, since: number) =>
    queryOptions({
      queryKey: entryKeys.folderCheck(folder, since),
      queryFn: ({ signal }) => readFolderForCheck(api, folder, signal),
      enabled: false,
      gcTime: 0,
    }),
};

/**
 * The folder as it is just before a first attempt: its newest entries (one page), the read
 * retried as any read is. Null when
 * that page cannot show them (no newest-first order and more pages, or an unreadable time).
 */
export async function readBaseline(
  api: ApiClient,
  queryClient: QueryClient,
  folder: string,
  signal?: AbortSignal,
): Promise<FolderBaseline | null> {
  const { list, newestFirst } = await readFresh(
    queryClient,
    entryKeys.folderRead('baseline', folder),
    (own) => readFolderForCheck(api, folder, own),
    signal,
  );
  return baselineOf(list.items, newestFirst || !list.pagination.has_more_pages);
}
