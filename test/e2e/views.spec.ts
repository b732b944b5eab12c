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

test('presets nested 20,000 deep and megabytes of presets leave Views working: it opens, Delete view and Export views work, and typing builds no file', async ({
  page,
}) => {
  await signIn(page, '/entries');
  await page.evaluate(() => {
    const deep = `${'{"deeper":'.repeat(20_000)}"bottom"${'}'.repeat(20_000)}`;
    const nested = `{"name":"Nested","folder_id":"f","template":"PASS","metadata":[{"key":"k","value":${deep}}]}`;
    // Large but within bounds: 30 presets of 1,000 items each.
    const items = Array.from({ length: 1000 }, (_, n) => ({
      type: 'STRING',
      key: `k${n}`,
      value: 'v'.repeat(50),
    }));
    const large = Array.from({ length: 30 }, (_, n) =>
      JSON.stringify({ name: `Large ${n}`, folder_id: 'f', template: 'PASS', metadata: items }),
    );
    localStorage.setItem('registry-console:presets', `[${[nested, ...large].join(',')}]`);
    localStorage.setItem(
      'registry-console:views',
      JSON.stringify([{ name: 'Deep', search: 'q=x' }]),
    );
    // Counts the files of a megabyte or more the page writes out as JSON.
    const stringify = JSON.stringify;
    const counter = window as unknown as { bigFiles: number };
    counter.bigFiles = 0;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      const text = stringify(...args);
      if (text && text.length > 1_000_000) counter.bigFiles += 1;
      return text;
    }) as typeof stringify;
  });
  await personClick(page.getByRole('button', { name: 'Views' }));
  const dialog = page.getByRole('dialog', { name: 'Views' });
  await expect(dialog.getByRole('link', { name: 'Deep' })).toBeVisible();
  await dialog.getByLabel('View name').pressSequentially('Quarterly');
  expect(await page.evaluate(() => (window as unknown as { bigFiles: number }).bigFiles)).toBe(0);

  const downloading = page.waitForEvent('download');
  await personClick(dialog.getByRole('button', { name: 'Export views' }));
  const file = JSON.parse(await readFile((await (await downloading).path())!, 'utf8'));
  expect(file.presets.map((p: { name: string }) => p.name)).not.toContain('Nested');
  expect(file.presets).toHaveLength(30);
  await personClick(dialog.getByRole('button', { name: 'Delete view Deep' }));
  await expect(dialog.getByRole('status')).toHaveText('Deleted the view Deep.');
  await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
});
