/**
 * Reads a CSV file (any common delimiter, detected by PapaParse; quoted fields with commas,
 * quotes and line breaks) into its header and records, kept so the columns can be matched
 * again, and the rows the column choices make of them. Pure apart from reading; tests call it
 * with strings.
 */
import Papa, { type ParseError } from 'papaparse';
import { autoMatch, planColumns, type ColumnTarget } from '../columns/column-match';
import { csvRecordToRaw, type RawRow } from '../columns/import-columns';
import { addProblem, clip } from './limits';
import { formatCount } from '../../../lib/plural';

export const MAX_ROWS = 100_000;
export type ImportFormat = 'csv' | 'json' | 'ndjson' | 'xlsx' | 'ods';

export type ReadResult =
  | {
      ok: true;
      format: ImportFormat;
      rows: RawRow[];
      /** The line each row starts on in the file. */
      lines: number[];
      notices: string[];
      blocking: boolean;
      /** CSV: the records and the choices the rows were made with. */
      table?: CsvTable;
      choices?: ColumnTarget[];
      /** A workbook: its visible sheets, and the one read. */
      sheets?: string[];
      sheet?: string;
    }
  | { ok: false; reason: string };

export const refuse = (reason: string): ReadResult => ({ ok: false, reason });
export const TOO_MANY = `The file has more than ${formatCount(MAX_ROWS)} rows: split it into smaller files.`;
const QUOTES_HINT = 'check the quotes in this row and the rows after it.';

/** A CSV file as read: its header and every record's cells, kept so columns can be matched again. */
export interface CsvTable {
  /** Each trimmed (PapaParse has dropped a BOM). */
  header: string[];
  records: string[][];
  /** Problems found while reading each record (quotes, extra cells), by record. */
  readProblems: (string[] | undefined)[];
}

/** How many lines a cell spans past its first (a quoted cell may hold line breaks). */
function breaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    if (cell.length < 1 || (!cell.includes('\n') && !cell.includes('\r'))) continue;
    breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return breaks;
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The rows a table makes with these column choices, with the plan's notices. */
export function rowsOfTable(table: CsvTable, choices: readonly ColumnTarget[]) {
  const plan = planColumns(table.header, choices);
  const rows = table.records.map((cells, i) => {
    const row = csvRecordToRaw(cells, plan);
    for (const problem of table.readProblems[i] ?? []) addProblem(row.problems, problem);
    return row;
  });
  const notices = [...plan.notices];
  if (table.header.includes('')) {
    notices.push('Columns without a header are not imported.');
  }
  return { rows, notices, blocking: plan.blocking };
}

/** A header and its records (a CSV's, a sheet's) as rows, columns matched as remembered or by name. */
export function tableResult(
  format: ImportFormat,
  header: string[] | undefined,
  records: string[][],
  lines: number[],
  readProblems: (string[] | undefined)[],
  choose?: (header: readonly string[]) => ColumnTarget[] | null,
): ReadResult {
  if (!header) return refuse('The file is empty.');
  if (records.length === 0) return refuse('The file has a header row but no rows.');
  const table: CsvTable = { header, records, readProblems };
  const remembered = choose?.(header);
  const choices = remembered?.length === header.length ? remembered : autoMatch(header);
  const { rows, notices, blocking } = rowsOfTable(table, choices);
  return { ok: true, format, rows, lines, notices, blocking, table, choices };
}

/**
 * A CSV with a header row; `onProgress` hears the rows read so far. Columns are matched by
 * `choose` (remembered choices for this header) or automatically. Each row keeps the line it
 * starts on in the file (the header is line 1; a quoted line break counts).
 */
export function readCsv(
  input: string,
  onProgress?: (rows: number) => void,
  choose?: (header: readonly string[]) => ColumnTarget[] | null,
): Promise<ReadResult> {
  return new Promise((resolve) => {
    let header: string[] | null = null;
    const records: string[][] = [];
    const lines: number[] = [];
    const readProblems: (string[] | undefined)[] = [];
    let line = 1;
    let refused: string | null = null;
    /** One record as PapaParse read it, with the quote problem it found in it, if any. */
    const readRow = (cells: string[], quotes: ParseError | undefined) => {
      const at = line;
      line += 1 + breaksIn(cells);
      if (blank(cells)) return;
      if (!header) {
        if (quotes) {
          refused = `The header row has a quoted field that is not closed or has text after its closing quote: ${QUOTES_HINT}`;
        }
        header = cells.map((cell) => cell.trim());
        return;
      }
      if (records.length >= MAX_ROWS) {
        refused = TOO_MANY;
        return;
      }
      const problems: string[] = [];
      if (cells.length > header.length) {
        addProblem(
          problems,
          `The row has ${cells.length} cells but the header has ${header.length}: check for an unquoted comma or semicolon.`,
        );
      }
      if (quotes) {
        addProblem(
          problems,
          quotes.code === 'MissingQuotes'
            ? `A quoted field is not closed, so the lines after it were read into this row: ${QUOTES_HINT}`
            : `A quoted field has text after its closing quote (a quote inside a field must be doubled, as ""), so lines after it may have been read into this row: ${QUOTES_HINT}`,
        );
      }
      records.push(cells);
      lines.push(at);
      readProblems.push(problems.length > 0 ? problems : undefined);
      if (records.length % 1000 === 0) onProgress?.(records.length);
    };
    // A string streams in chunks too; the typings only know files.
    Papa.parse<string[], File>(input as unknown as File, {
      skipEmptyLines: false,
      chunkSize: 1024 * 1024,
      step(results, parser) {
        try {
          readRow(
            results.data,
            results.errors.find((error) => error.type === 'Quotes'),
          );
        } catch (error) {
          // A row the reader cannot take: this file is refused, the next one starts afresh.
          refused = `Line ${formatCount(line)} could not be read (${clip(
            error instanceof Error ? error.message : String(error),
            120,
          )}): check that row, or split the file.`;
        }
        if (refused) parser.abort();
      },
      complete() {
        if (refused) return resolve(refuse(refused));
        resolve(tableResult('csv', header ?? undefined, records, lines, readProblems, choose));
      },
      error(error) {
        resolve(refuse(`The file could not be read: ${error.message}`));
      },
    });
  });
}
