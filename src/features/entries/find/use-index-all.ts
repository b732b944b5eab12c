import { startTransition, useCallback, useEffect, useSyncExternalStore } from 'react';
import { readPageOnce } from '../../../api/read-view-page';
import { useApi } from '../../../api/api-context';
import { holdsAll } from './index-engine';
import { completeWalk } from './complete-walk';
import type { IndexRun } from './index-walker';
import { useEntryIndex, useIndexWalker } from './index-services';
import { newestPage, useFreshIndex } from './use-fresh-index';

/** How long the background walk waits for the kept index before reading every page anyway. */
const KEPT_WAIT_MS = 3000;

/** Pages asked for at once: a server far away answers several while one would travel. */
const INDEX_AHEAD = 4;

/**
 * `Index all entries`: every page of the all-folders view, read like the export reads it, into
 * the index (complete-walk.ts). With `indexOnSignIn`, the first list shown starts one in the
 * background, a page at a time, unless the kept index holds every entry already.
 */
export function useIndexAll(listShown: boolean) {
  const api = useApi();
  const walker = useIndexWalker();
  const index = useEntryIndex();
  const state = useSyncExternalStore(walker.state.subscribe, walker.state.get);

  const walkWith = useCallback(
    (ahead: number): IndexRun =>
      async (signal, onProgress) => {
        const result = await completeWalk({
          signal,
          ahead,
          maxEntries: api.config.indexMaxEntries,
          fetchPage: async (page, pageSignal) => {
            const params = newestPage(api.config, page);
            const list = await readPageOnce(api, params, pageSignal);
            index.heard(list, params);
            return list;
          },
          // Drawn when the page has time: answers arriving together are drawn once.
          onProgress: (progress) => startTransition(() => onProgress(progress)),
        });
        // Kept with the index: a reload, and every tab of the session, know it holds every entry.
        if (result.gap === null) index.markWalked(result.total);
        return result;
      },
    [api, index],
  );

  // In the task after the one that draws the first list: the background walk's pages (and in
  // demo mode the demo backend's work for them) never hold back the first rows.
  useEffect(() => {
    if (!api.config.indexOnSignIn || !listShown) return;
    let live = true;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      // The index kept from before (a reload, another tab) may hold every entry already.
      const kept = new Promise((resolve) => (waiting = setTimeout(resolve, KEPT_WAIT_MS)));
      void Promise.race([index.opened(), kept]).then(() => {
        clearTimeout(waiting);
        if (live && !holdsAll(index.stats.get())) walker.runInBackground(walkWith(1));
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(waiting);
    };
  }, [api, listShown, walker, walkWith, index]);

  useFreshIndex(walker);

  const start = useCallback(() => walker.run(walkWith(INDEX_AHEAD)), [walker, walkWith]);
  return { state, start, cancel: walker.cancel };
}
