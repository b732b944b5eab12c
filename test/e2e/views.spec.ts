/**
 * Saved views: Save view keeps the list on screen (folder, search, filters), it outlasts a
 * sign-out, its link opens it, and Export views / Import views carry it, with the create form's
 * presets, to another browser.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { personClick } from './pointer';
import { screenshots } from './screenshots';

test('a saved view outlasts sign-out, opens from Views, and moves to another browser as a file', async ({
  page,
  browser,
}) => {
  await signIn(page, '/entries?folder_id=finance&status=ACTIVE&q=report');
  await expect(page.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('report');
  await page.getByRole('button', { name: 'Views' }).click();
  const dialog = page.getByRole('dialog', { name: 'Views' });
  await expect(dialog).toContainText('No saved views yet.');
  await dialog.getByLabel('View name').fill('Active finance reports');
  // Right after typing: a person's click (press, hold, release) must land.
  await personClick(dialog.getByRole('button', { name: 'Save view' }));
  await expect(dialog.getByRole('status')).toHaveText('Saved the view Active finance reports.');
  await expectAccessible(page);
  await screenshots(page, 'views', dialog);

  // A preset of the create form travels in the same file.
  await page.evaluate(() =>
    localStorage.setItem(
      'registry-console:presets',
      JSON.stringify([{ name: 'Payroll', folder_id: 'finance', template: 'PASS', metadata: [] }]),
    ),
  );
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export views' }).click();
  const file = await readFile((await (await downloading).path())!, 'utf8');
  expect(JSON.parse(file).views).toEqual([
    { name: 'Active finance reports', search: 'folder_id=finance&q=report&status=ACTIVE' },
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Signed out and in again, somewhere else: the view brings the list back.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, '/entries');
  await page.getByRole('button', { name: 'Views' }).click();
  await dialog.getByRole('link', { name: 'Active finance reports' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/entries\?folder_id=finance&q=report&status=ACTIVE$/);
  await expect(page.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('report');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');

  // Another browser (its own storage) takes the file.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  await signIn(second, '/entries');
  await second.getByRole('button', { name: 'Views' }).click();
  const secondDialog = second.getByRole('dialog', { name: 'Views' });
  await expect(secondDialog).toContainText('No saved views yet.');
  const choosing = second.waitForEvent('filechooser');
  await secondDialog.getByRole('button', { name: 'Import views' }).click();
  await (
    await choosing
  ).setFiles({ name: 'views.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(secondDialog.getByRole('status')).toHaveText('Imported 1 view and 1 preset.');
  await expect(secondDialog.getByRole('link', { name: 'Active finance reports' })).toBeVisible();
  await secondDialog.getByRole('button', { name: 'Close' }).click();
  await second.getByRole('button', { name: 'Create entry' }).click();
  await second.getByRole('combobox', { name: 'Preset' }).selectOption('Payroll');
  await expect(second.getByRole('combobox', { name: 'Folder', exact: true })).toHaveValue(
    'finance',
  );
  await other.close();
});

