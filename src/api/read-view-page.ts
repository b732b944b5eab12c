import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { entryKeys, listEntriesAsSent } from './entries';
import { readOnce } from './read-once';
import type { EntryList, ListParams } from './schemas';

/**
 * How a walk over every page of a view reads one page: kept whole (rows past `limit` from a
 * server that ignores it are entries too) and retried like any read, so a passing failure does
 * not stop the walk. The export and an entry's address both walk a view with it.
 */
export function viewPageReader(
  api: ApiClient,
  queryClient: QueryClient,
  view: Omit<ListParams, 'page'>,
): (page: number, signal: AbortSignal) => Promise<EntryList> {
  return (page, signal) =>
    readOnce(
      queryClient,
      entryKeys.walk({ ...view, page }),
      (attemptSignal) => listEntriesAsSent(api, { ...view, page }, attemptSignal),
      signal,
    );
}
