import type { Locator, Page } from '@playwright/test';
import { DRAFT_KEY, entryRows, expect, expectAccessible, signIn, tabTo, test } from './fixtures';

const CREATE_PATH = '/api/v1/registry/create';

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const folderField = (page: Page) => page.getByRole('combobox', { name: 'Folder', exact: true });
const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}`, exact: true });
const submitButton = (page: Page) =>
  page.getByRole('button', { name: 'Create entry', exact: true });

async function openForm(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page).toHaveURL(/\/entries\/new$/);
  await expect(titleField(page)).toBeVisible();
}

/** The created entry: the body the form sent and the id the server gave it. */
async function captureCreate(page: Page) {
  const response = await page.waitForResponse(
    (r) => new URL(r.url()).pathname === CREATE_PATH && r.request().method() === 'POST',
  );
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  const { data } = (await response.json()) as { data: { id: string } };
  return { sent, id: data.id, status: response.status() };
}

test('an entry with two metadata items is created and shown highlighted at the top of its folder', async ({
  page,
}) => {
  await openForm(page);
  await expectAccessible(page);

  await titleField(page).fill('Signed supplier contract 2026');
  await folderField(page).fill('finance');
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  await page.getByLabel('Description').fill('Scanned copy, countersigned.');
  await page.getByLabel('Callback URL').fill('https://example.com/hooks/registry');
  // The switch's input sits under its drawn track; people click the label.
  await page.locator('label', { hasText: 'Encrypt data' }).click();
  await expect(page.getByRole('switch', { name: 'Encrypt data' })).toBeChecked();

  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await expect(item(page, 1).getByLabel('Key')).toBeFocused();
  await item(page, 1).getByLabel('Key').fill('supplier');
  await item(page, 1).getByLabel('Value').fill('ACME Ltd');
  await item(page, 1).getByLabel('Item title').fill('Supplier name');
  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await item(page, 2).getByLabel('Type').selectOption('FILE');
  await item(page, 2).getByLabel('Key').fill('scan');
  await expect(item(page, 2).getByLabel('Value')).toHaveCount(0);
  await item(page, 2).getByLabel('File').fill('files/contract.pdf');
  await expectAccessible(page);

  const created = captureCreate(page);
  await submitButton(page).click();
  const { sent, id, status } = await created;
  expect(status).toBe(201);
  expect(sent).toEqual({
    title: 'Signed supplier contract 2026',
    folder_id: 'finance',
    template: 'STORAGE',
    description: 'Scanned copy, countersigned.',
    callback_url: 'https://example.com/hooks/registry',
    data_encrypted: true,
    metadata: [
      { type: 'TEXT', key: 'supplier', value: 'ACME Ltd', title: 'Supplier name' },
      { type: 'FILE', key: 'scan', file: 'files/contract.pdf' },
    ],
  });

  // The list of its folder, newest first, with the new entry on top and highlighted.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/entries' && url.search === '?folder_id=finance',
  );
  // The seed's 429 in finance, and this one.
  await expect(page.getByText('430 entries', { exact: true })).toBeVisible();
  const first = entryRows(page).first();
  await expect(first).toContainText('Signed supplier contract 2026');
  await expect(first).toHaveAttribute('aria-current', 'true');
  // Marked for the eye too: its background stands out from the next row's.
  const background = (row: Locator) => row.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(first)).not.toBe(await background(entryRows(page).nth(1)));
  await expect(first.locator('code')).toHaveAttribute('title', id);
  await expect(page.locator('tbody tr[aria-current]')).toHaveCount(1);
  await expect(first).toContainText('STORAGE');

  // The toast names the new id and lets people copy it.
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toContainText('Signed supplier contract 2026');
  await expect(toast.locator('code')).toHaveText(id);
  await expect(toast.getByRole('button', { name: 'Copy new entry ID' })).toBeVisible();

  // New entries start in progress and settle a few seconds later; the list follows by itself.
  await expect(first).toContainText('PROCESSING');
  await expect(first).toContainText(/ACTIVE|FAILED/, { timeout: 15_000 });

  // The draft is gone: the form opens empty again.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(titleField(page)).toHaveValue('');
  await expect(folderField(page)).toHaveValue('finance');
});

test('the whole form can be filled in and sent by keyboard alone', async ({ page }) => {
  await openForm(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await tabTo(page, titleField(page));
  await page.keyboard.type('Keyboard-only entry');
  await page.keyboard.press('Tab');
  await expect(folderField(page)).toBeFocused();
  await page.keyboard.type('operations');

  // Into the radio group: Tab lands on an option, Space picks it, arrows move the choice.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'STORAGE' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'STORAGE' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'PASS' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'PASS' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Typed without a mouse.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Callback URL')).toBeFocused();
  await page.keyboard.type('https://example.com/hook');
  await page.keyboard.press('Tab');
  const encrypt = page.getByRole('switch', { name: 'Encrypt data' });
  await expect(encrypt).toBeFocused();
  await page.keyboard.press('Space');
  await expect(encrypt).toBeChecked();

  // Two metadata items, the second one a file.
  const add = page.getByRole('button', { name: 'Add metadata item' });
  await tabTo(page, add, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(item(page, 1).getByLabel('Key')).toBeFocused();
  await page.keyboard.type('shift');
  await page.keyboard.press('Tab');
  await expect(item(page, 1).getByLabel('Value')).toBeFocused();
  await page.keyboard.type('night');
  await tabTo(page, add, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(item(page, 2).getByLabel('Key')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(item(page, 2).getByLabel('Type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 2).getByLabel('Type')).toHaveValue('FILE');
  await page.keyboard.press('Tab');
  // A key already used above is marked as soon as it is left, and said.
  await page.keyboard.type('shift');
  await page.keyboard.press('Tab');
  const repeated = 'This key is already used above; keys must be unique.';
  const key2 = item(page, 2).getByRole('textbox', { name: 'Key' });
  await expect(key2).toHaveAttribute('aria-invalid', 'true');
  await expect(key2).toHaveAccessibleDescription(repeated);
  await expect(page.getByRole('status').filter({ hasText: `Item 2 Key: ${repeated}` })).toHaveCount(
    1,
  );
  await page.keyboard.press('Shift+Tab');
  await expect(key2).toHaveValue('shift');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('roster');
  await page.keyboard.press('Tab');
  await expect(key2).not.toHaveAttribute('aria-invalid');
  await expect(item(page, 2).getByLabel('File')).toBeFocused();
  await page.keyboard.type('files/roster.xlsx');

  // Move the file item above the text item, with the keyboard.
  await tabTo(page, item(page, 2).getByRole('button', { name: 'Move up' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(item(page, 1).getByLabel('Key')).toHaveValue('roster');

  const created = page.waitForRequest(
    (r) => new URL(r.url()).pathname === CREATE_PATH && r.method() === 'POST',
  );
  await tabTo(page, submitButton(page));
  await page.keyboard.press('Enter');
  expect((await created).postDataJSON()).toEqual({
    title: 'Keyboard-only entry',
    folder_id: 'operations',
    template: 'PASS',
    description: 'Typed without a mouse.',
    callback_url: 'https://example.com/hook',
    data_encrypted: true,
    metadata: [
      { type: 'FILE', key: 'roster', file: 'files/roster.xlsx' },
      { type: 'TEXT', key: 'shift', value: 'night' },
    ],
  });

  await expect(page).toHaveURL(/\/entries\?folder_id=operations$/);
  const first = entryRows(page).first();
  await expect(first).toContainText('Keyboard-only entry');
  await expect(first).toHaveAttribute('aria-current', 'true');
});
