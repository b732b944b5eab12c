import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listEntries } from '../../../api/entries';
import { describeError } from '../../../api/api-error';
import { readOnce } from '../../../api/read-once';
import { walkPages, type WalkProgress, type WalkSummary } from '../../../api/walk-pages';
import { getConfig } from '../../../lib/config';

/** Pages asked for at once: a server far away answers several while one would travel. */
const INDEX_AHEAD = 4;

export type IndexAllState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: WalkProgress | null }
  | { phase: 'done'; summary: WalkSummary }
  | { phase: 'cancelled'; progress: WalkProgress | null }
  | { phase: 'failed'; message: string };

/**
 * `Index all entries`: every page of the all-folders view, read like the export reads it (the
 * same walker, page size and retries). Each answer reaches the index through the list feed;
 * this only drives the walk and reports on it. Leaving the screen cancels it.
 */
export function useIndexAll() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<IndexAllState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let last: WalkProgress | null = null;
    setState({ phase: 'running', progress: null });
    const { exportPageSize, orderOptions } = getConfig();
    try {
      const summary = await walkPages({
        signal: controller.signal,
        ahead: INDEX_AHEAD,
        fetchPage: (page, signal) =>
          readOnce(
            queryClient,
            (attemptSignal) =>
              listEntries(
                { page, limit: exportPageSize, order_by: orderOptions[0]!.value },
                attemptSignal,
              ),
            signal,
          ),
        onPage(_items, progress) {
          last = progress;
          // Drawn when the page has time: answers arriving together are drawn once.
          startTransition(() => setState({ phase: 'running', progress }));
        },
      });
      if (controllerRef.current === controller) setState({ phase: 'done', summary });
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
  }, [queryClient]);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  return { state, start, cancel };
}
