import { startTransition, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { entryKeys, listEntries } from '../../../api/entries';
import { readOnce } from '../../../api/read-once';
import { useApi } from '../../../api/api-context';
import { holdsAll } from './index-engine';
import { indexWalk } from './index-walk';
import { newestPage } from './list-answers';
import type { IndexRun } from './index-walker';
import { useEntryIndex, useIndexWalker } from './index-services';
import { useFreshIndex } from './use-fresh-index';

/** How long the background walk waits for the kept index before reading every page anyway. */
const KEPT_WAIT_MS = 3000;

export type { IndexAllState } from './index-walker';

/** Pages asked for at once: a server far away answers several while one would travel. */
const INDEX_AHEAD = 4;

/**
 * `Index all entries`: every page of the all-folders view, read like the export reads it (the
 * same walker, page size and retries), up to `indexMaxEntries`, and the part that moved read
 * again (index-walk.ts). Each answer reaches the index through the list feed; this drives the
 * session's walk (index-walker.ts) and reports on it. With `indexOnSignIn`, the first list
 * shown after sign-in starts one in the background, a page at a time, unless the index kept from
 * before holds every entry; `refreshSeconds` keeps it fresh (use-fresh-index.ts).
 */
export function useIndexAll() {
  const queryClient = useQueryClient();
  const api = useApi();
  const walker = useIndexWalker();
  const index = useEntryIndex();
  const state = useSyncExternalStore(walker.state.subscribe, walker.state.get);

  const walkWith = useCallback(
    (ahead: number): IndexRun =>
      async (signal, onProgress) => {
        const result = await indexWalk({
          signal,
          ahead,
          maxEntries: api.config.indexMaxEntries,
          fetchPage: (page, pageSignal) => {
            const params = newestPage(api.config, page);
            return readOnce(
              queryClient,
              entryKeys.walk(params),
              (attemptSignal) => listEntries(api, params, attemptSignal),
              pageSignal,
            );
          },
          // Drawn when the page has time: answers arriving together are drawn once.
          onProgress: (progress) => startTransition(() => onProgress(progress)),
        });
        // Kept with the index: a reload, and every tab of the session, know it holds every entry.
        if (result.gap === null) index.markWalked(result.total);
        return result;
      },
    [api, queryClient, index],
  );

  useEffect(() => {
    if (!api.config.indexOnSignIn) return;
    let live = true;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const stop = afterFirstList(queryClient, () => {
      // The index kept from before (a reload, another tab) may hold every entry already.
      const kept = new Promise((resolve) => (waiting = setTimeout(resolve, KEPT_WAIT_MS)));
      void Promise.race([index.opened(), kept]).then(() => {
        clearTimeout(waiting);
        if (live && !holdsAll(index.stats.get())) walker.runInBackground(walkWith(1));
      });
    });
    return () => {
      live = false;
      clearTimeout(waiting);
      stop();
    };
  }, [api, queryClient, walker, walkWith, index]);

  useFreshIndex(walker);

  const start = useCallback(() => walker.run(walkWith(INDEX_AHEAD)), [walker, walkWith]);
  return { state, start, cancel: walker.cancel };
}

/**
 * Calls `start` once a shown list has its first answer, in the task after the one that draws it:
 * the background walk's pages (and in demo mode the demo backend's work for them) never hold back
 * the first rows. Returns the clean-up.
 */
function afterFirstList(queryClient: QueryClient, start: () => void): () => void {
  const cache = queryClient.getQueryCache();
  const answered = () =>
    cache.findAll({ queryKey: entryKeys.lists() }).some((query) => query.state.dataUpdatedAt > 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (timer !== undefined || !answered()) return;
    unsubscribe();
    timer = setTimeout(start, 0);
  };
  const unsubscribe = cache.subscribe(check);
  check();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
