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
import { createdItem, useIndexInbox, type IndexInbox } from './index-inbox';
import {
  entryListSchema,
  type CreateEntryBody,
  type CreatedEntry,
  type EntryList,
  type ListItem,
  type ListParams,
} from './schemas';

/**
 * The entries' query keys, under one root, so a write can refresh every read of them. Every read
 * of entries takes its key from here, through its query options (`entryQueries`, and
 * create-once/folder-read.ts for the create form's folder reads): no key is written where it is used.
 */
export const entryKeys = {
  all: ['entries'] as const,
  lists: () => [...entryKeys.all, 'list'] as const,
  list: (params: ListParams) => [...entryKeys.lists(), params] as const,
  /** Where an entry named by an address is, in a view. */
  lookup: (id: string, folder: string, order: string) =>
    [...entryKeys.all, 'lookup', id, folder, order] as const,
  /** A folder's newest entries, as the create form compares titles with them. */
  newest: (folder: string) => [...entryKeys.all, 'newest', folder] as const,
  /** A folder's newest entries, read to settle a create whose answer was lost at `since`. */
  folderCheck: (folder: string, since: number) =>
    [...entryKeys.all, 'folder-check', folder, since] as const,
  /** A folder read by create-once (a baseline, a walk's page): fresh each time, never kept. */
  folderRead: (...what: readonly unknown[]) => [...entryKeys.all, 'folder-read', ...what] as const,
  /** Every create, the form's and the import's: one mutation key. */
  creates: () => [...entryKeys.all, 'create'] as const,
};

/** The request for a page of a list (its answer: entryListSchema). */
export const listRequest = (api: ApiClient, params: ListParams) => ({
  path: '/api/v1/registry/list',
  query: {
    folder_id: params.folder_id,
    [api.config.pageParam]: params.page,
    limit: params.limit,
    order_by: params.order_by,
  },
});

/** A page as the server sent it, every row kept, even past `limit` (the export keeps them). */
export function listEntriesAsSent(
  api: ApiClient,
  params: ListParams,
  signal?: AbortSignal,
  token?: string,
): Promise<EntryList> {
  return api.request({ ...listRequest(api, params), schema: entryListSchema, signal, token });
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

/** What a look for an entry named by an address found: the entry, or the pages read without it. */
export type Looked = { item: ListItem } | { pages: number };

export const entryQueries = {
  /**
   * A page of a list, each answer handed to the search index when `inbox` is given. How long it
   * stays fresh is the query client's one stale time.
   */
  list: (api: ApiClient, params: ListParams, inbox?: IndexInbox) =>
    queryOptions({
      queryKey: entryKeys.list(params),
      queryFn: async ({ signal }) => {
        const list = await listEntries(api, params, signal);
        inbox?.heard(list, params);
        return list;
      },
    }),
  /**
   * An entry named by an address, looked for in a view by `look` (the index, then the view's
   * pages). Each page read is retried as any read is: the look itself is not.
   */
  lookup: (
    { id, folder, order }: { id: string; folder: string; order: string },
    look: (signal: AbortSignal) => Promise<Looked>,
  ) =>
    queryOptions({
      queryKey: entryKeys.lookup(id, folder, order),
      queryFn: ({ signal }) => look(signal),
      retry: false,
    }),
};

/**
 * Fetches the page after `params` ahead of time, while `enabled`, so paging forward is
 * instant. Keyed by the parameters' values, so a new params object with the same values
 * fetches nothing again.
 */
export function usePrefetchNextPage(params: ListParams, enabled: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  const inbox = useIndexInbox();
  const { folder_id, page, limit, order_by } = params;
  useEffect(() => {
    if (!enabled) return;
    void queryClient.prefetchQuery(
      entryQueries.list(api, { folder_id, page: page + 1, limit, order_by }, inbox),
    );
  }, [queryClient, api, inbox, enabled, folder_id, page, limit, order_by]);
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
    ...entryQueries.list(useApi(), params, useIndexInbox()),
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

/**
 * What a create's success calls with the entry made and the body it was made from: the lists a
 * person sees are refreshed, and the search index finds the entry at once.
 */
export function useEntriesCreated(): (
  entry: CreatedEntry,
  body: Pick<CreateEntryBody, 'template' | 'folder_id'>,
) => Promise<void> {
  const queryClient = useQueryClient();
  const { tell } = useIndexInbox();
  return (entry, body) => {
    tell([createdItem(entry, body)]);
    return refreshEntryLists(queryClient);
  };
}
