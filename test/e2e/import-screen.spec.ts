/**
 * The import screen as people see it: every state (empty, a refused file, preview with
 * problems, running, paused, done) passes axe, and a phone shows the rows without sideways
 * scrolling, long titles and long problems included.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readXlsx } from '../../src/testing/read-xlsx';
import { expect, expectAccessible, signIn, tabTo, test } from './fixtures';
import { slowDemo, startAndConfirm } from './import-steps';
import { personClick } from './pointer';
import { screenshots } from './screenshots';

const LONG_TITLE =
  'Quarterly reconciliation of supplier invoices, credit notes and the matching bank statements for the northern region';
const LONG_FOLDER = 'finance-quarterly-reconciliations-and-supporting-documents-2026';

/** 30 rows with long titles and folders; rows 1, 2 and 9 have problems, one of them several. */
function csv(): Buffer {
  const lines = ['title,folder_id,template,callback_url,meta:colour'];
  for (let n = 1; n <= 30; n++) {
    if (n === 1) lines.push(`,${LONG_FOLDER},BOX,ftp://example.com/a-very-long-callback-path,red`);
    else if (n === 2) lines.push(`"${LONG_TITLE} ${n}",,STORAGE,,`);
    else if (n === 3) lines.push(`${'Unbroken'.repeat(16)},${LONG_FOLDER},STORAGE,,`);
    else if (n === 9) lines.push(`"${LONG_TITLE} ${n}",${LONG_FOLDER},PASS,notaurl,`);
    else lines.push(`"${LONG_TITLE} ${n}",${LONG_FOLDER},STORAGE,,blue`);
  }
  return Buffer.from(lines.join('\n'));
}

/** The rows' scrolling region scrolls sideways by this many pixels (0: it does not). */
function sideways(page: Page): Promise<number> {
  return page
    .getByRole('region', { name: 'Import rows, scrollable' })
    .evaluate((el) => el.scrollWidth - el.clientWidth);
}

/** The roles Chromium's accessibility tree gives the table's parts, counted. */
async function tableRoles(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; ignored?: boolean }[];
  };
  await cdp.detach();
  const counts: Record<string, number> = {};
  for (const node of nodes) {
    const role = node.role?.value;
    if (node.ignored || !role || !['table', 'row', 'columnheader', 'cell'].includes(role)) continue;
    counts[role] = (counts[role] ?? 0) + 1;
  }
  return counts;
}

test('every state of the import screen passes axe; a phone needs no sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // One row at a time, each answer taking a while: the running and paused states can be looked at.
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { importConcurrency: 1, indexOnSignIn: false } }),
  );
  await slowDemo(page, 800);
  await signIn(page, '/entries/import');
  await expect(page.getByLabel('Import file')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'import-empty');

  // The template as a workbook: its rows, then a sheet that says what each column holds. Read
  // back with fflate and the sheets' XML, not with the library that wrote it.
  await page.getByLabel('Template format').selectOption('XLSX');
  const downloading = page.waitForEvent('download');
  await personClick(page.getByRole('button', { name: 'Download template' }));
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('import-template.xlsx');
  const workbook = await readFile((await template.path())!);
  const [entries, columns] = readXlsx(workbook);
  expect(entries!.name).toBe('Entries');
  expect(entries!.rows[0]).toEqual([
    'Title',
    'Folder',
    'Template',
    'Description',
    'Callback URL',
    'Encrypt data',
    'Metadata',
    'meta:owner',
  ]);
  expect(entries!.rows.map((row) => row[0])).toEqual([
    'Title',
    'Supplier contract 2026-014',
    'Visitor pass, reception',
  ]);
  expect(columns!.name).toBe('Columns');
  expect(columns!.rows.slice(1, 9).map((row) => row[0])).toEqual(entries!.rows[0]);
  // A file that cannot be imported is refused with the reason.
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(page.getByRole('alert')).toContainText('empty.csv was not imported.');
  await expectAccessible(page);

  // And it imports as it is: its first sheet is read, every row ready.
  await page.getByLabel('Import file').setInputFiles({
    name: 'import-template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByText('2 rows ready, 0 rows with problems')).toBeVisible();
  await expect(page.getByLabel('Sheet')).toHaveValue('Entries');
  await expectAccessible(page);

  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'long-titles.csv', mimeType: 'text/csv', buffer: csv() });
  await page
    .getByRole('dialog', { name: 'Replace the loaded file?' })
    .getByRole('button', { name: 'Replace file' })
    .click();
  await expect(page.getByText('27 rows ready, 3 rows with problems')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sideways(page)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Stacked on a phone, it is still a table to assistive technology: headers, rows, cells.
  const roles = await tableRoles(page);
  // Import rows, and Match columns (3 column headers: column, its values, what it fills) above it.
  expect(roles.table).toBe(2);
  expect(roles.columnheader).toBe(4 + 3);
  expect(roles.row).toBeGreaterThan(10);
  expect(roles.cell).toBeGreaterThan(40);
  // A keyboard reaches the rows to scroll them.
  await tabTo(page, page.getByRole('region', { name: 'Import rows, scrollable' }));
  await screenshots(page, 'import-preview');

  await startAndConfirm(page);
  await expect(page.getByText('Importing…')).toBeVisible();
  await expectAccessible(page);
  expect(await sideways(page)).toBe(0);
  await screenshots(page, 'import-running');

  await page.getByRole('button', { name: 'Pause import' }).click();
  await expect(page.getByText('Paused.')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  expect(await sideways(page)).toBe(0);
  await screenshots(page, 'import-paused');

  await page.getByRole('button', { name: 'Resume import' }).click();
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  expect(await sideways(page)).toBe(0);
  await screenshots(page, 'import-done');
});

test('Import file is a drop zone: a click anywhere on it opens the picker, a dropped file is read, and it names the chosen file and its size', async ({
  page,
}) => {
  await signIn(page, '/entries/import');
  const input = page.getByLabel('Import file', { exact: true });
  // The zone is the box the input lies in.
  const zone = input.locator('xpath=..');
  await expect(zone).toContainText('Choose file');
  await expect(zone).toContainText('or drop a file here');
  // Not the browser's bare control: the zone is a wide box, and the input fills it unseen.
  const box = (await zone.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.height).toBeGreaterThanOrEqual(60);
  expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');

  // A click on the zone's far end opens the file picker, which takes a file.
  const chooser = page.waitForEvent('filechooser');
  await zone.click({ position: { x: box.width - 10, y: box.height / 2 } });
  await (
    await chooser
  ).setFiles({ name: 'picked.csv', mimeType: 'text/csv', buffer: Buffer.from(csvText(3)) });
  await expect(zone).toContainText('Loaded: picked.csv (');
  await expect(zone).toContainText('Choose another file');
  await expect(page.getByText('3 rows ready')).toBeVisible();

  // A file dropped on the zone is read (after the question about the loaded one).
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  }, csvText(5));
  const background = () => zone.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.mouse.move(0, 0);
  const resting = await background();
  await zone.dispatchEvent('dragover', { dataTransfer });
  // The zone lights up while a file is held over the page.
  await expect.poll(background).not.toBe(resting);
  await zone.dispatchEvent('drop', { dataTransfer });
  await page
    .getByRole('dialog', { name: 'Replace the loaded file?' })
    .getByRole('button', { name: 'Replace file' })
    .click();
  await expect(zone).toContainText(/Loaded: dropped\.csv \(\d+ bytes\)/);
  await expect(page.getByText('5 rows ready')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // By keyboard: the input takes focus, and the zone shows the ring.
  await tabTo(page, input);
  expect(await zone.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await expectAccessible(page);

  // Titles under a header the console does not know: said once for the file, fixed in place.
  const dossiers = [
    'Dossier name,folder_id,template',
    ...Array.from({ length: 10 }, (_, n) => `Dossier ${n + 1} of the northern region,finance,PASS`),
  ].join('\n');
  await input.setInputFiles({
    name: 'dossiers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(dossiers),
  });
  await page
    .getByRole('dialog', { name: 'Replace the loaded file?' })
    .getByRole('button', { name: 'Replace file' })
    .click();
  await expect(
    page.getByText(
      '0 rows ready, 0 rows with problems; 10 rows waiting for a column to fill Title.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No column fills' })).toHaveText(
    /^No column fills Title \(required\)\./,
  );
  const rows = page.getByRole('table', { name: 'Import rows' });
  await expect(rows.getByText('Title: Enter a title.')).toHaveCount(0);
  await expect(rows.getByRole('button', { name: /^Fix row/ })).toHaveCount(0);
  // What each column holds, as text beside its select.
  const match = page.getByRole('table', { name: 'Match columns' });
  const dossierColumn = match.getByRole('row').filter({ has: page.getByLabel('Dossier name') });
  await expect(dossierColumn.getByRole('listitem')).toHaveText([
    'Dossier 1 of the northern region',
    'Dossier 2 of the northern region',
    'Dossier 3 of the northern region',
  ]);
  await expect(match.getByRole('row').filter({ has: page.getByLabel('template') })).toContainText(
    'PASS',
  );
  await expectAccessible(page);
  await page
    .getByRole('combobox', { name: 'Column for Title' })
    .selectOption({ label: 'Dossier name — e.g. Dossier 1 of the northern region' });
  await expect(page.getByText('10 rows ready, 0 rows with problems.')).toBeVisible();
  await expect(page.getByText(/No column fills/)).toHaveCount(0);
  await expect(match.getByLabel('Dossier name')).toHaveValue('title');
});

function csvText(rows: number): string {
  return [
    'title,folder_id,template',
    ...Array.from({ length: rows }, (_, n) => `Dropped ${n + 1},finance,STORAGE`),
  ].join('\n');
}
