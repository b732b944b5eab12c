import type { Page } from '@playwright/test';
import { entryRows, expect, expectAccessible, signIn, test } from './fixtures';

const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Entry details' });
const folderFilter = (page: Page) => page.getByRole('combobox', { name: 'Folder', exact: true });

async function listReady(page: Page) {
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveAttribute('aria-busy', 'false');
}

test('Entry details: opened by the title, in the URL, Escape and Back close it, focus returns to the row, a link reopens it', async ({
  page,
}) => {
  await signIn(page, '/entries?folder_id=finance&order_by=title');
  await listReady(page);
  const row = entryRows(page).nth(2);
  const id = (await row.locator('code').getAttribute('title'))!;
  const title = (await row.getByRole('link').first().textContent())!;

  await row.getByRole('link', { name: title }).click();
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(
    `/entries?folder_id=finance&order_by=title&entry=${encodeURIComponent(id)}`,
  );
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  // Created: local, relative and UTC.
  await expect(dialog.locator('time code')).toHaveText(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  await expectAccessible(page);

  // Escape closes, back to the URL it came from, and the row has focus.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/entries?folder_id=finance&order_by=title');
  await expect(row).toBeFocused();

  // Enter on the focused row opens it again; Back closes it, focus back on the row.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/entries?folder_id=finance&order_by=title');
  await expect(row).toBeFocused();

  // Forward, or a link, reopens it on that page.
  await page.goForward();
  await expect(dialog).toBeVisible();
  await page.goto(`/entries?folder_id=finance&order_by=title&entry=${encodeURIComponent(id)}`);
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  // Opened from a link, Close stays on the list (nothing to go back to).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/entries?folder_id=finance&order_by=title');
  await expect(row).toBeFocused();
});

test('Entry details: Copy ID, fields beyond the contract, and Create similar', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  // An entry made through the API: the demo then sends what its create body carried.
  await page.getByRole('button', { name: 'Create entry' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Similar source');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('legal');
  await page.getByRole('radio', { name: 'PASS' }).check();
  await page.getByLabel('Description').fill('Line one\nline two');
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  await expect(page).toHaveURL(/\/entries\?folder_id=legal/);
  await listReady(page);

  await entryRows(page).first().getByRole('link', { name: 'Similar source' }).click();
  const dialog = detailsDialog(page);
  const more = dialog.getByRole('region', { name: 'More from the server' });
  await expect(more.getByText('description', { exact: true })).toBeVisible();
  await expect(more.getByText('Line one\nline two')).toBeVisible();
  await expect(more.getByText('data_encrypted', { exact: true })).toBeVisible();
  // Objects and arrays as formatted JSON.
  await expect(more.getByText('metadata', { exact: true })).toBeVisible();
  await expect(more.locator('pre')).toHaveText('[]');
  await expectAccessible(page);

  const id = (await dialog.locator('dd code').first().textContent())!;
  await dialog.getByRole('button', { name: 'Copy ID' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  await dialog.getByRole('button', { name: 'Create similar' }).click();
  await expect(page).toHaveURL(/\/entries\/new\?/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Similar source',
  );
  await expect(page.getByRole('combobox', { name: 'Folder', exact: true })).toHaveValue('legal');
  await expect(page.getByRole('radio', { name: 'PASS' })).toBeChecked();
});

test('Folders: a Folder column on all folders that filters, named folders offered in both Folder fields', async ({
  page,
}) => {
  await signIn(page);
  await listReady(page);
  const table = page.getByRole('table', { name: 'Entries' });
  await expect(table.getByRole('columnheader', { name: 'Folder' })).toBeVisible();
  // The demo names its folders: the datalist offers them with their names.
  const options = await folderFilter(page).evaluate((input) =>
    [...(input as HTMLInputElement).list!.options].map((o) => `${o.value}=${o.label}`),
  );
  expect(options).toEqual(
    expect.arrayContaining(['finance=Finance', 'human-resources=Human resources', 'legal=Legal']),
  );

  await entryRows(page).first().getByRole('button', { name: 'Finance' }).click();
  await expect(page).toHaveURL('/entries?folder_id=finance');
  await expect(folderFilter(page)).toHaveValue('finance');
  await expect(table.getByRole('columnheader', { name: 'Folder' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create entry' }).click();
  const formOptions = await page
    .getByRole('combobox', { name: 'Folder', exact: true })
    .evaluate((input) => [...(input as HTMLInputElement).list!.options].map((o) => o.value));
  // Just used, so first; then the named ones.
  expect(formOptions[0]).toBe('finance');
  expect(formOptions).toEqual(expect.arrayContaining(['legal', 'research']));
});

test('recent folder names leave with the session', async ({ page }) => {
  await signIn(page, '/entries?folder_id=research');
  await listReady(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('registry-console:recent-folders')))
    .toContain('research');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
  const stored = await page.evaluate(() => [
    ...Object.entries(localStorage),
    ...Object.entries(sessionStorage),
  ]);
  expect(stored.filter(([, value]) => value.includes('research'))).toEqual([]);
});

test('Keyboard: / and Ctrl+K focus Search entries, c opens the form for the folder shown, ? lists the shortcuts', async ({
  page,
}) => {
  await signIn(page, '/entries?folder_id=legal');
  await listReady(page);
  const search = page.getByRole('searchbox', { name: 'Search entries' });
  await expect(search).toBeVisible();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  // While typing, keys are text.
  await page.keyboard.type('c?');
  await expect(search).toHaveValue('c?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');
  await folderFilter(page).focus();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.locator('h1').click();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.locator('kbd')).toHaveText(['/', 'Ctrl+K / ⌘K', 'c', '?']);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('c');
  await expect(page).toHaveURL('/entries/new?folder_id=legal');
  await expect(page.getByRole('combobox', { name: 'Folder', exact: true })).toHaveValue('legal');
});

test('Copy link to this view copies the view, not an open entry', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, '/entries?folder_id=legal&page=2&order_by=title');
  await listReady(page);
  await page.getByRole('button', { name: 'Copy link to this view' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/entries?folder_id=legal&page=2&order_by=title`,
  );
});
