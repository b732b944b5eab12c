import type { Page } from '@playwright/test';
import { entryRows, expect, expectAccessible, signIn, test, waitForDraft } from './fixtures';
import { screenshots } from './screenshots';

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
    `/entries/${encodeURIComponent(id)}?folder_id=finance&order_by=title`,
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
  await page.goto(`/entries/${encodeURIComponent(id)}?folder_id=finance&order_by=title`);
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  // Opened from a link, Close stays on the list (nothing to go back to).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/entries?folder_id=finance&order_by=title');
  await expect(row).toBeFocused();
});

test('Entry details: Copy ID, its own fields readable, and Create similar with metadata and the draft question', async ({
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
  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await page.getByRole('textbox', { name: 'Key' }).fill('iban');
  await page.getByRole('textbox', { name: 'Value' }).fill('DE02 1203');
  await page.getByRole('textbox', { name: 'Item title' }).fill('Account');
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  await expect(page).toHaveURL(/\/entries\?folder_id=legal/);
  await listReady(page);

  await entryRows(page).first().getByRole('link', { name: 'Similar source' }).click();
  const dialog = detailsDialog(page);
  // What the create body carried, under the form's labels; nothing left "from the server".
  await expect(dialog.getByText('Description', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Line one\nline two')).toBeVisible();
  await expect(dialog.getByText('Encrypt data', { exact: true })).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Metadata items' });
  await expect(table.getByRole('row').nth(1)).toHaveText('TEXTibanDE02 1203Account');
  await expect(dialog.getByRole('region', { name: 'More from the server' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'entry-details-readable', dialog);

  const id = (await dialog.locator('dd code').first().textContent())!;
  await dialog.getByRole('button', { name: 'Copy ID' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  await dialog.getByRole('button', { name: 'Create similar' }).click();
  await expect(page).toHaveURL(/\/entries\/new\?/);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Similar source');
  await expect(page.getByRole('combobox', { name: 'Folder', exact: true })).toHaveValue('legal');
  await expect(page.getByRole('radio', { name: 'PASS' })).toBeChecked();
  await expect(page.getByLabel('Description')).toHaveValue('Line one\nline two');
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('DE02 1203');
  await expect(page.getByRole('textbox', { name: 'Item title' })).toHaveValue('Account');
  // The entry it was made from is in that folder: said at once, with a link to it.
  const note = page.getByRole('status').filter({ hasText: 'An entry with this title is already' });
  await expect(note).toHaveText('An entry with this title is already in Legal: Similar source');
  await expect(note.getByRole('link', { name: 'Similar source' })).toHaveAttribute(
    'href',
    `/entries/${id}?folder_id=legal`,
  );
  await expectAccessible(page);

  // A draft typed since: Create similar asks before replacing it.
  await title.fill('My own draft');
  await waitForDraft(page, 'My own draft');
  await page.goBack();
  await page.goBack();
  await entryRows(page).first().getByRole('link', { name: 'Similar source' }).click();
  await dialog.getByRole('button', { name: 'Create similar' }).click();
  const ask = page.getByRole('dialog', { name: 'Replace your draft?' });
  await expect(ask).toContainText('My own draft');
  await expectAccessible(page);
  await screenshots(page, 'replace-draft', ask);
  await ask.getByRole('button', { name: 'Keep draft' }).click();
  await expect(ask).toBeHidden();
  await expect(title).toHaveValue('My own draft');
  // Back is the details again; asked again, Replace draft takes the entry.
  await page.goBack();
  await dialog.getByRole('button', { name: 'Create similar' }).click();
  await ask.getByRole('button', { name: 'Replace draft' }).click();
  await expect(title).toHaveValue('Similar source');
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('DE02 1203');
  // The note's link opens that entry; the draft waits.
  await note.getByRole('link', { name: 'Similar source' }).click();
  await expect(dialog).toContainText(id);
  await expect(page.getByText('Draft in progress')).toBeVisible();
});

test('Folders by label: FINANCE in the Folder filter shows the folder finance; an empty folder suggests a close one', async ({
  page,
}) => {
  await signIn(page);
  await listReady(page);
  await folderFilter(page).fill('FINANCE');
  await folderFilter(page).press('Enter');
  await expect(page).toHaveURL('/entries?folder_id=finance');
  await expect(folderFilter(page)).toHaveValue('Finance');
  await listReady(page);
  await expect(entryRows(page).first()).toBeVisible();

  await page.goto('/entries?folder_id=finanse');
  await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'empty-folder-suggestion');
  await page.getByRole('button', { name: 'Finance (finance)' }).click();
  await expect(page).toHaveURL('/entries?folder_id=finance');
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
  await expect(folderFilter(page)).toHaveValue('Finance');
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
  await expect(help.locator('kbd')).toHaveText([
    '/',
    'Ctrl+K / ⌘K',
    'c',
    '?',
    'j k',
    'x',
    'Enter',
    '[ ]',
  ]);
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
