/**
 * Export in the demo: every page of the view downloads as CSV, JSON or XLSX with a dated name,
 * formula cells are neutralised (plain string cells in XLSX), Cancel export stops the walk, and
 * the dialog is accessible.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { StoredEntry } from '../../src/mocks/seed';
import { readXlsx } from '../../src/testing/read-xlsx';
import { plantStore } from './demo-store';
import { expect, expectAccessible, LIST_PATH, signIn, test } from './fixtures';

const SEED_COUNT = 3_000;
/** How the console writes a count (3,001). */
const n = (count: number) => count.toLocaleString('en');
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const FORMULA: StoredEntry = {
  id: 'formula-entry-0001',
  title: '=HYPERLINK("https://evil.example","Click me")',
  type: '@SUM(1+1)',
  status: '+ACTIVE',
  created_at: new Date(Date.now() - 60_000).toISOString(),
  folder_id: 'legal',
};

async function openExport(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export entries' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function text(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

test('exports every page of the list as CSV and XLSX: dated names, all entries, formulas neutralised', async ({
  page,
}) => {
  await plantStore(page, [FORMULA]);
  const pageSizes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LIST_PATH)
      pageSizes.push(`${url.searchParams.get('page')}:${url.searchParams.get('limit')}`);
  });
  await signIn(page);
  await expect(page.getByText(`${n(SEED_COUNT + 1)} entries`, { exact: true })).toBeVisible();
  const dialog = await openExport(page);
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
  await expectAccessible(page);

  pageSizes.length = 0;
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`entries-all-${today()}.csv`);
  await expect(
    dialog.getByText(`Exported ${n(SEED_COUNT + 1)} entries to entries-all-`),
  ).toBeVisible();
  // The export's own page size (100), not the 10 rows on screen.
  expect(pageSizes).toEqual(
    Array.from({ length: Math.ceil((SEED_COUNT + 1) / 100) }, (_, i) => `${i + 1}:100`),
  );

  const csv = await text(download);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  // The documented fields first; a field the server adds (folder_id) may follow.
  const header = lines[0]!.split(',');
  expect(header.slice(0, 5)).toEqual(['id', 'title', 'type', 'status', 'created_at']);
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(1 + SEED_COUNT + 1 + 1);
  const planted = `formula-entry-0001,"'=HYPERLINK(""https://evil.example"",""Click me"")",'@SUM(1+1),'+ACTIVE,${FORMULA.created_at}`;
  expect(lines[1]).toBe(header.includes('folder_id') ? `${planted},legal` : planted);
  const ids = lines.slice(1, -1).map((line) => line.split(',')[0]);
  expect(new Set(ids).size).toBe(SEED_COUNT + 1);
  await expectAccessible(page);

  // The same walk as an Excel workbook, written in its worker under the page's strict CSP, read
  // back with fflate and the sheet's XML (not the library that wrote it): the CSV's columns, one
  // row per entry, the time a date cell, and every text a plain string cell, formulas included.
  await dialog.getByRole('radio', { name: 'XLSX' }).check();
  const writing = page.waitForEvent('download');
  const writer = page.waitForEvent('worker', (worker) => /xlsx-worker/.test(worker.url()));
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await writer;
  const workbook = await writing;
  expect(workbook.suggestedFilename()).toBe(`entries-all-${today()}.xlsx`);
  await expect(
    dialog.getByText(`Exported ${n(SEED_COUNT + 1)} entries to entries-all-`),
  ).toContainText('.xlsx');
  const [sheet, ...others] = readXlsx(await readFile((await workbook.path())!));
  expect(others).toEqual([]);
  expect(sheet!.rows[0]).toEqual(header);
  expect(sheet!.rows).toHaveLength(1 + SEED_COUNT + 1);
  expect(sheet!.rows.slice(1).map((row) => row[0])).toEqual(ids);
  expect(sheet!.rows[1]!.slice(0, 5)).toEqual([
    FORMULA.id,
    FORMULA.title,
    FORMULA.type,
    FORMULA.status,
    new Date(FORMULA.created_at),
  ]);
  expect(sheet!.xml).not.toMatch(/<f[\s>]/);
  await expectAccessible(page);

  // Escape closes the dialog and gives focus back to Export.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export' })).toBeFocused();

  // With a search on screen, its words follow the choice: the matches, counted, or every page.
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('HYPERLINK');
  await expect(page.getByRole('table', { name: 'Search results' }).getByRole('link')).toHaveText([
    FORMULA.title,
  ]);
  await openExport(page);
  await expect(dialog.getByRole('radio', { name: 'Search results' })).toBeChecked();
  await expect(dialog).toContainText(
    'The search results: the 1 entry in all folders that matches the search and filters on screen',
  );
  await expect(dialog).not.toContainText('from all pages');
  await dialog.getByRole('radio', { name: 'Every entry of the view' }).check();
  await expect(dialog).toContainText(
    'Every entry in all folders, in the order “Newest first”, from all pages',
  );
});
