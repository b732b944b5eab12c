/**
 * The keys of a navigable table (use-row-navigation.ts): loaded just after the table first
 * renders, out of the first load; nobody presses a key before the rows show.
 */
import type { KeyboardEvent } from 'react';
import { turnPage } from './page-turn';

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
 * Arrow keys and `j`/`k` move between rows, Home and End to the first and last, `j` past the last
 * row and `k` before the first turn the page, `x` ticks the row, Enter opens the row; `choose` is
 * told which row now holds the Tab stop.
 */
export function onRowKeyDown(
  event: KeyboardEvent<HTMLElement>,
  keys: readonly string[],
  onOpen: (key: string) => void,
  choose: (key: string) => void,
): void {
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
  if (event.key === 'x') {
    // `x` ticks the row, where it has a tick box.
    const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!box) return;
    event.preventDefault();
    box.click();
    return;
  }
  const at = keys.indexOf(key);
  if ((event.key === 'j' && at === keys.length - 1) || (event.key === 'k' && at === 0)) {
    event.preventDefault();
    // The new page's first row after the last, its last row before the first.
    turnPage(event.key === 'j', event.key === 'j' ? 'first' : 'last');
    return;
  }
  let next: number;
  if (NEXT.has(event.key)) next = Math.min(at + 1, keys.length - 1);
  else if (PREVIOUS.has(event.key)) next = Math.max(at - 1, 0);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = keys.length - 1;
  else return;
  event.preventDefault();
  const nextKey = keys[next];
  if (nextKey === undefined) return;
  choose(nextKey);
  event.currentTarget.querySelector<HTMLElement>(rowSelector(nextKey))?.focus();
}
