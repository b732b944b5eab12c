/**
 * Reads the newest entries of a folder for the outcome check, with the server's clock: its
 * `Date` header, seen through the client's `onResponse`. A cross-origin server shows `Date`
 * only when its CORS policy exposes it (`Access-Control-Expose-Headers: Date`); without it the
 * check matches with a wide window and says so.
 */
import { apiRequest } from '../../api/api-client';
import { entryListSchema, type EntryList } from '../../api/schemas';
import { getConfig } from '../../lib/config';
import { serverClockOffset } from './folder-match';

export interface FolderRead {
  list: EntryList;
  offsetMs: number | null;
  checkedAt: number;
  newestFirst: boolean;
}

export async function readFolderForCheck(
  folder: string,
  signal?: AbortSignal,
): Promise<FolderRead> {
  const { orderOptions, pageSizes, pageParam } = getConfig();
  const newest = orderOptions.find((o) => o.value === '-created_at')?.value;
  const limit = Math.max(...pageSizes.filter((s) => s <= 100), pageSizes[0]!);
  let offsetMs: number | null = null;
  const list = await apiRequest({
    path: '/api/v1/registry/list',
    query: {
      folder_id: folder,
      [pageParam]: 1,
      limit,
      order_by: newest ?? orderOptions[0]!.value,
    },
    schema: entryListSchema,
    signal,
    onResponse: (response) => {
      offsetMs = serverClockOffset(response.headers.get('Date'), Date.now());
    },
  });
  return {
    list: {
      items: list.items.slice(0, limit),
      // Rows beyond the limit are entries the check does not look at.
      pagination: {
        ...list.pagination,
        has_more_pages: list.pagination.has_more_pages || list.items.length > limit,
      },
    },
    offsetMs,
    checkedAt: Date.now(),
    newestFirst: newest !== undefined,
  };
}
