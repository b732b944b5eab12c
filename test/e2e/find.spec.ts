/**
 * Find in the demo: search by any part of a title or ID, filters kept in the URL, and keys
 * typed quickly, and the quiet line that says how much search covers. (Index all entries and the
 * index at sign-out: find.test.tsx and index-kept.)
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { StoredEntry } from '../../src/mocks/seed';
import { plantStore } from './demo-store';
import { expect, expectAccessible, goInApp, signIn, test } from './fixtures';
import { personClick } from './pointer';
import { screenshots } from './screenshots';

const PAYROLL: StoredEntry = {
  id: '0b1d93aa-5c2e-4e61-9d0f-1a2be7cc4f2a',
  title: 'Payroll for Jürgen, November',
  type: 'PASS',
  status: 'ACTIVE',
  created_at: new Date(Date.now() - 60_000).toISOString(),
  folder_id: 'finance',
};

/** The planted entry's local calendar day, as a date input holds it. */
const createdDay = (() => {
  const d = new Date(PAYROLL.created_at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
})();

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search entries' });
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const indexStatus = (page: Page) => page.getByRole('status', { name: 'Index status' });
/** Created: its fields open from this button. */
const dates = (page: Page) => page.getByRole('button', { name: /^Date created:/ });

test('finds an entry by part of its title or ID, with filters, all kept in the URL', async ({
  page,
}) => {
  await plantStore(page, [PAYROLL]);
  await signIn(page);
  await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
  await expect(indexStatus(page)).toContainText('Results may be incomplete.');

  // Typed without its accent, in any case, the name still finds it.
  await search(page).fill('payroll for JURGEN');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);
  await search(page).fill('ROLL FOR JÜR');
  await expect(page).toHaveURL('/entries?q=ROLL+FOR+J%C3%9CR');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveCount(0);
  await expect(results(page).getByRole('button', { name: 'Finance' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'find-results');

  // Export offers what is on screen: the file holds exactly the match.
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export entries' });
  await expect(dialog.getByRole('radio', { name: 'Search results' })).toBeChecked();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^entries-all-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n').slice(1);
  expect(rows.map((row) => row.slice(0, 36))).toEqual([PAYROLL.id]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await search(page).fill('4F2A');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);
  await expect(page).toHaveURL('/entries?q=4F2A');

  await page.getByRole('combobox', { name: 'Type' }).selectOption('PASS');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('ACTIVE');
  await personClick(dates(page));
  await page.getByLabel('Created from').fill(createdDay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/entries?q=4F2A&status=ACTIVE&type=PASS&from=${createdDay}`);
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);

  // The URL alone brings the same results back.
  await page.reload();
  await expect(search(page)).toHaveValue('4F2A');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);

  await personClick(dates(page));
  await page.getByLabel('Created to').fill('2000-01-01');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Created from is after Created to');
  await expect(
    page.getByText(/^No indexed entry matches, in [\d,]+ of 3,001 entries\.$/),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Created to')).toHaveValue('');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);

  // ↓ from Search entries goes on to the first result, and Enter opens it.
  await search(page).press('ArrowDown');
  await expect(results(page).getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Entry details' })).toContainText(PAYROLL.title);
});

test('keys typed quickly all stay in Search entries, and the URL and results follow; results rank and page like the list', async ({
  page,
}) => {
  await plantStore(page, [PAYROLL]);
  await signIn(page);
  await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
  await expect(indexStatus(page)).toContainText('Results may be incomplete.');

  await search(page).click();
  await page.keyboard.type('payroll for j', { delay: 5 });
  await expect(search(page)).toHaveValue('payroll for j');
  await expect(page).toHaveURL('/entries?q=payroll+for+j');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);
  // Only the list's first pages are indexed: the count says how much was searched.
  await expect(page.getByText('1 entry matches, in 20 of 3,001 entries.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('ACTIVE');
  await expect(page).toHaveURL('/entries?q=payroll+for+j&status=ACTIVE');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();

  // Back brings the search's text back into the field, with its results.
  await page.goBack();
  await expect(search(page)).toHaveValue('payroll for j');
  await expect(results(page).getByRole('link')).toHaveText([PAYROLL.title]);

  // Every entry indexed: whole words and starts of words come first ("Leave request" before
  // "Release signing key"), a page at a time as the list shows them, with the same pager.
  // Its progress is quiet, in words: the line beside search says how much search covers, at
  // most about twice in any second, and goes once it covers every entry.
  await page.evaluate(() => {
    const told: [number, string][] = [];
    (window as unknown as { told: typeof told }).told = told;
    const region = document.querySelector('[role="status"][aria-label="Index status"]')!;
    new MutationObserver(() => {
      const said = region.textContent ?? '';
      if (said !== told.at(-1)?.[1]) told.push([performance.now(), said]);
    }).observe(region, { subtree: true, childList: true, characterData: true });
  });
  const resultsTop = async () => (await results(page).boundingBox())!.y;
  const topBefore = await resultsTop();
  await personClick(page.getByRole('button', { name: 'Index all entries' }));
  await expect(indexStatus(page)).toContainText('Searching all 3,001 entries.');
  await expect(indexStatus(page)).toBeHidden();
  // The line goes without moving the results up.
  expect(await resultsTop()).toBe(topBefore);
  const told = await page.evaluate(() => (window as unknown as { told: [number, string][] }).told);
  const said = told.map(([, text]) => text);
  expect(said.join(' | ')).toMatch(
    /Searching [\d,]+ of 3,001 entries — the rest are still loading\./,
  );
  expect(said.join(' | ')).not.toMatch(/index|walk/i);
  // The start, a second's count, and the end may come close together; never more in a second.
  const crowded = told.filter(([at]) => told.filter(([t]) => t >= at && t < at + 1000).length > 3);
  expect(crowded, said.join(' | ')).toEqual([]);
  // Every entry is there to search: there is nothing left to offer reading.
  await expect(page.getByRole('button', { name: 'Index all entries' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel indexing' })).toHaveCount(0);
  await search(page).fill('lea');
  const titles = results(page).getByRole('link');
  await expect(titles).toHaveCount(10);
  expect(await titles.allTextContents()).toEqual(Array(10).fill(expect.stringMatching(/^Leave /)));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText(/^Page 1 of \d+/);
  await pager.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  await expect(titles).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Show more results' })).toHaveCount(0);

  // `]` turns the page and the focus stays on a row of it, where j and k go on working.
  await search(page).press('ArrowDown');
  const rows = results(page).getByRole('row');
  await expect(rows.nth(1)).toBeFocused();
  const firstOnPage1 = await rows.nth(1).textContent();
  await page.keyboard.press(']');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(rows.nth(1)).not.toHaveText(firstOnPage1!);
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(2)).toBeFocused();
  await screenshots(page, 'find-results-paged');

  // One folder: no Folder column.
  await goInApp(page, '/entries?folder_id=engineering&q=lea');
  await expect(titles.first()).toHaveText(/^Release signing key/);
  await expect(results(page).getByRole('columnheader', { name: 'Folder' })).toHaveCount(0);

  // Escape in Search entries clears the text, and the address with it.
  await search(page).press('Escape');
  await expect(search(page)).toHaveValue('');
  await expect(page).toHaveURL('/entries?folder_id=engineering');
  const list = page.getByRole('table', { name: 'Entries' });
  await expect(list).toBeVisible();

  // On the list too, the focus stays on a row after `]`.
  await list.getByRole('row').nth(1).focus();
  await page.keyboard.press(']');
  await expect(page).toHaveURL('/entries?folder_id=engineering&page=2');
  await expect(list.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(list.getByRole('row').nth(2)).toBeFocused();
});
