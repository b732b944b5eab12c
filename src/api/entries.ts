/** The registry entries resource: query keys, fetchers, query options and hooks. */
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { entryListSchema, type EntryList, type ListParams } from './schemas';

/**
 * The entries' query keys, under one root, so a write can refresh every read of them. A
 * feature's own reads (an entry's lookup, a folder check after a lost answer) keep their keys
 * with their queries, built from `entryKeys.all`.
 */
export const entryKeys = {
  all: ['entries'] as const,
  lists: () => [...entryKeys.all, 'list'] as const,
  list: (params: ListParams) => [...entryKeys.lists(), params] as const,
  /**
   * A page read once by a walk over a view (an export, an entry's address, Index all entries):
   * not a shown list, so a write's refresh of the lists never cancels it.
   */
  walk: (params: ListParams) => [...entryKeys.all, 'walk', params] as const,
};

/** A page as the server sent it, every row kept, even past `limit` (the export keeps them). */
export async function listEntriesAsSent(
  api: ApiClient,
  params: ListParams,
  signal?: AbortSignal,
  token?: string,
): Promise<EntryList> {
  const list = await api.request({
    path: '/api/v1/registry/list',
    query: {
      folder_id: params.folder_id,
      [api.config.pageParam]: params.page,
      limit: params.limit,
      order_by: params.order_by,
    },
    schema: entryListSchema,
    signal,
    token,
  });
  return list;
}

export async function listEntries(
  api: ApiClient,
  params: ListParams,
  signal?: AbortSignal,
  token?: string,
): Promise<EntryList> {
  const list = await listEntriesAsSent(api, params, signal, token);
  // More rows than asked for (a server ignoring `limit`) would all be rendered: keep the page.
  const extra = list.items.length - params.limit;
  return extra > 0
    ? { ...list, items: list.items.slice(0, params.limit), extraItems: extra }
    : list;
}

/** A page of a list. How long it stays fresh is the query client's one stale time. */
export function entriesQueryOptions(api: ApiClient, params: ListParams) {
  return queryOptions({
    queryKey: entryKeys.list(params),
    queryFn: ({ signal }) => listEntries(api, params, signal),
  });
}

/**
 * Fetches the page after `params` ahead of time, while `enabled`, so paging forward is
 * instant. Keyed by the parameters' values, so a new params object with the same values
 * fetches nothing again.
 */
export function usePrefetchNextPage(params: ListParams, enabled: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  const { folder_id, page, limit, order_by } = params;
  useEffect(() => {
    if (!enabled) return;
    void queryClient.prefetchQuery(
      entriesQueryOptions(api, { folder_id, page: page + 1, limit, order_by }),
    );
  }, [queryClient, api, enabled, folder_id, page, limit, order_by]);
}

interface UseEntriesOptions {
  /** Keep refetching while this holds for the shown page (paused in a background tab). */
  pollWhile?: (list: EntryList) => boolean;
  pollMs?: number;
}

export function useEntries(
  params: ListParams,
  { pollWhile, pollMs = 2500 }: UseEntriesOptions = {},
) {
  return useQuery({
    ...entriesQueryOptions(useApi(), params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data && pollWhile?.(query.state.data) ? pollMs : false,
    refetchIntervalInBackground: false,
  });
}

/**
 * After a write: every cached list is out of date. A list fetch already in flight (a poll, a
 * prefetch) may have left before the write and would answer without it, then count as fresh;
 * so it is cancelled first, and the lists are marked stale to refetch when shown.
 */
export async function refreshEntryLists(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: entryKeys.lists() });
  await queryClient.invalidateQueries({ queryKey: entryKeys.lists() });
}
