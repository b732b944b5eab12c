import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchAnswer, SearchQuery } from './index-engine';
import { localDay } from './date-range';
import { useEntryIndex } from './index-client';
import type { ListState } from '../list-state';
import { uiLocale } from '../../../lib/dates';

/** What the index holds, as people read it: while it fills, it changes at most once a second. */
export function useIndexStats() {
  const { stats } = useEntryIndex();
  return useSyncExternalStore(stats.subscribe, stats.get);
}

/** `limit` matches from the `offset`th. */
export function toSearchQuery(state: ListState, limit: number, offset = 0): SearchQuery {
  return {
    q: state.q,
    status: state.status,
    type: state.type,
    fromMs: localDay(state.from)?.getTime() ?? null,
    // "Created to" a day includes that whole day.
    toMs: localDay(state.to, 1)?.getTime() ?? null,
    folder: state.folder,
    order: state.order,
    limit,
    offset,
    locale: uiLocale(),
    ids: state.ids ? state.ids.split(',') : [],
  };
}

/**
 * The index's answer to the query, again whenever the index changes (at most once a second
 * while it fills, useIndexStats). The previous answer stays shown until the next one arrives.
 */
export function useSearch(query: SearchQuery): (SearchAnswer & { query: SearchQuery }) | null {
  const index = useEntryIndex();
  const [answer, setAnswer] = useState<(SearchAnswer & { query: SearchQuery }) | null>(null);
  const { updatedAt } = useIndexStats();
  const key = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    const asked = JSON.parse(key) as SearchQuery;
    void index.search(asked).then((next) => {
      // Drawn as a transition: a key typed meanwhile is handled first, and the rows drawn after.
      if (live && next) startTransition(() => setAnswer({ ...next, query: asked }));
    });
    return () => {
      live = false;
    };
  }, [index, key, updatedAt]);

  return answer;
}
