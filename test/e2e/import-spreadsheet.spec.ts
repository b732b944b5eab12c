/**
 * Spreadsheets imported as people keep them: a workbook with several sheets asks which (hidden
 * ones not offered), its cells come as the spreadsheet shows them (dates, numbers, leading
 * zeros, a formula's value, a merged cell), and its rows go through the same checks and job as a
 * CSV's. An .ods is read too. Hostile workbooks are refused in seconds with the reason, the page
 * answering throughout and the file's reader ended. Fixtures are hand-written XML zipped with
 * fflate (src/testing/spreadsheets.ts), never written by the library that reads them.
 */
import type { Page } from '@playwright/test';
import { storedEntries } from './demo-store';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { startAndConfirm } from './import-steps';
import { personClick } from './pointer';
import { screenshots } from './screenshots';
import {
  num,
  ods,
  odsCell,
  odsRow,
  odsText,
  text,
  xlsx,
  xlsxParts,
  zipParts,
} from '../../src/testing/spreadsheets';

const HEADER = [
  'Title',
  'Folder',
  'Template',
  'Code',
  'Amount',
  'Signed',
  'Answer',
  'Encrypt data',
];
const header = (row: number) =>
  `<row r="${row}">${HEADER.map((h, i) => text(`${'ABCDEFGH'[i]}${row}`, h)).join('')}</row>`;

function workbook(): Buffer {
  const entries = [
    '<row r="1"/>',
    header(2),
    `<row r="3">${text('A3', 'Sheet lease')}${text('B3', 'sheets')}${text('C3', 'STORAGE')}${text('D3', '007', 3)}${num('E3', '1234.4999999999998', 2)}${num('F3', 45322, 1)}<c r="G3"><f>6*7</f><v>42</v></c><c r="H3" t="b"><f>TRUE()</f><v>1</v></c></row>`,
    // Row 4 is blank; the folder of rows 5 and 6 is one merged cell, its value in B5 only.
    `<row r="5">${text('A5', 'Sheet deed')}${text('B5', 'sheets')}${text('C5', 'PASS')}${text('D5', '0042')}${num('E5', 2.5)}${num('F5', 45000, 1)}</row>`,
    `<row r="6">${text('A6', 'Sheet will')}<c r="B6"/>${text('C6', 'STORAGE')}</row>`,
  ].join('');
  return Buffer.from(
    xlsx([
      { name: 'Cover', data: `<row r="1">${text('A1', 'Entries to import, 2024')}</row>` },
      {
        name: 'Entries',
        data: entries,
        after: '<mergeCells count="1"><mergeCell ref="B5:B6"/></mergeCells>',
      },
      { name: 'Archive', state: 'hidden', data: header(1) },
      { name: 'Staff only', state: 'veryHidden', data: header(1) },
      {
        name: 'Later',
        data: `${header(1)}<row r="2">${text('A2', 'Later one')}${text('B2', 'sheets')}${text('C2', 'STORAGE')}</row>`,
      },
    ]),
  );
}

// Ten hours behind UTC: a date read through the browser's offset would be the day before.
test.use({ timezoneId: 'Pacific/Honolulu' });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const sheetSelect = (page: Page) => page.getByRole('combobox', { name: 'Sheet' });
const rowsTable = (page: Page) => page.getByRole('table', { name: 'Import rows' });

/** A zip whose directory says each part is tiny, whatever it holds. */
function lying(zip: Uint8Array): Buffer {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at < zip.length - 4; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, 10, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, 10, true);
  }
  return Buffer.from(zip);
}

const readers = (page: Page) => page.workers().filter((w) => w.url().includes('parse-worker'));

test('an .ods is read; hostile spreadsheets are refused in seconds with the reason, their reader ended; a workbook: Sheet offers its visible sheets, cells come as the spreadsheet shows them, and its rows import', async ({
  page,
}) => {
  await signIn(page, '/entries/import');
  const sheet = ods([
    { name: 'Hidden', hidden: true, rows: odsRow(odsText('Title')) + odsRow(odsText('Never')) },
    {
      name: 'Entries',
      rows:
        odsRow(
          odsText('Title'),
          odsText('Folder'),
          odsText('Template'),
          odsText('Code'),
          odsText('Signed'),
        ) +
        odsRow(
          odsText('Ods lease'),
          odsText('sheets'),
          odsText('STORAGE'),
          odsText('007'),
          odsCell(
            'table:style-name="ce1" office:value-type="date" office:date-value="2024-01-31"',
            '31/01/2024',
          ),
        ),
    },
  ]);
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'entries.ods', mimeType: ODS_TYPE, buffer: Buffer.from(sheet) });
  await expect(page.getByText(/1 row ready/)).toBeVisible();
  await expect(rowsTable(page)).toContainText('Ods lease');
  // One visible sheet: nothing to choose.
  await expect(sheetSelect(page)).toHaveCount(0);
  const match = page.getByRole('table', { name: 'Match columns' });
  await expect(match.getByText('2024-01-31', { exact: true })).toBeVisible();

  // Only the first comes over rows checked and not imported (the .ods), and asks first.
  const refused = async (name: string, buffer: Buffer, reason: string | RegExp, asks = false) => {
    await page.getByLabel('Import file').setInputFiles({ name, mimeType: XLSX_TYPE, buffer });
    if (asks) await personClick(page.getByRole('button', { name: 'Replace file' }));
    const started = Date.now();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`${name} was not imported.`, { timeout: 15_000 });
    await expect(alert).toContainText(reason);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The page answers, and the reader that met the file is gone.
    await page.getByLabel('Default folder').fill('still-here');
    await expect(page.getByLabel('Default folder')).toHaveValue('still-here');
    await expect.poll(() => readers(page).length).toBe(0);
  };

  await refused(
    'report.xlsx',
    Buffer.from('Title,Folder\nLease,sheets\n'),
    'This file is not an Excel workbook (.xlsx), whatever its name says',
    true,
  );
  const pads: Record<string, Uint8Array> = {};
  for (let i = 0; i < 12; i++) pads[`xl/pad${i}.xml`] = new Uint8Array(9 * 1024 * 1024);
  await refused(
    'bomb.xlsx',
    lying(zipParts({ ...xlsxParts([{ name: 'S', data: '' }]), ...pads }, [], 1)),
    'The spreadsheet expands to more than 100 MB when opened',
  );
  const entity = xlsxParts(
    [{ name: 'S', data: '<row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row>' }],
    {
      prolog: '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]>',
    },
  );
  await refused(
    'entities.xlsx',
    Buffer.from(zipParts(entity)),
    'declares a document type or entities (in xl/worksheets/sheet1.xml)',
  );
  await expectAccessible(page);

  // A workbook, after the refused files (the Default folder typed meanwhile emptied again: its
  // rows are checked without it, even though the file is read before the field settles).
  await page.getByLabel('Default folder').fill('');
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'entries.xlsx', mimeType: XLSX_TYPE, buffer: workbook() });
  await expect(page.getByText(/2 rows ready, 1 row with problems/)).toBeVisible();
  // The first sheet with rows is read; hidden and very hidden sheets are not offered.
  await expect(sheetSelect(page)).toHaveValue('Entries');
  await expect(sheetSelect(page).getByRole('option')).toHaveText(['Cover', 'Entries', 'Later']);
  // Each row's line is its row number in the sheet; the merged folder is in its first row only.
  const rows = rowsTable(page);
  await expect(rows.getByRole('row').filter({ hasText: 'Sheet lease' })).toContainText('3');
  await expect(rows.getByRole('row').filter({ hasText: 'Sheet will' })).toContainText('6');
  await expect(rows.getByRole('row').filter({ hasText: 'Sheet will' })).toContainText(/Folder/);
  for (const shown of ['007', '0042', '1234.5', '2024-01-31', '2023-03-15', '42', 'true']) {
    await expect(match.getByText(shown, { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page);
  await screenshots(page, 'import-workbook');

  await sheetSelect(page).selectOption('Later');
  await expect(page.getByText(/1 row ready/)).toBeVisible();
  await expect(rowsTable(page)).toContainText('Later one');
  await sheetSelect(page).selectOption('Entries');
  await expect(page.getByText(/2 rows ready, 1 row with problems/)).toBeVisible();

  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  const lease = (await storedEntries(page)).find((e) => e.title === 'Sheet lease')!;
  expect(lease.data_encrypted).toBe(true);
  expect(lease.metadata).toEqual([
    { type: 'TEXT', key: 'Code', value: '007' },
    { type: 'TEXT', key: 'Amount', value: '1234.5' },
    { type: 'TEXT', key: 'Signed', value: '2024-01-31' },
    { type: 'TEXT', key: 'Answer', value: '42' },
  ]);
  await expectAccessible(page);
});
