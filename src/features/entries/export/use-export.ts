import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { viewPageReader } from '../../../api/read-view-page';
import { describeError } from '../../../api/api-error';
import { useApi } from '../../../api/api-context';
import { exportFileName } from './file-name';
import type { ExportFormat } from './formats';
import { runExport, type ExportSummary } from './run-export';
import type { EntryList } from '../../../api/schemas';
import type { WalkProgress } from '../../../api/walk-pages';
import { useEntryIndex, type IndexClient } from '../find/index-client';
import { toSearchQuery } from '../find/use-search';
import type { ListState } from '../list-state';

/** Every entry of the view (all its pages, from the server), or the search's matches only. */
export type ExportScope = 'view' | 'results';

/**
 * The search's matches as one page, in the view's order, from the index (the whole of each
 * entry it holds; one it keeps cut to its bounds is written as kept).
 */
function searchResultsReader(index: IndexClient, view: ListState, maxEntries: number) {
  return async (): Promise<EntryList> => {
    const answer = await index.search(toSearchQuery(view, maxEntries));
    if (!answer) throw new Error('The search index is gone: the session ended.');
    const { items, matches } = answer;
    return {
      items,
      pagination: {
        total: matches,
        per_page: Math.max(items.length, 1),
        current_page: 1,
        last_page: 1,
        has_more_pages: false,
      },
    };
  };
}

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: WalkProgress | null }
  | { phase: 'done'; url: string; fileName: string; summary: ExportSummary }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string; progress: WalkProgress | null };

/**
 * Runs one export at a time for a view, as a mutation. Cancelling, starting another, or leaving
 * (unmount) aborts the request in flight; the finished file stays available (as an object URL)
 * until the next export or unmount.
 */
export function useExport(view: ListState) {
  const api = useApi();
  const index = useEntryIndex();
  const [progress, setProgress] = useState<WalkProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const exporting = useMutation({
    mutationFn: async ({ format, scope }: { format: ExportFormat; scope: ExportScope }) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setProgress(null);
      const { exportPageSize, exportMaxEntries, exportMaxBytes } = api.config;
      const { blob, summary } = await runExport({
        format,
        signal: controller.signal,
        maxEntries: exportMaxEntries,
        maxBytes: exportMaxBytes,
        fetchPage:
          scope === 'results'
            ? searchResultsReader(index, view, exportMaxEntries)
            : viewPageReader(
                api,
                {
                  folder_id: view.folder || undefined,
                  limit: exportPageSize,
                  order_by: view.order,
                },
                // Each page read is news to the search index too.
                index.heard,
              ),
        onProgress: setProgress,
      });
      controller.signal.throwIfAborted();
      const fileName = exportFileName(view.folder, format, new Date(), scope);
      return { url: URL.createObjectURL(blob), fileName, summary };
    },
  });

  const url = exporting.data?.url;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const state: ExportState = exporting.isPending
    ? { phase: 'running', progress }
    : exporting.isSuccess
      ? { phase: 'done', ...exporting.data }
      : exporting.isError
        ? // Cancelled, by Cancel export, another export or leaving: the abort is its error.
          exporting.error.name === 'AbortError'
          ? { phase: 'cancelled' }
          : { phase: 'failed', message: describeError(exporting.error), progress }
        : { phase: 'idle' };

  const { mutate } = exporting;
  const start = useCallback(
    (format: ExportFormat, scope: ExportScope = 'view') => mutate({ format, scope }),
    [mutate],
  );
  const cancel = useCallback(() => controllerRef.current?.abort(), []);

  return { state, start, cancel };
}
