/**
 * What the import worker does: read a file into rows, keep its records, and check every row
 * against the defaults and column choices (again when either changes), fixed rows kept as fixed.
 */
import type { MetadataTypeOption } from '../../../lib/config';
import { makeRowChecker, type CheckedRow, type ImportDefaults } from '../check/check-rows';
import { headerKey, type ColumnTarget, type Remembered } from '../columns/column-match';
import type { RawRow } from '../columns/import-columns';
import { clip } from './limits';
import { rowsOfTable, type CsvTable, type ImportFormat } from './read-csv';
import { readImportFile } from './read-file';

/** Rows per message: each is copied to the page in its own short task. */
export const ROWS_PER_MESSAGE = 1000;

export type PreviewRequest =
  | {
      type: 'read';
      seq: number;
      file: File;
      defaults: ImportDefaults;
      metadataTypes: MetadataTypeOption[];
      /** Column choices remembered in this browser, by header (column-match.ts's headerKey). */
      remembered?: Remembered;
    }
  | { type: 'check'; seq: number; defaults: ImportDefaults; choices?: ColumnTarget[] }
  /** A row as fixed in place: kept over what the file says, and checked now. */
  | { type: 'fix'; seq: number; n: number; raw: RawRow; defaults: ImportDefaults }
  /** The row as read (or as last fixed), for the Fix row dialog. */
  | { type: 'raw'; seq: number; n: number };

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
}

export type PreviewResponse =
  | { type: 'progress'; seq: number; rows: number }
  /** Checked rows, in order, a slice at a time; `ready` follows with rows: []. */
  | { type: 'rows'; seq: number; rows: CheckedRow[] }
  | { type: 'refused'; seq: number; reason: string }
  | { type: 'ready'; seq: number; file: PreviewFile }
  | { type: 'fixed'; seq: number; row: CheckedRow }
  | { type: 'raw'; seq: number; n: number; raw: RawRow | null };

function failure(phase: 'reading' | 'checking', error: unknown): string {
  const detail = clip(error instanceof Error ? error.message : String(error), 120);
  return phase === 'reading'
    ? `The file could not be read (${detail}). Check that it is a CSV or JSON file as described above, or split it.`
    : `The file was read, but checking its rows stopped (${detail}). Split the file into smaller ones and import them one by one.`;
}

export function createPreviewEngine(post: (response: PreviewResponse) => void) {
  let raw: RawRow[] = [];
  let lines: number[] = [];
  let table: CsvTable | undefined;
  const fixes = new Map<number, RawRow>();
  let current: Omit<PreviewFile, 'rows'> | null = null;
  let check: ReturnType<typeof makeRowChecker> | null = null;

  const checkOne = (n: number, defaults: ImportDefaults) =>
    check!(fixes.get(n) ?? raw[n - 1]!, n, defaults, lines[n - 1] ?? n);

  // What the engine was doing when something failed: the message says which.
  let phase: 'reading' | 'checking' = 'reading';

  async function read(request: Extract<PreviewRequest, { type: 'read' }>): Promise<boolean> {
    raw = [];
    table = undefined;
    fixes.clear();
    current = null;
    const result = await readImportFile(
      request.file,
      (rows) => post({ type: 'progress', seq: request.seq, rows }),
      (header) => request.remembered?.get(headerKey(header)) ?? null,
    );
    if (!result.ok) {
      post({ type: 'refused', seq: request.seq, reason: result.reason });
      return false;
    }
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
    };
    return true;
  }

  async function handle(request: PreviewRequest): Promise<void> {
    phase = request.type === 'read' ? 'reading' : 'checking';
    if (request.type === 'raw') {
      const row = fixes.get(request.n) ?? raw[request.n - 1] ?? null;
      post({ type: 'raw', seq: request.seq, n: request.n, raw: row });
      return;
    }
    if (request.type === 'read' && !(await read(request))) return;
    if (!current || !check) return;
    phase = 'checking';
    if (request.type === 'fix') {
      fixes.set(request.n, request.raw);
      post({ type: 'fixed', seq: request.seq, row: checkOne(request.n, request.defaults) });
      return;
    }
    if (request.type === 'check' && request.choices && table) {
      // The columns matched again: every row made again from the file's records.
      const remade = rowsOfTable(table, request.choices);
      raw = remade.rows;
      current = {
        ...current,
        notices: remade.notices,
        blocking: remade.blocking,
        choices: request.choices,
      };
    }
    for (let i = 0; i < raw.length; i += ROWS_PER_MESSAGE) {
      const rows: CheckedRow[] = [];
      const end = Math.min(raw.length, i + ROWS_PER_MESSAGE);
      for (let n = i + 1; n <= end; n++) rows.push(checkOne(n, request.defaults));
      post({ type: 'rows', seq: request.seq, rows });
    }
    post({ type: 'ready', seq: request.seq, file: { ...current, rows: [] } });
  }

  return async (request: PreviewRequest): Promise<void> => {
    try {
      await handle(request);
    } catch (error) {
      raw = [];
      current = null;
      post({ type: 'refused', seq: request.seq, reason: failure(phase, error) });
    }
  };
}
