import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';

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

const NEXT = new Set(['ArrowDown', 'j']);
const PREVIOUS = new Set(['ArrowUp', 'k']);

function isTextControl(element: Element): boolean {
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable) ||
    (element instanceof HTMLInputElement && !['button', 'checkbox', 'radio'].includes(element.type))
  );
}

const rowSelector = (key: string) => `tr[data-row-key="${CSS.escape(key)}"]`;

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

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element;
      if (isTextControl(target)) return;
      const row = target.closest<HTMLTableRowElement>('tr[data-row-key]');
      const key = row?.dataset.rowKey;
      if (!row || key === undefined || !event.currentTarget.contains(row)) return;
      if (event.key === 'Enter') {
        // Enter on a row's own button or link is that control's.
        if (target !== row) return;
        event.preventDefault();
        onOpen(key);
        return;
      }
      const at = keys.indexOf(key);
      let next: number;
      if (NEXT.has(event.key)) next = Math.min(at + 1, keys.length - 1);
      else if (PREVIOUS.has(event.key)) next = Math.max(at - 1, 0);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = keys.length - 1;
      else return;
      event.preventDefault();
      const nextKey = keys[next];
      if (nextKey === undefined) return;
      setChosen(nextKey);
      event.currentTarget.querySelector<HTMLElement>(rowSelector(nextKey))?.focus();
    },
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
