import type { Page } from '@playwright/test';
import { entryRows, expect, expectAccessible, signIn, test } from './fixtures';

const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Entry details' });

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
