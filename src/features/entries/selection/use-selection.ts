import { useCallback, useMemo, useState } from 'react';
import type { ListItem } from '../../../api/schemas';
import { FIND_KEYS, type ListState } from '../list-state';

/** Ticks on the list's rows: what each row shows, and what ticking it does. */
export interface Selection {
  selected: ReadonlyMap<string, ListItem>;
  /** Ticks (`on`) or unticks these entries. */
  toggle: (items: readonly ListItem[], on: boolean) => void;
}

/** A selection with what its bar needs: a way to clear it, and the folder it was made in. */
export interface ViewSelection extends Selection {
  clear: () => void;
  /** The folder of the view, for the name of the exported file. */
  folder: string;
}

const NONE: ReadonlyMap<string, ListItem> = new Map();

/** What a selection belongs to: the folder, search text and filters on screen (not page or order). */
function scopeOf(state: ListState): string {
  return JSON.stringify([state.folder, ...FIND_KEYS.map((key) => state[key])]);
}

/**
 * The entries ticked in the view on screen, kept while its pages turn or its order changes: the
 * entries themselves (as last listed), so the ones on other pages can be copied and exported too.
 * Another folder, other search text or other filters make another view, and the ticks go: the
 * bar only ever speaks of entries of the rows below it (as in a mail client's search).
 */
export function useSelection(state: ListState): ViewSelection {
  const scope = scopeOf(state);
  const [ticks, setTicks] = useState({ scope, selected: NONE });
  // Leaving a view lets go of its ticks: coming back to it starts with none either.
  if (ticks.scope !== scope) setTicks({ scope, selected: NONE });
  const selected = ticks.scope === scope ? ticks.selected : NONE;
  const toggle = useCallback(
    (items: readonly ListItem[], on: boolean) => {
      setTicks((current) => {
        const next = new Map(current.scope === scope ? current.selected : NONE);
        for (const item of items) {
          if (on) next.set(item.id, item);
          else next.delete(item.id);
        }
        return { scope, selected: next };
      });
    },
    [scope],
  );
  const clear = useCallback(() => setTicks({ scope, selected: NONE }), [scope]);
  const folder = state.folder;
  return useMemo(() => ({ selected, toggle, clear, folder }), [selected, toggle, clear, folder]);
}
