/**
 * The list's pager, pressed from the keyboard (`[` / `]`, `j` past the last row, `k` before the
 * first): its Previous page or Next page button, when there is one to go to.
 */
export function turnPage(forward: boolean): boolean {
  const name = forward ? 'Next page' : 'Previous page';
  const button = document.querySelector<HTMLButtonElement>(
    `nav[aria-label="Pagination"] button[aria-label="${name}"]`,
  );
  if (!button || button.disabled) return false;
  button.click();
  return true;
}
