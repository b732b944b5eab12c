import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { listEntries, listEntriesAsSent } from './entries';
import { createQueryClient } from './query-client';
import type { EntryList, ListParams } from './schemas';

/**
 * `read` as a fresh query of `queryClient`: retried by Query's `retry` and `retryDelay` as every
 * read is (the client's read policy, retry-policy.ts), never kept, and stopped by `signal`,
 * between tries too (it then throws the signal's reason, as an aborted request does). Sent even
 * when the browser says it is offline: a read that cannot go out fails, instead of waiting unseen.
 */
export function readFresh<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const stop = () => void queryClient.cancelQueries({ queryKey, exact: true });
  signal?.addEventListener('abort', stop, { once: true });
  return queryClient
    .fetchQuery({
      queryKey,
      queryFn: ({ signal: own }) => read(own),
      staleTime: 0,
      gcTime: 0,
      networkMode: 'always',
    })
    .catch((error: unknown) => {
      signal?.throwIfAborted();
      throw error;
    })
    .finally(() => signal?.removeEventListener('abort', stop));
}

/**
 * `read`, retried by the client's read policy outside any screen's cache: a query client of its
 * own, so a write's refresh of the lists (which cancels list reads) never cancels it.
 */
export async function readRetried<T>(
  api: ApiClient,
  signal: AbortSignal,
  read: () => Promise<T>,
): Promise<T> {
  signal.throwIfAborted();
  let client = readClients.get(api);
  if (!client) {
    client = createQueryClient(api.retry.reads);
    readClients.set(api, client);
  }
  // Each read its own key: two reads at once are two reads, never one answer shared.
  return readFresh(client, ['read', ++reads], read, signal);
}

/** The query client of each API client's reads outside the cache: one, not one per read. */
const readClients = new WeakMap<ApiClient, QueryClient>();
let reads = 0;

/**
 * A page read once, retried as every read is; `signal` stops it, between tries too. `asSent`
 * keeps every row, even past `limit` (a server that ignores it: those rows are entries too, the
 * export keeps them).
 */
export function readPageOnce(
  api: ApiClient,
  params: ListParams,
  signal: AbortSignal,
  asSent = false,
): Promise<EntryList> {
  return readRetried(api, signal, () =>
    (asSent ? listEntriesAsSent : listEntries)(api, params, signal),
  );
}

/**
 * How a walk over every page of a view reads one page: kept whole and retried like any read, so
 * a passing failure does not stop the walk. The export and an entry's address both walk a view
 * with it; `heard` is given each page as read (the export hands its pages to the search index).
 */
export function viewPageReader(
  api: ApiClient,
  view: Omit<ListParams, 'page'>,
  heard?: (list: EntryList, params: ListParams) => void,
): (page: number, signal: AbortSignal) => Promise<EntryList> {
  return async (page, signal) => {
    const list = await readPageOnce(api, { ...view, page }, signal, true);
    heard?.(list, { ...view, page });
    return list;
  };
}
