import { startTransition, useCallback, useEffect, useSyncExternalStore } from 'react';
import { listEntries, listRequest } from '../../../api/entries';
import { readRetried } from '../../../api/read-view-page';
import { readAnswer } from '../../../api/read-response';
import { entryListSchema, type EntryList, type ListParams } from '../../../api/schemas';
import { useApi } from '../../../api/api-context';
import type { AppConfig } from '../../../lib/config';
import { holdsAll } from './index-stats';
import { completeWalk } from './complete-walk';
import { useIndexWalker, type IndexRun, type IndexWalkProgress } from './index-walker';
import { useEntryIndex, type IndexClient } from './index-client';
import { quietly } from './quietly';
import { whenIdle } from './when-idle';

/** Pages asked for at once: a server far away answers several while one would travel. */
const INDEX_AHEAD = 4;

/** The most pages of newest entries one pass reads. */
const FRESH_PAGES = 5;

/** A page of the all-folders view, newest first, as the index reads it (the export's page size). */
function newestPage(
  { exportPageSize, orderOptions }: Pick<AppConfig, 'exportPageSize' | 'orderOptions'>,
  page: number,
): ListParams {
  return { page, limit: exportPageSize, order_by: orderOptions[0]!.value };
}

/**
 * One pass keeping the index fresh: the newest entries (`read`), page by page, into the index,
 * until a page holds known entries none of which is still in progress, so an entry made elsewhere
 * is found without reading every page. The server's total once it reached them (or the list's
 * end), null when it stopped at its bound of pages.
 */
export async function freshen(
  read: (page: number) => Promise<EntryList>,
  index: Pick<IndexClient, 'find' | 'heard'>,
  inProgress: readonly string[],
): Promise<number | null> {
  for (let page = 1; page <= FRESH_PAGES; page++) {
    const list = await read(page);
    const held = await Promise.all(list.items.map((item) => index.find(item.id)));
    index.heard(list, {});
    const knew = held.filter((item) => item !== null);
    const working = knew.some((item) => inProgress.includes(item.status));
    if (!list.pagination.has_more_pages || (knew.length > 0 && !working))
      return list.pagination.total;
  }
  return null;
}

/**
 * `Index all entries`: every page of the all-folders view, read like the export reads it, into
 * the index (index-walker.ts). With `indexOnSignIn`, the first list shown starts one in the
 * background, a page at a time, unless the kept index holds every entry already. Every
 * `refreshSeconds` while the tab is visible (and when it is shown again after that long), the
 * newest entries go into the index (`freshen`), unless a walk is reading every page anyway.
 */
export function useIndexAll(listShown: boolean) {
  const api = useApi();
  const walker = useIndexWalker();
  const index = useEntryIndex();
  const state = useSyncExternalStore(walker.state.subscribe, walker.state.get);

  const walkWith = useCallback(
    (ahead: number, background = false): IndexRun =>
      async (signal, onProgress) => {
        // Drawn when the page has time, at most about once a second: a count that ticks many
        // times a second draws the eye from the list.
        const progress = quietly((told: IndexWalkProgress) =>
          startTransition(() => onProgress(told)),
        );
        // In the background, a walk goes on where the last one stopped (a sign-in, the next day):
        // what was kept is not read again from the first page, unless the list moved since.
        const limit = api.config.exportPageSize;
        const kept = background ? index.stats.get().reached : null;
        const from = kept?.limit === limit ? kept : null;
        let steady = from?.total ?? null;
        const result = await completeWalk({
          signal,
          ahead,
          from,
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
          onProgress(told) {
            // How far it read while the list held still: where the next walk goes on from.
            steady ??= told.total;
            if (told.rewalk === 0 && told.total === steady && told.entries === told.page * limit)
              index.markReached({
                pages: told.page,
                entries: told.entries,
                total: told.total,
                limit,
              });
            progress.tell(told);
          },
        }).finally(progress.stop);
        // Kept with the index: a reload, and every tab of the session, know it holds every entry.
        // Told before the walk ends, so its end never shows a count short of every entry.
        if (result.gap === null) await index.markWalked(result.total);
        return result;
      },
    [api, index],
  );

  // Once the first rows are painted and the page is idle: the background walk's pages (and in
  // demo mode the demo backend's work for them) never hold back the first rows.
  useEffect(() => {
    if (!api.config.indexOnSignIn || !listShown) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      await whenIdle(signal, true);
      // The index kept from before (a reload, another tab) may hold every entry already: its
      // open answers once what was kept is in, or at once when nothing could be kept.
      await index.opened();
      if (!signal.aborted && !holdsAll(index.stats.get()))
        walker.runInBackground(walkWith(1, true));
    })().catch(() => undefined);
    return () => controller.abort();
  }, [api, listShown, walker, walkWith, index]);

  useEffect(() => {
    const { refreshSeconds, inProgressStatuses } = api.config;
    if (refreshSeconds === 0) return;
    const every = refreshSeconds * 1000;
    const controller = new AbortController();
    const read = (page: number) =>
      listEntries(api, newestPage(api.config, page), controller.signal);
    let last = Date.now();
    let passing = false;

    async function pass() {
      if (passing || document.hidden || walker.state.get().phase === 'running') return;
      passing = true;
      last = Date.now();
      try {
        await index.opened();
        const total = await freshen(read, index, inProgressStatuses);
        if (total !== null) index.markFresh(total);
      } catch {
        // Offline, a 401, a server error: the list says so, and the next pass tries again.
      } finally {
        passing = false;
      }
    }

    const timer = setInterval(() => void pass(), every);
    const onShown = () => {
      if (!document.hidden && Date.now() - last >= every) void pass();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [api, index, walker]);

  const start = useCallback(() => walker.run(walkWith(INDEX_AHEAD)), [walker, walkWith]);
  return { state, start, cancel: walker.cancel };
}
