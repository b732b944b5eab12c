/**
 * Reads an import file into raw rows: CSV through PapaParse (streamed in chunks, delimiter
 * detected, BOM dropped, quoted fields with commas, quotes and line breaks), JSON as an array
 * of objects, NDJSON as one object per line, an .xlsx or .ods sheet (read-spreadsheet.ts). Bad files are refused with the reason. Runs in the
 * import worker; pure apart from reading the file, so tests call it with strings.
 */
import type { ColumnTarget } from '../columns/column-match';
import { decodeFile } from './decode-text';
import { jsonObjectToRaw } from '../columns/import-columns';
import { isolate } from '../../../lib/isolate';
import { isRecord } from '../../../api/schemas';
import { clip } from './limits';
import {
  MAX_ROWS,
  readCsv,
  refuse,
  TOO_MANY,
  type ImportFormat,
  type ReadResult,
} from './read-csv';
import { plural } from '../../../lib/plural';

export const MAX_BYTES = 50 * 1024 * 1024;

/** Unknown JSON fields named one by one; past them, one line counts the rest. */
const NAMED_FIELDS = 10;

/** How a file is read, by its extension (TSV and text files are CSV with a detected delimiter). */
export function formatOf(name: string): ImportFormat | null {
  const match = /\.(csv|tsv|txt|json|ndjson|jsonl|xlsx|ods)$/i.exec(name.trim());
  const ext = match?.[1]?.toLowerCase();
  if (!ext) return null;
  if (ext === 'tsv' || ext === 'txt') return 'csv';
  return ext === 'jsonl' ? 'ndjson' : (ext as ImportFormat);
}

/** A spreadsheet file the console does not read: what to do instead. */
const SPREADSHEET = /\.(xlsm|xls|xlsb|numbers)$/i;
export const SAVE_AS =
  'The console reads spreadsheets saved as Excel workbooks (.xlsx) or OpenDocument (.ods). In the spreadsheet, choose File → Save as (or Download) → .xlsx or CSV, and import that file.';

/** The checks every file gets before it is read: type, size, empty (its bytes: decode-text.ts). */
export function checkFile(file: Blob & { name: string }): string | null {
  if (SPREADSHEET.test(file.name.trim())) return SAVE_AS;
  if (!formatOf(file.name)) return 'Choose a .csv, .tsv, .json, .ndjson, .xlsx or .ods file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_BYTES) return 'The file is over 50 MB: split it into smaller files.';
  return null;
}

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

/** JSON: an array of objects shaped like the create body, or one object per line. */
export function readJson(text: string): ReadResult {
  // The decoder has dropped a BOM already.
  if (text.trim() === '') return refuse('The file is empty.');
  let objects: unknown[];
  // NDJSON: the line each object is on; a JSON array: the item's place in it.
  let lines: number[] | null = null;
  let format: ImportFormat = 'json';
  if (text.trimStart().startsWith('[')) {
    try {
      objects = JSON.parse(text) as unknown[];
    } catch {
      // Not JSON: the file is refused with the reason.
      return refuse('The file is not valid JSON.');
    }
  } else {
    format = 'ndjson';
    objects = [];
    lines = [];
    const texts = text.split(/\r?\n/);
    for (let i = 0; i < texts.length; i++) {
      const line = texts[i] ?? '';
      if (line.trim() === '') continue;
      try {
        objects.push(JSON.parse(line));
        lines.push(i + 1);
      } catch {
        // Not JSON: the file is refused with the line.
        return refuse(
          `Line ${i + 1} is not valid JSON: the file must be a JSON array of objects or one object per line.`,
        );
      }
      if (objects.length > MAX_ROWS) return refuse(TOO_MANY);
    }
  }
  if (objects.length > MAX_ROWS) return refuse(TOO_MANY);
  if (objects.length === 0) return refuse('The file has no rows to import.');
  const bad = objects.findIndex((o) => !isRecord(o));
  if (bad >= 0) {
    return refuse(`The JSON is not an array of objects: item ${bad + 1} is ${kind(objects[bad])}.`);
  }
  const unknown = new Set<string>();
  const rows = (objects as Record<string, unknown>[]).map((o) => jsonObjectToRaw(o, unknown));
  const names = [...unknown];
  const notices = names
    .slice(0, NAMED_FIELDS)
    .map(
      (name) =>
        `The field "${isolate(clip(name, 60))}" is not one the console knows: it is not imported.`,
    );
  if (names.length > NAMED_FIELDS) {
    const more = plural(names.length - NAMED_FIELDS, 'more field');
    notices.push(`…and ${more} the console does not know: not imported.`);
  }
  return {
    ok: true,
    format,
    rows,
    lines: lines ?? rows.map((_, i) => i + 1),
    notices,
    blocking: false,
  };
}

/** Any accepted file: checked first, then read by its extension. */
export async function readImportFile(
  file: Blob & { name: string },
  onProgress?: (rows: number) => void,
  choose?: (header: readonly string[]) => ColumnTarget[] | null,
  /** A workbook's sheet to read (by default the first visible one with rows). */
  sheet?: string,
): Promise<ReadResult> {
  const problem = checkFile(file);
  if (problem) return refuse(problem);
  const format = formatOf(file.name);
  if (format === 'xlsx' || format === 'ods') {
    // The spreadsheet library loads only now, in its own chunk.
    const { readSpreadsheet } = await import('./read-spreadsheet');
    return readSpreadsheet(file, format, sheet, choose);
  }
  const decoded = await decodeFile(file);
  if (!decoded.ok) return refuse(decoded.reason);
  if (format === 'csv') return readCsv(decoded.text, onProgress, choose);
  return readJson(decoded.text);
}
