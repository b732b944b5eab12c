/**
 * CSV writing shared by the files the console saves (an export, an import's report): RFC 4180
 * fields, and cells a spreadsheet would run as a formula neutralised.
 */

// What a spreadsheet would run as a formula (or, for tab and CR, could be made to).
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A value a spreadsheet would run as a formula gets a leading apostrophe, so it reads as text.
 */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF line end. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
