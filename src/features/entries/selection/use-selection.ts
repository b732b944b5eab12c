import { useCallback, useState } from 'react';
import type { ListItem } from '../../../api/schemas';

/** Ticks on the list's rows: what each row shows, and what ticking it does. */
export interface Selection {
  selected: ReadonlyMap<string, ListItem>;
  /** Ticks (`on`) or unticks these entries. */
  toggle: (items: readonly ListItem[], on: boolean) => void;
}

/**
 * The entries ticked on the list, kept while its pages turn: the entries themselves (as last
 * listed), so the ones on other pages can be copied and exported too.
 */
export function useSelection(): Selection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlyMap<string, ListItem>>(() => new Map());
  const toggle = useCallback((items: readonly ListItem[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(item.id, item);
        else next.delete(item.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, toggle, clear };
}
