/**
 * What the import worker does: read a file into rows, keep its records, and check every row
 * against the defaults and column choices (again when either changes), fixed rows kept as fixed.
 */
import type { MetadataTypeOption } from '../../../lib/config';
import { makeRowChecker, type CheckedRow, type ImportDefaults } from '../check/check-rows';
import {
  columnSamples,
  headerKey,
  unfilledFields,
  type ColumnTarget,
  type Remembered,
} from '../columns/column-match';
import type { RawRow } from '../columns/import-columns';
import { clip } from './limits';
import { rowsOfTable, type CsvTable, type ImportFormat } from './read-csv';
import { readImportFile } from './read-file';

/** Rows per message: each is copied to the page in its own short task. */
export const ROWS_PER_MESSAGE = 1000;

export type PreviewRequest =
  | {
      type: 'read';
      file: File;
      defaults: ImportDefaults;
      metadataTypes: MetadataTypeOption[];
      /** Column choices remembered in this browser, by header (column-match.ts's headerKey). */
      remembered?: Remembered;
      /** A workbook's sheet to read. */
      sheet?: string;
    }
  | { type: 'check'; defaults: ImportDefaults; choices?: ColumnTarget[] }
  /** A row as fixed in place: kept over what the file says, and checked now. */
  | { type: 'fix'; n: number; raw: RawRow; defaults: ImportDefaults };

export interface PreviewFile {
  name: string;
  size: number;
  format: ImportFormat;
  rows: CheckedRow[];
  notices: string[];
  /** The file cannot be imported as it is (two columns fill one field). */
  blocking: boolean;
  /** CSV: the header as written, and which field each column fills. */
  header?: string[];
  choices?: ColumnTarget[];
  /** CSV: the first few values of each column, for Match columns. */
  samples?: string[][];
  /** A workbook: its visible sheets, and the one read. */
  sheets?: string[];
  sheet?: string;
}

/** Each request's one answer: `file` for a read or a check, `row` for a fix. */
export type PreviewAnswer =
  | { type: 'refused'; reason: string }
  | { type: 'file'; file: PreviewFile }
  | { type: 'row'; row: CheckedRow };

/** What the worker posts for the request it is on (it takes them one at a time, in order). */
export type PreviewMessage =
  { progress: number } | { rows: CheckedRow[] } | { answer: PreviewAnswer };

function failure(phase: 'reading' | 'checking', error: unknown): string {
  const detail = clip(error instanceof Error ? error.message : String(error), 120);
  return phase === 'reading'
    ? `The file could not be read (${detail}). Check that it is a CSV, JSON or spreadsheet file as described above, or split it.`
    : `The file was read, but checking its rows stopped (${detail}). Split the file into smaller ones and import them one by one.`;
}

export function createPreviewEngine() {
  let raw: RawRow[] = [];
  let lines: number[] = [];
  let table: CsvTable | undefined;
  const fixes = new Map<number, RawRow>();
  let current: Omit<PreviewFile, 'rows'> | null = null;
  let check: ReturnType<typeof makeRowChecker> | null = null;

  async function read(
    request: Extract<PreviewRequest, { type: 'read' }>,
    progress: (rows: number) => void,
  ): Promise<PreviewAnswer | null> {
    raw = [];
    table = undefined;
    fixes.clear();
    current = null;
    const result = await readImportFile(
      request.file,
      progress,
      (header) => request.remembered?.get(headerKey(header)) ?? null,
      request.sheet,
    );
    if (!result.ok) return { type: 'refused', reason: result.reason };
    ({ rows: raw, lines, table } = result);
    check = makeRowChecker(request.metadataTypes);
    current = {
      name: request.file.name,
      size: request.file.size,
      format: result.format,
      notices: result.notices,
      blocking: result.blocking,
      header: table?.header,
      choices: result.choices,
      samples: table ? columnSamples(table.header, table.records) : undefined,
      sheets: result.sheets,
      sheet: result.sheet,
    };
    return null;
  }

  function checked(request: PreviewRequest): PreviewAnswer {
    if (!current || !check) throw new Error('no file has been read');
    if (request.type === 'check' && request.choices && table) {
      // The columns matched again: every row made again from the file's records.
      const { rows, notices, blocking } = rowsOfTable(table, request.choices);
      raw = rows;
      current = { ...current, notices, blocking, choices: request.choices };
    }
    // A required field no column fills is said once for the file, not on every row.
    const unfilled = current.choices ? unfilledFields(current.choices, request.defaults) : [];
    const checkOne = (n: number) =>
      check!(fixes.get(n) ?? raw[n - 1]!, n, request.defaults, lines[n - 1] ?? n, unfilled);
    if (request.type === 'fix') {
      fixes.set(request.n, request.raw);
      return { type: 'row', row: checkOne(request.n) };
    }
    return { type: 'file', file: { ...current, rows: raw.map((_, i) => checkOne(i + 1)) } };
  }

  return async (
    request: PreviewRequest,
    progress: (rows: number) => void = () => {},
  ): Promise<PreviewAnswer> => {
    // What the engine was doing when something failed: the message says which.
    let phase: 'reading' | 'checking' = request.type === 'read' ? 'reading' : 'checking';
    try {
      if (request.type === 'read') {
        const refused = await read(request, progress);
        if (refused) return refused;
        phase = 'checking';
      }
      return checked(request);
    } catch (error) {
      raw = [];
      current = null;
      return { type: 'refused', reason: failure(phase, error) };
    }
  };
}

/** The worker's side of the messages: one request at a time, its checked rows a slice at a time. */
export function servePreview(post: (message: PreviewMessage) => void) {
  const handle = createPreviewEngine();
  let queue = Promise.resolve();
  return (request: PreviewRequest) => {
    // In order: a check never runs on a half-read file.
    queue = queue
      .then(async () => {
        const answer = await handle(request, (progress) => post({ progress }));
        if (answer.type !== 'file') return post({ answer });
        const { rows } = answer.file;
        for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
          post({ rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
        }
        post({ answer: { type: 'file', file: { ...answer.file, rows: [] } } });
      })
      .catch(() => undefined);
  };
}
