import { useEffect } from 'react';
import { listEntries } from '../../../api/entries';
import { useApi } from '../../../api/api-context';
import type { ListParams } from '../../../api/schemas';
import type { AppConfig } from '../../../lib/config';
import { freshen } from './index-fresh';
import type { IndexWalker } from './index-walker';
import { useEntryIndex } from './index-client';

/** A page of the all-folders view, newest first, as the index reads it (the export's page size). */
export function newestPage(
  { exportPageSize, orderOptions }: Pick<AppConfig, 'exportPageSize' | 'orderOptions'>,
  page: number,
): ListParams {
  return { page, limit: exportPageSize, order_by: orderOptions[0]!.value };
}

/** The most pages of newest entries one pass reads. */
const FRESH_PAGES = 5;

/**
 * Every `refreshSeconds` while the tab is visible (and when it is shown again after that long),
 * the newest entries into the index (index-fresh.ts), unless a walk is reading every page anyway.
 */
export function useFreshIndex(walker: IndexWalker): void {
  const api = useApi();
  const index = useEntryIndex();
  useEffect(() => {
    const { refreshSeconds, inProgressStatuses } = api.config;
    if (refreshSeconds === 0) return;
    const every = refreshSeconds * 1000;
    const controller = new AbortController();
    let last = Date.now();
    let passing = false;

    async function pass() {
      if (passing || document.hidden || walker.state.get().phase === 'running') return;
      passing = true;
      last = Date.now();
      try {
        await index.opened();
        const result = await freshen(
          {
            fetchPage: (page, signal) => listEntries(api, newestPage(api.config, page), signal),
            held: (ids) => Promise.all(ids.map((id) => index.find(id))),
            put: (list, page) => index.heard(list, newestPage(api.config, page)),
            inProgress: inProgressStatuses,
            maxPages: FRESH_PAGES,
          },
          controller.signal,
        );
        if (result.reachedKnown) index.markFresh(result.total);
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
}
