/**
 * The create form's reads of a folder's newest entries (create-once/folder-read.ts), keyed under
 * the entries' root (entries.ts): apart from the list's options, so the first load carries none
 * of create-once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { readFolderForCheck } from './create-once/folder-read';
import { entryKeys } from './entries';

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
