import type { Locator, Page } from '@playwright/test';
import { entryRows, expect, expectAccessible, goInApp, signIn, test } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const table = (page: Page) => page.getByRole('table', { name: 'Entries' });

async function listReady(page: Page) {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

/** Whether the element shows a ring of at least 2px (outline or box shadow). */
async function hasRing(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return outline || style.boxShadow !== 'none';
  });
}

test('every screen puts focus on its heading when it opens, and names itself in the tab title', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/entries');
  await expect(page).toHaveTitle('Sign in — Registry Console');
  await signIn(page);
  await expect(heading(page, 'Entries')).toBeFocused();
  await expect(page).toHaveTitle('Entries — Registry Console');

  await page.getByRole('link', { name: 'Import entries' }).click();
  await expect(heading(page, 'Import entries')).toBeFocused();
  await expect(page).toHaveTitle('Import entries — Registry Console');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to entries' }).click();
  await expect(heading(page, 'Entries')).toBeFocused();

  await page.getByRole('button', { name: 'Create entry' }).first().click();
  await expect(heading(page, 'Create entry')).toBeFocused();
  await expect(page).toHaveTitle('Create entry — Registry Console');
  await expectAccessible(page);

  // From the header, which stays on screen: focus still goes to the new screen's heading.
  await page.getByRole('link', { name: 'Registry Console' }).click();
  await expect(heading(page, 'Entries')).toBeFocused();

  // A folder by its label; an open entry by its title, and the list's title back when it closes.
  await goInApp(page, '/entries?folder_id=human-resources');
  await expect(page).toHaveTitle('Entries · Human resources — Registry Console');
  // The folder's rows, not the last view's: one folder has no Folder column.
  await expect(page.getByRole('columnheader', { name: 'Folder' })).toHaveCount(0);
  await listReady(page);
  const first = entryRows(page).first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('dialog', { name: 'Entry details' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — Registry Console`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('Entries · Human resources — Registry Console');

  await page.goto('/no-such-screen');
  await expect(heading(page, 'Page not found')).toBeFocused();
  await expect(page).toHaveTitle('Page not found — Registry Console');
  await page.goto('/entries/import');
  await expect(heading(page, 'Import entries')).toBeFocused();
  expect(asked).toEqual([]);
});

test('the entries table is one Tab stop; arrows and j/k move between rows, Enter opens the entry', async ({
  page,
}) => {
  await signIn(page);
  await listReady(page);
  // `]` and `[` turn the page.
  await page.keyboard.press(']');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await page.keyboard.press('[');
  await expect(page).not.toHaveURL(/page=/);
  // Page 1's rows, not page 2's still on screen: a row of page 2 focused now would be taken
  // away, with the focus, when page 1 is drawn.
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await listReady(page);
  const rows = entryRows(page);
  const created = page.getByRole('columnheader', { name: /Created/ }).getByRole('button');
  await created.focus();

  // One Tab into the table: the first row, with a visible ring.
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  expect(await hasRing(rows.first())).toBe(true);

  // Then only that row's own controls, then out of the table.
  const ownControls = await rows.first().locator('button, a, input').count();
  for (let i = 0; i < ownControls; i++) {
    await page.keyboard.press('Tab');
    expect(await rows.first().evaluate((row) => row.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Tab');
  expect(await table(page).evaluate((t) => t.contains(document.activeElement))).toBe(false);
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toBeVisible();

  // Back to the row, and between rows with the keys.
  await created.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  expect(await hasRing(rows.nth(1))).toBe(true);
  await page.keyboard.press('j');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(rows.last()).toBeFocused();
  // j past the last row: the next page, from its first row; k before the first: back, on the last.
  const lastOfPage1 = (await rows.last().getAttribute('data-entry-id'))!;
  await page.keyboard.press('j');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('k');
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows.last()).toBeFocused();
  await expect(rows.last()).toHaveAttribute('data-entry-id', lastOfPage1);
  await page.keyboard.press('Home');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectAccessible(page);

  const title = (await rows.nth(1).getByRole('link').textContent())!;
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Entry details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText(title);
});

test('c on the import screen with a loaded file asks in the console’s own dialog', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, '/entries/import');
  await page.getByLabel('Import file').setInputFiles({
    name: 'rows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('title,folder_id,template\nFirst,f1,STORAGE\n'),
  });
  await expect(page.getByRole('table', { name: 'Import rows' })).toBeVisible();
  await heading(page, 'Import entries').focus();

  await page.keyboard.press('c');
  const question = page.getByRole('dialog', { name: 'Leave this screen?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/entries\/import$/);
  await expect(page.getByRole('table', { name: 'Import rows' })).toBeVisible();

  // Asked again the moment it was closed (c before the closed dialog's close event has run, as
  // a fast second key can be): the question opens again, and stays.
  await page.keyboard.press('c');
  await expect(question).toBeVisible();
  await page.evaluate(() => {
    document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true }));
  });
  await expect(question).toBeVisible();
  await page.waitForTimeout(200);
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
  await question.getByRole('button', { name: 'Leave for Create entry' }).click();
  await expect(heading(page, 'Create entry')).toBeFocused();
  await expect(page.getByText('Left without keeping the loaded file')).toBeVisible();
  expect(asked).toEqual([]);
});
