/**
 * What the import worker does, as plain functions: read a file into raw rows, keep them, and
 * check them against the defaults (again, when the defaults change). The worker wraps it; where
 * no module worker exists (unit tests in jsdom) it runs in the page.
 */
import type { MetadataTypeOption } from '../../lib/config';
import { makeRowChecker, type CheckedRow, type ImportDefaults } from './check-rows';

/** Rows per message: each is copied to the page in its own short task. */
export const ROWS_PER_MESSAGE = 1000;
import type { RawRow } from './import-columns';
import { clip } from './limits';
import { readImportFile, type ImportFormat } from './read-file';

export type PreviewRequest =
  | {
      type: 'read';
      seq: number;
      file: File;
      defaults: ImportDefaults;
      metadataTypes: MetadataTypeOption[];
    }
  | { type: 'check'; seq: number; defaults: ImportDefaults };

export interface PreviewFile {
  name: string;
  format: ImportFormat;
  rows: CheckedRow[];
  notices: string[];
  /** The file cannot be imported as it is (a duplicate header). */
  blocking: boolean;
}

export type PreviewResponse =
  | { type: 'progress'; seq: number; rows: number }
  /** Checked rows, in order, a slice at a time; `ready` follows with rows: []. */
  | { type: 'rows'; seq: number; rows: CheckedRow[] }
  | { type: 'refused'; seq: number; reason: string }
  | { type: 'ready'; seq: number; file: PreviewFile };

function failure(phase: 'reading' | 'checking', error: unknown): string {
  const detail = clip(error instanceof Error ? error.message : String(error), 120);
  return phase === 'reading'
    ? `The file could not be read (${detail}). Check that it is a CSV or JSON file as described above, or split it.`
    : `The file was read, but checking its rows stopped (${detail}). Split the file into smaller ones and import them one by one.`;
}

export function createPreviewEngine(post: (response: PreviewResponse) => void) {
  let raw: RawRow[] = [];
  let current: Omit<PreviewFile, 'rows'> | null = null;
  let check: ReturnType<typeof makeRowChecker> | null = null;

  const checkAll = (defaults: ImportDefaults) => raw.map((row, i) => check!(row, i + 1, defaults));

  // What the engine was doing when something failed: the message says which.
  let phase: 'reading' | 'checking' = 'reading';

  async function handle(request: PreviewRequest): Promise<void> {
    phase = request.type === 'read' ? 'reading' : 'checking';
    if (request.type === 'read') {
      raw = [];
      current = null;
      const result = await readImportFile(request.file, (rows) =>
        post({ type: 'progress', seq: request.seq, rows }),
      );
      if (!result.ok) {
        post({ type: 'refused', seq: request.seq, reason: result.reason });
        return;
      }
      raw = result.rows;
      check = makeRowChecker(request.metadataTypes);
      current = {
        name: request.file.name,
        format: result.format,
        notices: result.notices,
        blocking: result.blocking,
      };
    }
    if (!current || !check) return;
    phase = 'checking';
    const rows = checkAll(request.defaults);
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
      post({ type: 'rows', seq: request.seq, rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
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
