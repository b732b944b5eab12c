/**
 * The workbook's bytes, by SheetJS (`@e965/xlsx`). Each cell is made here, not guessed by the
 * library: a text is a string cell holding exactly the text (one starting with `=` is text, never
 * a formula: only a cell given a formula runs one), a date a number cell shown as a date.
 * Loaded only in the writer's worker, or in the page where there are no workers.
 */
import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import type { Sheet, SheetCell } from './sheet-types';

/** The most characters a cell holds in Excel; SheetJS refuses a longer text. */
export const MAX_CELL_TEXT = 32_767;
const DAY_MS = 86_400_000;
// Day 25569 is 1970-01-01 in the 1900 date system spreadsheets use.
const EPOCH_SERIAL = 25_569;
const WIDEST = 60;

function cell(value: SheetCell): CellObject | null {
  if (value === null || value === '') return null;
  if (value instanceof Date) {
    // The UTC time, as the CSV and JSON write it: the same on every machine that opens the file.
    return { t: 'n', v: value.getTime() / DAY_MS + EPOCH_SERIAL, z: 'yyyy-mm-dd hh:mm:ss' };
  }
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  // A spreadsheet reads `_x0041_` in a file as the character it names ("A"): a text that holds
  // such a run has its `_` written as `_x005F_`, so it reads back as written.
  return { t: 's', v: value.slice(0, MAX_CELL_TEXT).replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_') };
}

function worksheet({ rows }: Sheet): WorkSheet {
  const sheet: WorkSheet = {};
  const widths: number[] = [];
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const made = cell(value);
      if (made) sheet[utils.encode_cell({ r, c })] = made;
      const shown = value instanceof Date ? 19 : String(value ?? '').length;
      widths[c] = Math.min(WIDEST, Math.max(widths[c] ?? 8, shown + 1));
    }),
  );
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 1);
  sheet['!ref'] = utils.encode_range(
    { r: 0, c: 0 },
    { r: Math.max(rows.length - 1, 0), c: columns - 1 },
  );
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

/** The file's bytes (SheetJS's `array` output is an ArrayBuffer). */
export function buildXlsx(sheets: readonly Sheet[]): ArrayBuffer {
  const book = utils.book_new();
  for (const sheet of sheets) utils.book_append_sheet(book, worksheet(sheet), sheet.name);
  return write(book, {
    type: 'array',
    bookType: 'xlsx',
    compression: true,
    bookSST: true,
  }) as ArrayBuffer;
}
