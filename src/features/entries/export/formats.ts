/**
 * The export file formats, written an entry at a time: each call returns the text for what it
 * was given, so the file is built from pieces and never held as one string.
 */

import { csvLine } from '../../../lib/csv';

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
}

export type ExportFormat = 'csv' | 'json';

export const FORMATS: Record<
  ExportFormat,
  { label: string; mime: string; create: () => ExportWriter }
> = {
  csv: { label: 'CSV', mime: 'text/csv;charset=utf-8', create: () => csvWriter() },
  json: { label: 'JSON', mime: 'application/json;charset=utf-8', create: () => jsonWriter() },
};

/** The fields the interface documents, in its order; the CSV's first columns. */
export const DOCUMENTED_COLUMNS = ['id', 'title', 'type', 'status', 'created_at'] as const;

/**
 * CSV with a header row. The columns are the documented fields, then any other field the
 * first page carries (a server may send more, such as `folder_id`); later extras are left out
 * of the CSV, as its columns are fixed by then (the JSON export keeps them).
 */
function csvWriter(): ExportWriter {
  let columns: string[] | null = null;
  const header = (items: readonly Row[]) => {
    const extra = new Set<string>();
    for (const item of items) {
      for (const key of Object.keys(item)) {
        if (!(DOCUMENTED_COLUMNS as readonly string[]).includes(key)) extra.add(key);
      }
    }
    columns = [...DOCUMENTED_COLUMNS, ...extra];
    // The byte-order mark lets spreadsheets read the file as UTF-8.
    return `\uFEFF${csvLine(columns)}`;
  };
  return {
    begin: (items) => (columns ? '' : header(items)),
    row: (item) => csvLine(columns!.map((column) => item[column])),
    end: () => (columns ? '' : header([])),
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
