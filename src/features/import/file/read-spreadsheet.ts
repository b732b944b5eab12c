/**
 * Reads an .xlsx or .ods workbook into the same header and records a CSV file gives, so Match
 * columns, the checks and the job treat both alike. Loaded only when a spreadsheet is chosen,
 * in the import worker: the zip is opened within bounds first (spreadsheet-zip.ts), then the
 * library reads the sheets. Hidden sheets are not offered; the first non-empty row is the
 * header; each row keeps its row number in the sheet.
 */
import { read, type WorkBook } from '@e965/xlsx';
import type { ColumnTarget } from '../columns/column-match';
import { MAX_COLUMNS, sheetRows } from './sheet-cells';
import { openZip } from './spreadsheet-zip';
import { MAX_ROWS, refuse, tableResult, TOO_MANY, type ReadResult } from './read-csv';
import { formatCount } from '../../../lib/plural';
import { clip } from './limits';
import { isolate } from '../../../lib/isolate';

export type SpreadsheetFormat = 'xlsx' | 'ods';

const KIND: Record<SpreadsheetFormat, string> = {
  xlsx: 'an Excel workbook (.xlsx)',
  ods: 'an OpenDocument spreadsheet (.ods)',
};

/** Blank rows read past the row bound before the sheet counts as too long. */
const BLANK_ROWS = 10_000;
/** Cells an .ods may repeat out to (a repeated row or cell is stored once, read many times). */
export const MAX_CELLS = 5_000_000;

const unescape = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(lt|gt|quot|apos);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'" })[name]!,
    )
    .replace(/&amp;/g, '&');
const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * What the library does not tell of an .ods: which tables their style hides, and how many cells
 * its repeated rows and cells stand for.
 */
export function odsTables(content: string): { hidden: Set<string>; cells: number } {
  const hiddenStyles = new Set<string>();
  const style = /<style:style\b([^>]*)>\s*<style:table-properties\b([^>]*)>/g;
  for (let m = style.exec(content); m; m = style.exec(content)) {
    const name = attribute(m[1]!, 'style:name');
    if (name && attribute(m[2]!, 'table:display') === 'false') hiddenStyles.add(name);
  }
  const hidden = new Set<string>();
  let cells = 0;
  let rows = 1;
  const tag = /<table:(table|table-row|table-cell)[\s>/]([^>]*?)(\/?)>/g;
  for (let m = tag.exec(content); m; m = tag.exec(content)) {
    const [, kind, attrs, empty] = m as unknown as [string, string, string, string];
    if (kind === 'table') {
      if (hiddenStyles.has(attribute(attrs, 'table:style-name') ?? '')) {
        hidden.add(unescape(attribute(attrs, 'table:name') ?? ''));
      }
    } else if (kind === 'table-row') {
      rows = Number(attribute(attrs, 'table:number-rows-repeated') ?? 1) || 1;
    } else if (!empty) {
      // Only a cell with content is stored once for every row and column it repeats over.
      cells += rows * (Number(attribute(attrs, 'table:number-columns-repeated') ?? 1) || 1);
      if (cells > MAX_CELLS) break;
    }
  }
  return { hidden, cells };
}

function workbook(zip: Uint8Array): WorkBook {
  return read(zip, {
    type: 'array',
    dense: true,
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    sheetRows: MAX_ROWS + 1 + BLANK_ROWS,
  });
}

/** The workbook in `file`, its `sheet` (or the first visible one with rows) as a table. */
export async function readSpreadsheet(
  file: Blob & { name: string },
  format: SpreadsheetFormat,
  sheet?: string,
  choose?: (header: readonly string[]) => ColumnTarget[] | null,
): Promise<ReadResult> {
  const opened = openZip(new Uint8Array(await file.arrayBuffer()), KIND[format]);
  if (!opened.ok) return refuse(opened.reason);
  let hidden = new Set<string>();
  const content = opened.parts.get('content.xml');
  if (content) {
    const ods = odsTables(new TextDecoder().decode(content));
    if (ods.cells > MAX_CELLS) {
      return refuse(
        `The spreadsheet repeats its cells out to more than ${formatCount(MAX_CELLS)}: split it into smaller files.`,
      );
    }
    hidden = ods.hidden;
  }
  let book: WorkBook;
  try {
    book = workbook(opened.zip);
  } catch (error) {
    const detail = clip(error instanceof Error ? error.message : String(error), 120);
    return refuse(
      `This file is not ${KIND[format]}, whatever its name says (${detail}). Open it in its program and save it again, or save it as CSV.`,
    );
  }
  const flags = book.Workbook?.Sheets ?? [];
  // The library keeps an .ods table's name as written in the XML (`&amp;`): shown unescaped.
  const shown = (key: string) => (content ? unescape(key) : key);
  const keys = book.SheetNames.filter((key, i) => !flags[i]?.Hidden && !hidden.has(shown(key)));
  if (keys.length === 0) return refuse('The workbook has no visible sheet to import.');
  const visible = keys.map(shown);
  const read = (name: string) => sheetRows(book.Sheets[keys[visible.indexOf(name)]!]!);
  let name = sheet && visible.includes(sheet) ? sheet : undefined;
  let table = name ? read(name) : undefined;
  for (const candidate of name ? [] : visible) {
    const rows = read(candidate);
    if (!table || rows.rows.length > 1) [name, table] = [candidate, rows];
    if (rows.rows.length > 1) break;
  }
  const which = visible.length > 1 ? `The sheet "${isolate(clip(name!, 60))}"` : 'The sheet';
  if (table!.tooWide) {
    return refuse(
      `${which} uses more than ${formatCount(MAX_COLUMNS)} columns: keep only the columns to import.`,
    );
  }
  const data = book.Sheets[keys[visible.indexOf(name!)]!]!['!data'] ?? [];
  const [header, ...records] = table!.rows;
  if (data.length >= MAX_ROWS + 1 + BLANK_ROWS || records.length > MAX_ROWS)
    return refuse(TOO_MANY);
  if (records.length === 0 && visible.length > 1) {
    return refuse(
      `${which} ${header ? 'has a header row but no rows' : 'is empty'}: choose another in Sheet.`,
    );
  }
  const result = tableResult(
    format,
    header?.map((cell) => cell.trim()),
    records,
    table!.lines.slice(1),
    [],
    choose,
  );
  return result.ok ? { ...result, sheets: visible, sheet: name } : result;
}
