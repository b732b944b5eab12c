/**
 * A sheet's cells as a person sees them, as text: a date as its ISO date, a number as written
 * (to the 15 digits a spreadsheet shows), text as it is (leading zeros kept), a formula by its
 * last computed value, a boolean as true or false, an error as the spreadsheet shows it.
 */
import type { CellObject, WorkSheet } from '@e965/xlsx';

const ERRORS: Record<number, string> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
};

const two = (n: number) => String(n).padStart(2, '0');

/** A date cell (the library gives its wall-clock time as UTC): the date, with a time if it has one. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
  const seconds = date.getUTCSeconds() ? `:${two(date.getUTCSeconds())}` : '';
  // A time of day alone is kept on the spreadsheet's day zero.
  if (date.getUTCFullYear() < 1900) return time + seconds;
  const day = date.toISOString().slice(0, 10);
  return time === '00:00' && !seconds ? day : `${day} ${time}${seconds}`;
}

export function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    // 1234.5 stored as 1234.4999999999998 reads 1234.5, as the spreadsheet shows it.
    case 'n':
      return typeof cell.v === 'number' ? String(Number(cell.v.toPrecision(15))) : '';
    case 'b':
      return cell.v ? 'true' : 'false';
    case 'd':
      return cell.v instanceof Date ? dateText(cell.v) : String(cell.v ?? '');
    case 'e':
      return ERRORS[cell.v as number] ?? '#ERROR';
    default:
      return '';
  }
}

/** Past this many columns in use, a sheet is refused rather than read. */
export const MAX_COLUMNS = 500;

export interface SheetRows {
  /** Each row's cells from the sheet's first column in use; blank rows left out. */
  rows: string[][];
  /** Each row's number in the sheet. */
  lines: number[];
  /** The widest row went past MAX_COLUMNS. */
  tooWide: boolean;
}

/** The non-blank rows of a sheet read in dense mode, from its first column in use. */
export function sheetRows(sheet: WorkSheet): SheetRows {
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const texts: string[][] = [];
  const lines: number[] = [];
  let first = Infinity;
  let last = -1;
  data.forEach((row, r) => {
    if (!row) return;
    const cells: string[] = [];
    let used = false;
    // A sparse row (a stray cell far to the right) costs its cells, not its length.
    for (const key of Object.keys(row)) {
      const c = Number(key);
      const value = cellText(row[c]);
      if (value.trim() === '') continue;
      cells[c] = value;
      used = true;
      first = Math.min(first, c);
      last = Math.max(last, c);
    }
    if (!used) return;
    texts.push(cells);
    lines.push(r + 1);
  });
  if (last - first + 1 > MAX_COLUMNS) return { rows: [], lines: [], tooWide: true };
  const rows = texts.map((cells) =>
    Array.from({ length: last - first + 1 }, (_, k) => cells[first + k] ?? ''),
  );
  return { rows, lines, tooWide: false };
}
