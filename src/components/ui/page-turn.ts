/**
 * The list's pager, pressed from the keyboard (`[` / `]`, `j` past the last row, `k` before the
 * first): its Previous page or Next page button, when there is one to go to. The focus goes on
 * to a row of the new page once it is drawn, so the row keys keep working there.
 */

const ROWS = 'tr[data-row-key]';

/** The row of the new page that takes the focus: the first, the last, or the one in that place. */
export type RowPlace = 'first' | 'last' | number;

/** Once `table` shows another page, focuses its row `at`. */
function focusOnceTurned(table: Element, at: RowPlace): void {
  const rows = () => table.querySelectorAll<HTMLElement>(ROWS);
  const before = rows()[0]?.dataset.rowKey;
  const drawn = new MutationObserver(() => {
    const now = rows();
    if (now.length === 0 || now[0]!.dataset.rowKey === before) return;
    drawn.disconnect();
    const place = at === 'first' ? 0 : at === 'last' ? now.length - 1 : at;
    now[Math.min(place, now.length - 1)]!.focus();
  });
  drawn.observe(table, { childList: true, subtree: true });
  // A page that never comes (an error) leaves the focus where it is.
  setTimeout(() => drawn.disconnect(), 10_000);
}

/**
 * Turns the page; `at` says which row of the new page takes the focus (by default the one in the
 * place of the row that has it now, or the first).
 */
export function turnPage(forward: boolean, at?: RowPlace): boolean {
  const name = forward ? 'Next page' : 'Previous page';
  const button = document.querySelector<HTMLButtonElement>(
    `nav[aria-label="Pagination"] button[aria-label="${name}"]`,
  );
  if (!button || button.disabled) return false;
  const focused = document.activeElement?.closest<HTMLElement>(ROWS);
  const table = (focused ?? document.querySelector(ROWS))?.closest('table');
  const place = at ?? (focused && table ? [...table.querySelectorAll(ROWS)].indexOf(focused) : 0);
  if (table) focusOnceTurned(table, place);
  button.click();
  return true;
}
