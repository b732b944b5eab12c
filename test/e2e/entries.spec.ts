import type { Page } from '@playwright/test';
import {
  entryRows,
  expect,
  expectAccessible,
  recordListRequests,
  signIn,
  tabTo,
  test,
} from './fixtures';

const folderFilter = (page: Page) => page.getByLabel('Folder', { exact: true });
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const rowsPerPage = (page: Page) => page.getByRole('combobox', { name: 'Rows per page' });
const pageButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const titles = (page: Page) => entryRows(page).getByRole('link').allTextContents();

/** The view the page shows: its "Page X of Y · N entries" line and its URL query. */
async function expectView(page: Page, query: string, summary: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/entries' && url.search === (query ? `?${query}` : ''),
  );
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('p')).toHaveText(
    summary,
  );
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveAttribute('aria-busy', 'false');
}

/**
 * Signs in, then counts the list requests of a fresh load of the list (the sign-in and its
 * requests are over by then: the page they ran in is gone).
 */
/** How long the Folder field waits after a keystroke before the list follows it (folder-filter.tsx). */
const FOLDER_DEBOUNCE_MS = 350;

async function openCountingRequests(page: Page) {
  await signIn(page);
  await page.goto('about:blank');
  const requests = recordListRequests(page);
  await page.goto('/entries');
  return requests;
}

test('landing on the list asks for the first page once; filter, paging, page size and order live in the URL with one request per view', async ({
  page,
}) => {
  const requests = recordListRequests(page);
  await signIn(page);
  await expectView(page, '', 'Page 1 of 300 · 3,000 entries');
  // Page 2 is fetched ahead: once it has been, every request this start makes has been made.
  await expect.poll(() => requests.count({ page: 2, limit: 10, order_by: '-created_at' })).toBe(1);
  expect(requests.duplicates(), 'views requested more than once').toEqual([]);
  const allFirstPage = await titles(page);

  // Typing is debounced: one request for the whole word, none per keystroke. Each value the
  // field held is timed in the page: only one it held for the whole debounce (a test runner
  // stalled by a busy machine can pause that long between keys) may be asked for.
  await folderFilter(page).evaluate((field) => {
    const inputs: [number, string][] = [];
    (window as unknown as { __inputs: typeof inputs }).__inputs = inputs;
    field.addEventListener('input', () =>
      inputs.push([performance.now(), (field as HTMLInputElement).value]),
    );
  });
  await folderFilter(page).pressSequentially('finance', { delay: 40 });
  await expectView(page, 'folder_id=finance', 'Page 1 of 43 · 429 entries');
  expect(await titles(page)).not.toEqual(allFirstPage);
  const inputs = await page.evaluate(
    () => (window as unknown as { __inputs: [number, string][] }).__inputs,
  );
  expect(inputs.map(([, value]) => value).at(-1)).toBe('finance');
  const heldForDebounce = inputs
    .slice(0, -1)
    .filter(([at], i) => inputs[i + 1]![0] - at >= FOLDER_DEBOUNCE_MS)
    .map(([, value]) => `folder_id=${value}&`);
  expect(
    requests.views.filter(
      (v) =>
        v.includes('folder_id=f') &&
        !v.includes('folder_id=finance') &&
        !heldForDebounce.some((held) => v.includes(held)),
    ),
  ).toEqual([]);
  await expect(pageButton(page, 'First page')).toBeDisabled();
  await expect(pageButton(page, 'Previous page')).toBeDisabled();
  await expect(pageButton(page, 'Next page')).toBeEnabled();

  // Page 2 was prefetched, so Next page shows it without asking again.
  await expect
    .poll(() =>
      requests.count({ folder_id: 'finance', page: 2, limit: 10, order_by: '-created_at' }),
    )
    .toBe(1);
  await pageButton(page, 'Next page').click();
  await expectView(page, 'folder_id=finance&page=2', 'Page 2 of 43 · 429 entries');
  // Page 3 is prefetched in turn; by then a request for page 2 would have shown up.
  await expect
    .poll(() =>
      requests.count({ folder_id: 'finance', page: 3, limit: 10, order_by: '-created_at' }),
    )
    .toBe(1);
  expect(
    requests.count({ folder_id: 'finance', page: 2, limit: 10, order_by: '-created_at' }),
  ).toBe(1);

  await pageButton(page, 'Last page').click();
  await expectView(page, 'folder_id=finance&page=43', 'Page 43 of 43 · 429 entries');
  await expect(entryRows(page)).toHaveCount(9);
  await expect(pageButton(page, 'Next page')).toBeDisabled();
  await expect(pageButton(page, 'Last page')).toBeDisabled();
  await expect(pageButton(page, 'First page')).toBeEnabled();
  await expect(pageButton(page, 'Previous page')).toBeEnabled();

  await pageButton(page, 'First page').click();
  await expectView(page, 'folder_id=finance', 'Page 1 of 43 · 429 entries');
  await expect(pageButton(page, 'First page')).toBeDisabled();
  await expect(pageButton(page, 'Last page')).toBeEnabled();

  // A new page size starts again at page 1.
  await pageButton(page, 'Next page').click();
  await expectView(page, 'folder_id=finance&page=2', 'Page 2 of 43 · 429 entries');
  await rowsPerPage(page).selectOption('25');
  await expectView(page, 'folder_id=finance&limit=25', 'Page 1 of 18 · 429 entries');
  await expect(entryRows(page)).toHaveCount(25);

  // So does a new order.
  await pageButton(page, 'Next page').click();
  await expectView(page, 'folder_id=finance&page=2&limit=25', 'Page 2 of 18 · 429 entries');
  await sortBy(page).selectOption({ label: 'Oldest first' });
  await expectView(
    page,
    'folder_id=finance&limit=25&order_by=created_at',
    'Page 1 of 18 · 429 entries',
  );
  const oldestFirst = await titles(page);

  // Up to here: one request per view, the prefetched pages included.
  expect(requests.duplicates(), 'views requested more than once').toEqual([]);

  // A reload reproduces the view.
  await page.reload();
  await expectView(
    page,
    'folder_id=finance&limit=25&order_by=created_at',
    'Page 1 of 18 · 429 entries',
  );
  // A named folder shows by its label; the URL keeps its id.
  await expect(folderFilter(page)).toHaveValue('Finance');
  await expect(rowsPerPage(page)).toHaveValue('25');
  await expect(sortBy(page)).toHaveValue('created_at');
  expect(await titles(page)).toEqual(oldestFirst);
});

test('Back and Forward restore earlier views from the cache', async ({ page }) => {
  const requests = await openCountingRequests(page);
  await expectView(page, '', 'Page 1 of 300 · 3,000 entries');
  const firstPage = await titles(page);

  await folderFilter(page).fill('legal');
  await expectView(page, 'folder_id=legal', 'Page 1 of 43 · 429 entries');
  const legalTitles = await titles(page);
  await pageButton(page, 'Next page').click();
  await expectView(page, 'folder_id=legal&page=2', 'Page 2 of 43 · 429 entries');
  const legalPage2 = await titles(page);
  await rowsPerPage(page).selectOption('50');
  await expectView(page, 'folder_id=legal&limit=50', 'Page 1 of 9 · 429 entries');
  const seen = requests.views.length;

  await page.goBack();
  await expectView(page, 'folder_id=legal&page=2', 'Page 2 of 43 · 429 entries');
  await expect(rowsPerPage(page)).toHaveValue('10');
  expect(await titles(page)).toEqual(legalPage2);
  await page.goBack();
  await expectView(page, 'folder_id=legal', 'Page 1 of 43 · 429 entries');
  expect(await titles(page)).toEqual(legalTitles);
  await page.goBack();
  await expectView(page, '', 'Page 1 of 300 · 3,000 entries');
  await expect(folderFilter(page)).toHaveValue('');
  expect(await titles(page)).toEqual(firstPage);

  await page.goForward();
  await expectView(page, 'folder_id=legal', 'Page 1 of 43 · 429 entries');
  await expect(folderFilter(page)).toHaveValue('Legal');
  await page.goForward();
  await page.goForward();
  await expectView(page, 'folder_id=legal&limit=50', 'Page 1 of 9 · 429 entries');
  await expect(entryRows(page)).toHaveCount(50);

  // Every view came back from the cache.
  expect(requests.views.slice(seen)).toEqual([]);
  expect(requests.duplicates()).toEqual([]);
});

test('the list passes axe and every control is reachable by keyboard alone', async ({ page }) => {
  await signIn(page);
  await expect(entryRows(page)).toHaveCount(10);
  await expectAccessible(page);

  // From the top of the page, Tab alone reaches each control in reading order. (Sign-in left
  // focus on the heading; a click in the page's corner starts from the top again.)
  await page.mouse.click(1, 1);
  const firstCopy = entryRows(page).first().getByRole('button', { name: 'Copy ID' });
  for (const control of [
    page.getByRole('button', { name: 'Sign out' }),
    page.getByRole('button', { name: 'Create entry' }),
    folderFilter(page),
    sortBy(page),
    page.getByRole('columnheader', { name: 'Title' }).getByRole('button'),
    firstCopy,
    rowsPerPage(page),
    pageButton(page, 'Next page'),
    pageButton(page, 'Last page'),
  ]) {
    await tabTo(page, control);
    await expect(control).toBeFocused();
  }

  // And works from there: Enter on the focused Last page button, then back with First page.
  await page.keyboard.press('Enter');
  await expectView(page, 'page=300', 'Page 300 of 300 · 3,000 entries');
  await tabTo(page, pageButton(page, 'First page'), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expectView(page, '', 'Page 1 of 300 · 3,000 entries');

  // The folder filter takes typing and Enter.
  // Back past the table: one stop for the rows, and the focused row's own link and buttons.
  await tabTo(page, folderFilter(page), { key: 'Shift+Tab', max: 80 });
  await page.keyboard.type('marketing');
  await page.keyboard.press('Enter');
  await expectView(page, 'folder_id=marketing', 'Page 1 of 43 · 428 entries');

  // A select changes with the arrow keys.
  await tabTo(page, sortBy(page));
  await page.keyboard.press('ArrowDown');
  await expectView(page, 'folder_id=marketing&order_by=created_at', 'Page 1 of 43 · 428 entries');
});
