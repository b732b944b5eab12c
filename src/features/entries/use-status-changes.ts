import { useEffect, useState } from 'react';
import type { ListItem } from '../../api/schemas';

/** How long a changed status stays marked, from the answer that brought the change. */
export const STATUS_MARK_MS = 3000;

/** Each id's latest status, and when it last changed (the time of that answer; 0: never). */
type Statuses = Map<string, [status: string, changedAt: number]>;

/**
 * Ids whose status changed in a recent answer, for a brief mark. The mark is derived from
 * when the change arrived and the time now, so later answers (changing anything or nothing)
 * neither extend it nor leave it behind.
 */
export function useStatusChanges(
  items: ListItem[] | undefined,
  /** When `items` arrived (the query's dataUpdatedAt). */
  answeredAt: number,
): ReadonlySet<string> {
  const [seen, setSeen] = useState<{ items?: ListItem[]; statuses: Statuses }>({
    statuses: new Map(),
  });
  // A new answer: compare it with what was seen, during render (no extra pass).
  if (items !== seen.items) {
    const statuses: Statuses = new Map(seen.statuses);
    for (const { id, status } of items ?? []) {
      const [before, changedAt = 0] = statuses.get(id) ?? [status];
      statuses.set(id, [status, before === status ? changedAt : answeredAt]);
    }
    setSeen({ items, statuses });
  }

  // The clock: at least the time of the latest answer, moved on when a mark is due to end.
  const [tick, setTick] = useState(0);
  const since = Math.max(tick, answeredAt) - STATUS_MARK_MS;
  const marked = [...seen.statuses].filter(([, [, changedAt]]) => changedAt > since);
  const nextEnd = Math.min(...marked.map(([, [, changedAt]]) => changedAt)) + STATUS_MARK_MS;
  useEffect(() => {
    if (nextEnd === Infinity) return;
    const timer = setTimeout(() => setTick(nextEnd), nextEnd - Date.now());
    return () => clearTimeout(timer);
  }, [nextEnd]);
  return new Set(marked.map(([id]) => id));
}
