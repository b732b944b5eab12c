import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchAnswer, SearchQuery } from './index-engine';
import { localDay } from './date-range';
import { useEntryIndex } from './index-client';
import type { ListState } from '../list-state';
import { uiLocale } from '../../../lib/dates';

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

/** Follows `value`, changing at most once per `ms`, and always ending on the latest value. */
function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const [lastAt, setLastAt] = useState(0);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = Math.max(0, lastAt + ms - Date.now());
    const timer = setTimeout(() => {
      setShown(value);
      setLastAt(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, lastAt, ms]);
  return shown;
}

/**
 * The index's answer to the query, again whenever the index changes (at most twice a second
 * while it fills). The previous answer stays shown until the next one arrives.
 */
export function useSearch(query: SearchQuery): (SearchAnswer & { query: SearchQuery }) | null {
  const index = useEntryIndex();
  const [answer, setAnswer] = useState<(SearchAnswer & { query: SearchQuery }) | null>(null);
  const updatedAt = useThrottled(useIndexStats().updatedAt, 500);
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
