import { useEffect, useState } from 'react';
import type { ListItem } from '../../api/schemas';

/** How long a changed status stays marked, from the answer that brought the change. */
export const STATUS_MARK_MS = 3000;

interface Seen {
  items: ListItem[] | undefined;
  /** Each id's status in the latest answer that had it. */
  statuses: ReadonlyMap<string, string>;
  /** When each id's status last changed (the time of that answer). */
  changedAt: ReadonlyMap<string, number>;
}

function track(seen: Seen, items: ListItem[] | undefined, answeredAt: number): Seen {
  const statuses = new Map(seen.statuses);
  // Marks that ended before this answer are forgotten.
  const changedAt = new Map(
    [...seen.changedAt].filter(([, at]) => at + STATUS_MARK_MS > answeredAt),
  );
  for (const item of items ?? []) {
    const before = statuses.get(item.id);
    if (before !== undefined && before !== item.status) changedAt.set(item.id, answeredAt);
    statuses.set(item.id, item.status);
  }
  return { items, statuses, changedAt };
}

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
  const [seen, setSeen] = useState<Seen>(() =>
    track({ items: undefined, statuses: new Map(), changedAt: new Map() }, items, answeredAt),
  );
  // A new answer: compare it with what was seen, during render (no extra pass).
  if (items !== seen.items) setSeen(track(seen, items, answeredAt));

  // The clock: at least the time of the latest answer, moved on when a mark is due to end.
  const [tick, setTick] = useState(0);
  const now = Math.max(tick, answeredAt);
  const marked = new Set<string>();
  let nextEnd = Infinity;
  for (const [id, at] of seen.changedAt) {
    const end = at + STATUS_MARK_MS;
    if (end > now) {
      marked.add(id);
      nextEnd = Math.min(nextEnd, end);
    }
  }
  useEffect(() => {
    if (nextEnd === Infinity) return;
    const timer = setTimeout(
      () => setTick(Math.max(Date.now(), nextEnd)),
      Math.max(0, nextEnd - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextEnd]);
  return marked;
}
