import { useEffect, useRef, useState } from 'react';
import type { ListItem } from '../../api/schemas';

const MARK_MS = 3000;

/** Ids whose status changed since the previous answer, for a brief mark. */
export function useStatusChanges(items: ListItem[] | undefined): ReadonlySet<string> {
  const previous = useRef(new Map<string, string>());
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!items) return;
    const next = new Set<string>();
    for (const item of items) {
      const before = previous.current.get(item.id);
      if (before !== undefined && before !== item.status) next.add(item.id);
      previous.current.set(item.id, item.status);
    }
    if (next.size === 0) return;
    setChanged(next);
    const timer = setTimeout(() => setChanged(new Set()), MARK_MS);
    return () => clearTimeout(timer);
  }, [items]);

  return changed;
}
