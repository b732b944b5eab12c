import { startTransition, useCallback, useEffect, useSyncExternalStore } from 'react';
import { listRequest } from '../../../api/entries';
import { readRetried } from '../../../api/read-view-page';
import { readAnswer } from '../../../api/read-response';
import { entryListSchema } from '../../../api/schemas';
import { useApi } from '../../../api/api-context';
import { holdsAll } from './index-engine';
import { completeWalk } from './complete-walk';
import { useIndexWalker, type IndexRun } from './index-walker';
import { useEntryIndex } from './index-client';
import { newestPage, useFreshIndex } from './use-fresh-index';
import { whenIdle } from './when-idle';

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
    (ahead: number, background = false): IndexRun =>
      async (signal, onProgress) => {
        const result = await completeWalk({
          signal,
          ahead,
          maxEntries: api.config.indexMaxEntries,
          // The page's thread only fetches: the index reads and checks each answer where it
          // lives (its worker). In the background each page waits for an idle moment.
          fetchPage: async (page, pageSignal) => {
            if (background) await whenIdle(pageSignal);
            const params = newestPage(api.config, page);
            const request = { ...listRequest(api, params), signal: pageSignal };
            const text = await readRetried(api, pageSignal, () => api.requestText(request));
            // Without an index at this moment (it changed hands), read here and put nowhere.
            return (
              (await index.readPage(text, params)) ??
              (await readAnswer(text, entryListSchema, 'GET'))
            );
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

  // Once the first rows are painted and the page is idle: the background walk's pages (and in
  // demo mode the demo backend's work for them) never hold back the first rows.
  useEffect(() => {
    if (!api.config.indexOnSignIn || !listShown) return;
    const controller = new AbortController();
    let waiting: ReturnType<typeof setTimeout> | undefined;
    void whenIdle(controller.signal, true).then(
      () => {
        // The index kept from before (a reload, another tab) may hold every entry already.
        const kept = new Promise((resolve) => (waiting = setTimeout(resolve, KEPT_WAIT_MS)));
        void Promise.race([index.opened(), kept]).then(() => {
          clearTimeout(waiting);
          if (!controller.signal.aborted && !holdsAll(index.stats.get()))
            walker.runInBackground(walkWith(1, true));
        });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      clearTimeout(waiting);
    };
  }, [api, listShown, walker, walkWith, index]);

  useFreshIndex(walker);

  const start = useCallback(() => walker.run(walkWith(INDEX_AHEAD)), [walker, walkWith]);
  return { state, start, cancel: walker.cancel };
}
