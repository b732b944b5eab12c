import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { entryKeys, listEntries } from '../../../api/entries';
import { describeError } from '../../../api/api-error';
import { readOnce } from '../../../api/read-once';
import { useApi } from '../../../api/api-context';
import { indexWalk, type IndexWalkProgress, type IndexWalkResult } from './index-walk';

/** Pages asked for at once: a server far away answers several while one would travel. */
const INDEX_AHEAD = 4;

export type IndexAllState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: IndexWalkProgress | null }
  | { phase: 'done'; result: IndexWalkResult }
  | { phase: 'cancelled'; progress: IndexWalkProgress | null }
  | { phase: 'failed'; message: string };

/**
 * `Index all entries`: every page of the all-folders view, read like the export reads it (the
 * same walker, page size and retries), up to `indexMaxEntries`, and the part that moved read
 * again (index-walk.ts). Each answer reaches the index through the list feed; this only drives
 * the walk and reports on it. Leaving the screen cancels it.
 */
export function useIndexAll() {
  const queryClient = useQueryClient();
  const api = useApi();
  const [state, setState] = useState<IndexAllState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let last: IndexWalkProgress | null = null;
    setState({ phase: 'running', progress: null });
    const { exportPageSize, orderOptions, indexMaxEntries } = api.config;
    try {
      const result = await indexWalk({
        signal: controller.signal,
        ahead: INDEX_AHEAD,
        maxEntries: indexMaxEntries,
        fetchPage: (page, signal) => {
          const params = { page, limit: exportPageSize, order_by: orderOptions[0]!.value };
          return readOnce(
            queryClient,
            entryKeys.walk(params),
            (attemptSignal) => listEntries(api, params, attemptSignal),
            signal,
          );
        },
        onProgress(progress) {
          last = progress;
          // Drawn when the page has time: answers arriving together are drawn once.
          startTransition(() => setState({ phase: 'running', progress }));
        },
      });
      if (controllerRef.current === controller) setState({ phase: 'done', result });
    } catch (error) {
      if (controllerRef.current !== controller) return;
      setState(
        controller.signal.aborted
          ? { phase: 'cancelled', progress: last }
          : { phase: 'failed', message: describeError(error) },
      );
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, [api, queryClient]);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  return { state, start, cancel };
}
