import { readFile } from 'node:fs/promises';
import {
  createThroughForm,
  DEMO_TOKEN,
  entryRows,
  expect,
  expectAccessible,
  indexedDbRecords,
  signIn,
  test,
} from './fixtures';
import { startAndConfirm } from './import-steps';
import { screenshots } from './screenshots';
import { controlsThatMoveWhenPressed, personClick } from './pointer';

const csv = (titles: string[]) =>
  Buffer.from(
    ['title,folder_id,template', ...titles.map((t) => `${t},imports,PASS`)].join('\n') + '\n',
  );

test('Activity lists a create and an import batch with working links and the report, kept without the token, until Clear activity', async ({
  page,
}) => {
  await signIn(page);
  // One entry from the form.
  await createThroughForm(page, 'Activity check entry', 'finance');

  // A batch of three.
  await page.getByRole('link', { name: 'Import entries' }).click();
  await page.getByLabel('Import file').setInputFiles({
    name: 'batch.csv',
    mimeType: 'text/csv',
    buffer: csv(['Batch one', 'Batch two', 'Batch three']),
  });
  await expect(page.getByText('3 rows ready')).toBeVisible();
  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });

  // Show these entries: exactly the three, as search results, found at once.
  await personClick(page.getByRole('link', { name: 'Show these entries' }));
  await expect(page).toHaveURL(/\/entries\?ids=/);
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results.getByRole('link')).toHaveCount(3);
  expect((await results.getByRole('link').allTextContents()).sort()).toEqual([
    'Batch one',
    'Batch three',
    'Batch two',
  ]);
  await expect(page.getByText('Showing only the 3 entries chosen by the link')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'show-these-entries');
  await personClick(page.getByRole('button', { name: 'Clear search' }));
  await expect(page).toHaveURL(/\/entries$/);
  await expect(entryRows(page)).toHaveCount(10);

  // From the header.
  await personClick(page.getByRole('link', { name: 'Activity', exact: true }));
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Activity — Registry Console');
  const table = page.getByRole('table', { name: 'Activity' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  // Newest first: the batch, then the entry.
  await expect(rows.nth(0)).toContainText('Import of “batch.csv”');
  await expect(rows.nth(0)).toContainText('3 rows: 3 created');
  await expect(rows.nth(1)).toContainText('Entry “Activity check entry”');
  // Its folder by the label config gives it, as the list names it.
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('Finance');
  await expect(rows.nth(0).getByRole('link')).toHaveCount(3);
  await expectAccessible(page);
  // Pressing any of its controls (the scan swallows the clicks) moves nothing.
  expect(await controlsThatMoveWhenPressed(page, { within: page.getByRole('main') })).toEqual([]);

  // The batch's report, as the import gave it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows.nth(0).getByRole('button', { name: 'Download report of batch.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('import-report-batch.csv');
  const report = await readFile((await download.path())!, 'utf8');
  expect(report).toContain('Batch two,imports,created');

  // Kept in the browser's database, never with the token.
  const stored = (await indexedDbRecords(page)).filter((r) =>
    r.startsWith('registry-console-activity/'),
  );
  expect(stored).toHaveLength(2);
  expect(stored.join('\n')).not.toContain(DEMO_TOKEN);

  // A link leads to the entry.
  await rows.nth(1).getByRole('link').click();
  const details = page.getByRole('dialog', { name: 'Entry details' });
  await expect(details).toContainText('Activity check entry');
  await page.keyboard.press('Escape');

  // Kept across a reload; gone after Clear activity.
  await page.goto('/activity');
  await expect(rows).toHaveCount(2);
  await personClick(page.getByRole('button', { name: 'Clear activity' }));
  await page
    .getByRole('dialog', { name: 'Clear activity?' })
    .getByRole('button', { name: 'Clear activity' })
    .click();
  await expect(page.getByText('Nothing yet.')).toBeVisible();
  await expect(table).toHaveCount(0);
  await expectAccessible(page);
  expect(
    (await indexedDbRecords(page)).filter((r) => r.startsWith('registry-console-activity/')),
  ).toEqual([]);
});
