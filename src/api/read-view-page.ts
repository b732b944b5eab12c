import { sleep } from '../lib/sleep';
import type { ApiClient } from './api-client';
import { listEntries, listEntriesAsSent } from './entries';
import { readRetryWait } from './retry-policy';
import type { EntryList, ListParams } from './schemas';

/**
 * A page read once, outside any screen's cache, retried as every read is (the client's read
 * policy, retry-policy.ts); `signal` stops it, between tries too. `asSent` keeps every row, even
 * past `limit` (a server that ignores it: those rows are entries too, the export keeps them).
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

/** `read`, retried by the client's read policy; `signal` stops it, between tries too. */
export async function readRetried<T>(
  api: ApiClient,
  signal: AbortSignal,
  read: () => Promise<T>,
): Promise<T> {
  for (let failures = 0; ; failures++) {
    signal.throwIfAborted();
    try {
      return await read();
    } catch (error) {
      const wait = signal.aborted ? null : readRetryWait(failures, error, api.retry.reads);
      if (wait === null) throw error;
      await sleep(wait, signal);
    }
  }
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
