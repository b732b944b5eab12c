/**
 * One index for the session, kept across reloads only sealed: a reload and a new tab have it
 * complete at once, without reading every page again, and a sign-in goes on reading where the
 * last one stopped; the browser keeps ciphertext alone; what one tab creates another finds at once.
 */
import type { Page } from '@playwright/test';
import type { StoredEntry } from '../../src/mocks/seed';
import { createBody, createThroughApi, plantStore } from './demo-store';
import { DEMO_TOKEN, expect, LIST_PATH, signIn, test } from './fixtures';
import { keptIndexRaw, keptIndexRecords } from './kept-index';

const OLDEST: StoredEntry = {
  id: '7d2e9c41-0a6b-4f3e-b8d1-5c9a0e2f4b6d',
  title: 'Founding charter of the cooperative',
  type: 'STORAGE',
  status: 'ARCHIVED',
  created_at: '2001-03-04T09:00:00.000Z',
  folder_id: 'legal',
};

const indexStatus = (page: Page) => page.getByRole('status', { name: 'Index status' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search entries' });
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });

/** The walk's pages (the export's page size, 100) the page asks for from now on, in order. */
function walkPagesAsked(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LIST_PATH && url.searchParams.get('limit') === '100')
      pages.push(url.searchParams.get('page')!);
  });
  return pages;
}

/** Counts the walk's page requests the page makes from now on. */
function countWalkPages(page: Page): () => number {
  const pages = walkPagesAsked(page);
  return () => pages.length;
}

test('the index is kept sealed (no title, id or token in its records), outlasts a reload and opens in a new tab complete, without reading every page again', async ({
  page,
  context,
}) => {
  await plantStore(page, [OLDEST]);
  await signIn(page);
  await page.getByRole('button', { name: 'Index all entries' }).click();
  await expect(indexStatus(page)).toContainText('Searching all 3,001 entries.');
  expect(await keptIndexRecords(page)).toBe(1);
  // Kept sealed: no title, no id, no token in its records.
  const [record] = await keptIndexRaw(page);
  expect(record!.keys).toEqual(['data', 'iv', 'salt']);
  // Thousands of entries' worth of bytes (all of them: "Searching all" is said once they are kept), and
  // not one of them readable.
  expect(record!.text.length).toBeGreaterThan(300_000);
  for (const secret of [OLDEST.title, 'Founding', OLDEST.id, OLDEST.id.slice(0, 8), DEMO_TOKEN]) {
    expect(record!.text).not.toContain(secret);
  }

  const walkedAfterReload = countWalkPages(page);
  await page.reload();
  await expect(indexStatus(page)).toContainText('Searching all 3,001 entries.');
  // Complete from the start: said to screen readers, not shown.
  await expect(indexStatus(page)).toBeHidden();
  await search(page).fill('founding charter');
  await expect(results(page).getByRole('link')).toHaveText([OLDEST.title]);
  expect(walkedAfterReload()).toBe(0);

  // A new tab of the session: the same index, complete from its first look.
  const second = await context.newPage();
  const walkedThere = countWalkPages(second);
  await second.goto('/entries');
  await expect(indexStatus(second)).toContainText('Searching all 3,001 entries.');
  await search(second).fill('charter of the co');
  await expect(results(second).getByRole('link')).toHaveText([OLDEST.title]);
  expect(walkedThere()).toBe(0);
});

test('signed in again with the same token, the reading of every entry goes on where it stopped, not from the first page', async ({
  page,
  context,
}) => {
  await context.route('**/config.json', (route) =>
    route.fulfill({ json: { indexOnSignIn: true, refreshSeconds: 0 } }),
  );
  // Slow enough for the tab to close a third of the way through.
  await plantStore(page, [], 250);
  const before = walkPagesAsked(page);
  await signIn(page);
  await expect.poll(() => before.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(9);
  // What it read is kept a moment after it changes.
  await page.waitForTimeout(2_000);
  await page.close();

  const second = await context.newPage();
  const asked = walkPagesAsked(second);
  await signIn(second);
  const cancel = second.getByRole('button', { name: 'Cancel indexing' });
  await expect(cancel).toBeVisible();
  await expect(cancel).toHaveCount(0, { timeout: 30_000 });
  await expect(second.getByRole('button', { name: 'Index all entries' })).toHaveCount(0);
  // It went on after the pages kept: the first pages are not asked for again.
  expect(Number(asked[0]), asked.join(',')).toBeGreaterThan(5);
  expect(asked, asked.join(',')).not.toContain('1');
  await expect(indexStatus(second)).toContainText('Searching all 3,000 entries.');
});

test('an entry created in one tab is found by search in another at once', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(indexStatus(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/entries');
  await expect(indexStatus(second)).toBeVisible();

  // Created in the first tab, through the console's form.
  await page.getByRole('button', { name: 'Create entry' }).click();
  await page
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Quarterly lighthouse audit');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('operations');
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  await expect(page).toHaveURL(/folder_id=operations/);

  // The other tab finds it within two seconds, without a reload or a list request.
  await search(second).fill('lighthouse audit');
  await expect(results(second).getByRole('link')).toHaveText(['Quarterly lighthouse audit'], {
    timeout: 2_000,
  });
});

test('an entry the server lists only after a reload is not lost: the kept index takes new answers', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Index all entries' }).click();
  await expect(indexStatus(page)).toContainText('Searching all 3,000 entries.');
  await createThroughApi(page, 'made-while-away', createBody('Made while away', 'finance'));
  await page.reload();
  // The list's first page brings the new entry; the kept index has the rest.
  await search(page).fill('made while away');
  await expect(results(page).getByRole('link')).toHaveText(['Made while away']);
  await search(page).fill('');
  await expect(indexStatus(page)).toContainText('Searching 3,001 of 3,001 entries.');
});

test('an entry made elsewhere is found within refreshSeconds, and the index holds every entry again', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { indexOnSignIn: false, refreshSeconds: 1 } }),
  );
  await signIn(page);
  await page.getByRole('button', { name: 'Index all entries' }).click();
  await expect(indexStatus(page)).toContainText('Searching all 3,000 entries.');
  // Made by someone else: not through this console, so only a pass over the newest finds it.
  await createThroughApi(
    page,
    'made-elsewhere',
    createBody('Harbour crane inspection', 'operations'),
  );
  await search(page).fill('harbour crane');
  await expect(results(page).getByRole('link')).toHaveText(['Harbour crane inspection']);
  await expect(indexStatus(page)).toContainText('Searching all 3,001 entries.');
});

test('signed out in a tab that never showed the list, after the tab that kept the index closed: nothing of it is left', async ({
  page,
  context,
}) => {
  await signIn(page);
  // The walk of 3,000 entries runs after the first paint; on a busy machine it takes a while.
  await expect.poll(() => keptIndexRecords(page), { timeout: 40_000 }).toBe(1);

  // A new tab of the session, opened on the create form: no list, no index of its own.
  const second = await context.newPage();
  await second.goto('/entries/new');
  await expect(second.getByRole('heading', { level: 1, name: 'Create entry' })).toBeVisible();
  await page.close();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByLabel('Access token')).toBeVisible();
  await expect.poll(() => keptIndexRecords(second)).toBe(0);
});
