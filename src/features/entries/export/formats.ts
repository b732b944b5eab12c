/**
 * The export file formats, written an entry at a time: each call returns the text for what it
 * was given, so the file is built from pieces and never held as one string.
 */

import { csvLine } from '../../../lib/csv';
import { parseIsoDateTime } from '../../../lib/iso-date';
import type { SheetCell } from '../../../lib/spreadsheet/sheet-types';

export { csvCell } from '../../../lib/csv';

type Row = Readonly<Record<string, unknown>>;

export interface ExportWriter {
  /**
   * The file's opening the first time (a CSV header from these entries' fields, a JSON
   * bracket), then nothing: the entries that follow are written and measured one by one.
   */
  begin(items: readonly Row[]): string;
  /** One entry's text. */
  row(item: Row): string;
  /** What closes the file (the opening too, when nothing began it). */
  end(): string;
  /**
   * A file its writer builds itself (a workbook) once every entry is in: the texts above are
   * only measured then. It holds the first `entries` rows written (one measured past the byte
   * bound is left out).
   */
  pack?(entries: number, signal: AbortSignal): Promise<Blob>;
}

export type ExportFormat = 'csv' | 'json' | 'xlsx';

/** Each format's name, its file's type (a workbook's writer gives its file one), its writer. */
export const FORMATS = {
  csv: { label: 'CSV', mime: 'text/csv;charset=utf-8', create: () => csvWriter() },
  json: { label: 'JSON', mime: 'application/json;charset=utf-8', create: () => jsonWriter() },
  xlsx: { label: 'XLSX', create: () => xlsxWriter() },
} satisfies Record<ExportFormat, { label: string; mime?: string; create: () => ExportWriter }>;

/** The fields the interface documents, in its order; the CSV's first columns. */
export const DOCUMENTED_COLUMNS = ['id', 'title', 'type', 'status', 'created_at'] as const;

/**
 * The columns of a table (CSV, XLSX): the documented fields, then any other field the first page
 * carries (a server may send more, such as `folder_id`); later extras are left out, as the
 * columns are fixed by then (the JSON export keeps them).
 */
function columnsOf(items: readonly Row[]): string[] {
  const extra = new Set<string>();
  for (const item of items) {
    for (const key of Object.keys(item)) {
      if (!(DOCUMENTED_COLUMNS as readonly string[]).includes(key)) extra.add(key);
    }
  }
  return [...DOCUMENTED_COLUMNS, ...extra];
}

/** CSV with a header row. */
function csvWriter(): ExportWriter {
  let columns: string[] | null = null;
  // The byte-order mark lets spreadsheets read the file as UTF-8.
  const header = (items: readonly Row[]) => `\uFEFF${csvLine((columns = columnsOf(items)))}`;
  return {
    begin: (items) => (columns ? '' : header(items)),
    row: (item) => csvLine(columns!.map((column) => item[column])),
    end: () => (columns ? '' : header([])),
  };
}

/** A time (a field named `…_at` holding an ISO date-time) as a date cell; the rest as they are. */
function sheetCell(column: string, value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    return (column.endsWith('_at') && parseIsoDateTime(value)) || value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * An Excel workbook: one sheet `Entries`, the CSV's columns, written in the spreadsheet writer's
 * worker once the walk is done. Each entry's CSV text measures it against the byte bound.
 */
function xlsxWriter(): ExportWriter {
  let columns: string[] | null = null;
  const rows: SheetCell[][] = [];
  const header = (items: readonly Row[]) => {
    rows.push((columns = columnsOf(items)));
    return csvLine(columns);
  };
  return {
    begin: (items) => (columns ? '' : header(items)),
    row(item) {
      rows.push(columns!.map((column) => sheetCell(column, item[column])));
      return csvLine(columns!.map((column) => item[column]));
    },
    end: () => (columns ? '' : header([])),
    async pack(entries, signal) {
      const { writeXlsx } = await import('../../../lib/spreadsheet/write-xlsx');
      return writeXlsx([{ name: 'Entries', rows: rows.slice(0, entries + 1) }], signal);
    },
  };
}

/** A JSON array of the entries as the server sent them, one per line. */
function jsonWriter(): ExportWriter {
  let started = false;
  let count = 0;
  return {
    begin() {
      const text = started ? '' : '[';
      started = true;
      return text;
    },
    row: (item) => `${count++ === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`,
    end: () => `${started ? '' : '['}${count > 0 ? '\n' : ''}]\n`,
  };
}
