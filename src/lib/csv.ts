/**
 * CSV writing shared by the files the console saves (an export, an import's report): RFC 4180
 * fields, and cells a spreadsheet would run as a formula neutralised.
 */

/**
 * What a spreadsheet would run as a formula, or could be made to: a cell that starts with a
 * control character (tab, CR, LF, NUL…), or with `=`, `+`, `-` or `@` after any leading
 * whitespace or control characters (Excel, LibreOffice and Google Sheets skip them), the
 * full-width and small forms (`＝＋－＠`, `﹦﹢﹣﹫`) included, as some spreadsheets read those
 * as their ASCII twins. An ordinary value keeps its text: a negative number gets the apostrophe
 * as before, and a leading space before a word is left alone.
 */
// Control characters are exactly what this pattern looks for.
const FORMULA_START =
  // eslint-disable-next-line no-control-regex
  /^(?:[\u0000-\u001F\u007F-\u009F]|[\s\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/;

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
