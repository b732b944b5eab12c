/**
 * Spreadsheets read as a person sees them, from hand-written XML zipped with fflate (never
 * written by the library that reads them): the header, dates, numbers, leading zeros, formulas,
 * booleans, merged cells, blank rows, hidden sheets; and hostile files refused in moments.
 */
import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8, zipSync } from 'fflate';
import { readImportFile } from './read-file';
import { MAX_ROWS, type ReadResult } from './read-csv';
import { DECLARES, PACKED, TOO_LARGE } from './spreadsheet-zip';
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
} from '../../../testing/spreadsheets';

const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);
const table = (result: ReadResult) => {
  if (!result.ok) throw new Error(result.reason);
  return { header: result.table!.header, records: result.table!.records, lines: result.lines };
};
const reason = (result: ReadResult) => (result.ok ? 'read' : result.reason);

const PEOPLE = [
  // Row 1 and row 4 are blank; the header is the first row with anything in it.
  '<row r="1"><c r="A1"/></row>',
  `<row r="2">${text('A2', 'Title')}<c r="B2" t="s"><v>0</v></c>${text('C2', 'Code')}${text('D2', 'Amount')}${text('E2', 'Answer')}${text('F2', 'Encrypt data')}${text('G2', 'Folder')}</row>`,
  `<row r="3">${text('A3', 'Lease')}${num('B3', 45322, 1)}${text('C3', '007', 3)}${num('D3', '1234.4999999999998', 2)}<c r="E3"><f>6*7</f><v>42</v></c><c r="F3" t="b"><f>TRUE()</f><v>1</v></c>${text('G3', 'contracts')}</row>`,
  `<row r="5">${text('A5', 'Deed')}${num('B5', 45322.75, 4)}${text('C5', '0042')}${num('D5', 1234.5)}<c r="E5" t="e"><v>#DIV/0!</v></c><c r="F5" t="b"><v>0</v></c></row>`,
  // G5:G6 merged: the value is in its first cell only.
  `<row r="6">${text('A6', 'Will')}<c r="G6"/></row>`,
].join('');

describe('an .xlsx workbook', () => {
  const book = xlsx(
    [
      { name: 'Empty', data: '' },
      {
        name: 'People',
        data: PEOPLE,
        after: '<mergeCells count="1"><mergeCell ref="G5:G6"/></mergeCells>',
      },
      { name: 'Secret', state: 'hidden', data: `<row r="1">${text('A1', 'Title')}</row>` },
      { name: 'Vault', state: 'veryHidden', data: `<row r="1">${text('A1', 'Title')}</row>` },
      {
        name: 'Other',
        data: `<row r="1">${text('A1', 'Title')}</row><row r="2">${text('A2', 'Other row')}</row>`,
      },
    ],
    { strings: ['When'] },
  );

  it('reads the first visible sheet with rows, as a person sees its cells', async () => {
    const result = await readImportFile(file(book, 'book.xlsx'));
    expect(result.ok && [result.format, result.sheets, result.sheet]).toEqual([
      'xlsx',
      ['Empty', 'People', 'Other'],
      'People',
    ]);
    expect(table(result)).toEqual({
      header: ['Title', 'When', 'Code', 'Amount', 'Answer', 'Encrypt data', 'Folder'],
      records: [
        ['Lease', '2024-01-31', '007', '1234.5', '42', 'true', 'contracts'],
        ['Deed', '2024-01-31 18:00', '0042', '1234.5', '#DIV/0!', 'false', ''],
        ['Will', '', '', '', '', '', ''],
      ],
      // Each row's number in the sheet: blank rows above and between counted, not shown.
      lines: [3, 5, 6],
    });
  });

  it('reads a date as the date it shows in any time zone', async () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'Europe/Berlin']) {
        process.env.TZ = tz;
        expect(table(await readImportFile(file(book, 'book.xlsx'))).records[0]![1]).toBe(
          '2024-01-31',
        );
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('reads the sheet asked for, and the boolean column fills Encrypt data', async () => {
    const other = await readImportFile(file(book, 'book.xlsx'), undefined, undefined, 'Other');
    expect(other.ok && other.sheet).toBe('Other');
    expect(table(other).records).toEqual([['Other row']]);
    // A hidden sheet is never read, even when asked for by name.
    const secret = await readImportFile(file(book, 'book.xlsx'), undefined, undefined, 'Secret');
    expect(secret.ok && secret.sheet).toBe('People');
    const people = await readImportFile(file(book, 'book.xlsx'));
    expect(people.ok && people.rows.map((row) => row.data_encrypted)).toEqual([
      'true',
      'false',
      '',
    ]);
  });
});

describe('an .ods spreadsheet', () => {
  it('reads dates, numbers, text and booleans; a table hidden by its style is not offered', async () => {
    const bytes = ods([
      { name: 'Hidden', hidden: true, rows: odsRow(odsText('Title')) + odsRow(odsText('x')) },
      {
        name: 'Rows &amp; more',
        rows:
          odsRow(
            odsText('Title'),
            odsText('When'),
            odsText('Code'),
            odsText('Amount'),
            odsText('Encrypted'),
          ) +
          '<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="5"/></table:table-row>' +
          odsRow(
            odsText('Lease'),
            odsCell(
              'table:style-name="ce1" office:value-type="date" office:date-value="2024-01-31"',
              '2024-01-31',
            ),
            odsText('007'),
            odsCell('office:value-type="float" office:value="1234.5"', '1 234,50'),
            odsCell(
              'table:formula="of:=TRUE()" office:value-type="boolean" office:boolean-value="true"',
              'TRUE',
            ),
          ),
      },
      { name: 'Second', rows: odsRow(odsText('Title')) + odsRow(odsText('y')) },
    ]);
    const result = await readImportFile(file(bytes, 'book.ods'));
    expect(result.ok && [result.format, result.sheets, result.sheet]).toEqual([
      'ods',
      ['Rows & more', 'Second'],
      'Rows & more',
    ]);
    expect(table(result)).toEqual({
      header: ['Title', 'When', 'Code', 'Amount', 'Encrypted'],
      records: [['Lease', '2024-01-31', '007', '1234.5', 'true']],
      lines: [4],
    });
  });
});

/** A zip whose directory says each part is tiny, whatever it holds. */
function lying(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at < zip.length - 4; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, 10, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, 10, true);
  }
  return zip;
}

describe('hostile spreadsheets are refused in moments, with the reason', () => {
  const sheet = (data: string) => xlsxParts([{ name: 'S', data }]);
  const quick = async (bytes: Uint8Array, name = 'bad.xlsx') => {
    const started = performance.now();
    const result = await readImportFile(file(bytes, name));
    expect(performance.now() - started).toBeLessThan(5000);
    return reason(result);
  };

  it('a file that is not what its name says', async () => {
    expect(await quick(strToU8('Title\nLease\n'))).toBe(
      'This file is not an Excel workbook (.xlsx), whatever its name says: its content is not a spreadsheet. Open it in its program and save it again, or save it as CSV.',
    );
    expect(
      await quick(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.ods'),
    ).toMatch(/^This is an older Excel workbook \(\.xls\) or one with a password/);
    // A zip, but not a workbook.
    expect(await quick(zipSync({ 'notes.xml': strToU8('<notes/>') }), 'notes.ods')).toMatch(
      /^This file is not an OpenDocument spreadsheet \(\.ods\), whatever its name says \(/,
    );
  });

  it('parts that inflate past the bound, whatever the zip declares', async () => {
    const zeros = new Uint8Array(9 * 1024 * 1024);
    const parts: Record<string, Uint8Array> = {};
    for (let i = 0; i < 12; i++) parts[`xl/media/pad${i}.xml`] = zeros;
    expect(await quick(lying(zipParts({ ...sheet(''), ...parts }, [], 1)))).toBe(TOO_LARGE);
    // One part packed as tightly as DEFLATE allows.
    expect(
      await quick(
        lying(zipParts({ ...sheet(''), 'xl/pad.xml': new Uint8Array(12 * 1024 * 1024) })),
      ),
    ).toBe(PACKED);
    expect(deflateSync(zeros).length).toBeLessThan(zeros.length / 500);
  });

  it('more parts than a workbook has', async () => {
    const parts: Record<string, string> = sheet('');
    for (let i = 0; i <= 1000; i++) parts[`xl/p${i}.xml`] = '<p/>';
    expect(await quick(zipParts(parts))).toMatch(/^The spreadsheet holds more than 1,000 parts/);
  });

  it('a DOCTYPE or entity declaration, never expanded', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
    const parts = xlsxParts(
      [{ name: 'S', data: `<row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row>` }],
      {
        prolog: bomb,
      },
    );
    expect(await quick(zipParts(parts))).toBe(DECLARES('xl/worksheets/sheet1.xml'));
  });

  it('more rows than the import takes, and repeats that stand for millions of cells', async () => {
    const many = `<table:table-row table:number-rows-repeated="${MAX_ROWS + 1}">${odsText('x')}</table:table-row>`;
    expect(
      await quick(ods([{ name: 'S', rows: odsRow(odsText('Title')) + many }]), 'many.ods'),
    ).toBe('The file has more than 100,000 rows: split it into smaller files.');
    const wide = `<table:table-row table:number-rows-repeated="1000000"><table:table-cell table:number-columns-repeated="1000" office:value-type="float" office:value="1"><text:p>1</text:p></table:table-cell></table:table-row>`;
    expect(await quick(ods([{ name: 'S', rows: wide }]), 'wide.ods')).toBe(
      'The spreadsheet repeats its cells out to more than 5,000,000: split it into smaller files.',
    );
    const far = await quick(
      xlsx([{ name: 'S', data: `<row r="1">${text('A1', 'Title')}${text('ZZ1', 'x')}</row>` }]),
    );
    expect(far).toBe('The sheet uses more than 500 columns: keep only the columns to import.');
  });
});
