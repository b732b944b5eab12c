import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useOnDemandEffect } from '../../lib/use-on-demand-effect';

/** What a row of a navigable table carries: one row is a Tab stop, the others are reached by keys. */
export interface NavigableRowProps {
  tabIndex: 0 | -1;
  'data-row-key': string;
}

interface RowNavigationOptions {
  /** Enter on a row (not on one of its controls). */
  onOpen: (key: string) => void;
  /** The row that holds the Tab stop until someone moves it (a just-created entry); else the first. */
  initialKey?: string;
}

/**
 * A table's rows as one Tab stop (a roving tabindex): Tab enters the table on one row, and the
 * next Tab goes through that row's own controls, then out. Arrow keys and `j`/`k` move between
 * rows, Home and End to the first and last, Enter opens the row. Controls in the other rows stay
 * out of the Tab order (give them `controlTabIndex`), but a click or focus on them moves the stop.
 * Spread `bodyProps` on the `<tbody>`, and `rowProps(key)` on each `<tr>`.
 */
export function useRowNavigation(keys: readonly string[], options: RowNavigationOptions) {
  const { onOpen, initialKey } = options;
  const [chosen, setChosen] = useState<string | null>(null);
  const active =
    chosen !== null && keys.includes(chosen)
      ? chosen
      : initialKey !== undefined && keys.includes(initialKey)
        ? initialKey
        : keys[0];

  // The keys' handler (row-keys.ts), loaded once the table is on screen (the bundler fetches it
  // once for all tables).
  const rowKeys = useRef<typeof import('./row-keys') | null>(null);
  // Without it the rows are still reached with Tab and clicks; the next table tries again.
  useOnDemandEffect(
    () => import('./row-keys'),
    (module) => {
      rowKeys.current = module;
    },
    [],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) =>
      rowKeys.current?.onRowKeyDown(event, keys, onOpen, setChosen),
    [keys, onOpen],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const key = (event.target as Element).closest<HTMLElement>('tr[data-row-key]')?.dataset.rowKey;
    if (key !== undefined) setChosen(key);
  }, []);

  return {
    bodyProps: { onKeyDown, onFocus },
    rowProps: (key: string): NavigableRowProps => ({
      tabIndex: key === active ? 0 : -1,
      'data-row-key': key,
    }),
  };
}

/** The tabindex for a control inside a row: in the Tab order only in the row that has the stop. */
export function controlTabIndex(row: NavigableRowProps): -1 | undefined {
  return row.tabIndex === 0 ? undefined : -1;
}
