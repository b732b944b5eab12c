/**
 * Reads an import file into raw rows: CSV through PapaParse (streamed in chunks, delimiter
 * detected, BOM dropped, quoted fields with commas, quotes and line breaks), JSON as an array
 * of objects, NDJSON as one object per line. Bad files are refused with the reason. Runs in the
 * import worker; pure apart from reading the file, so tests call it with strings.
 */
import Papa, { type ParseError } from 'papaparse';
import { decodeFile, encodingOf } from './decode-text';
import { csvRecordToRaw, jsonObjectToRaw, planHeader, type RawRow } from './import-columns';
import { addProblem, clip } from './limits';

export const MAX_BYTES = 50 * 1024 * 1024;
export const MAX_ROWS = 100_000;
export type ImportFormat = 'csv' | 'json' | 'ndjson';

export type ReadResult =
  | { ok: true; format: ImportFormat; rows: RawRow[]; notices: string[]; blocking: boolean }
  | { ok: false; reason: string };

const refuse = (reason: string): ReadResult => ({ ok: false, reason });
/** Unknown JSON fields named one by one; past them, one line counts the rest. */
const NAMED_FIELDS = 10;
const QUOTES_HINT = 'check the quotes in this row and the rows after it.';
const TOO_MANY = `The file has more than ${MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files.`;

export function formatOf(name: string): ImportFormat | null {
  const match = /\.(csv|json|ndjson)$/i.exec(name.trim());
  return match?.[1] ? (match[1].toLowerCase() as ImportFormat) : null;
}

/** A NUL byte, or bytes that are not UTF-8, in the file's first 64 KB: not a text file. */
export function looksBinary(bytes: Uint8Array, complete: boolean): boolean {
  if (bytes.includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return false;
  } catch {
    // The decoder refuses anything but strict UTF-8.
    return true;
  }
}

/**
 * The checks every file gets before it is read: type, size, empty, binary. (The whole file is
 * checked as it is decoded: decode-text.ts.)
 */
export async function checkFile(file: Blob & { name: string }): Promise<string | null> {
  if (!formatOf(file.name)) return 'Choose a .csv, .json or .ndjson file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_BYTES) return 'The file is over 50 MB: split it into smaller files.';
  const head = new Uint8Array(await file.slice(0, 65536).arrayBuffer());
  if (encodingOf(head) === 'utf-8' && looksBinary(head, file.size <= 65536)) {
    return 'This is not a text file (CSV or JSON in UTF-8): it looks binary.';
  }
  return null;
}

/** A CSV with a header row; `onProgress` hears the rows read so far, chunk by chunk. */
export function readCsv(
  input: string | Blob,
  onProgress?: (rows: number) => void,
): Promise<ReadResult> {
  return new Promise((resolve) => {
    let plan: ReturnType<typeof planHeader> | null = null;
    const rows: RawRow[] = [];
    let refused: string | null = null;
    const readChunk = (data: string[][], errors: ParseError[]) => {
      // The row each record of this chunk became (null: the header).
      const made: (RawRow | null)[] = [];
      for (const cells of data) {
        if (!plan) {
          plan = planHeader(cells);
          made.push(null);
          continue;
        }
        if (rows.length >= MAX_ROWS) {
          refused = TOO_MANY;
          return;
        }
        const row = csvRecordToRaw(cells, plan);
        if (cells.length > plan.width) {
          addProblem(
            row.problems,
            `The row has ${cells.length} cells but the header has ${plan.width}: check for an unquoted comma or semicolon.`,
          );
        }
        rows.push(row);
        made.push(row);
      }
      const marked = new Set<RawRow>();
      for (const error of errors) {
        if (error.type !== 'Quotes') continue;
        const at = error.row ?? -1;
        const target = at >= 0 && at < made.length ? made[at] : (rows[rows.length - 1] ?? null);
        if (target === null) {
          refused = `The header row has a quoted field that is not closed or has text after its closing quote: ${QUOTES_HINT}`;
          return;
        }
        if (!target || marked.has(target)) continue;
        marked.add(target);
        addProblem(
          target.problems,
          error.code === 'MissingQuotes'
            ? `A quoted field is not closed, so the lines after it were read into this row: ${QUOTES_HINT}`
            : `A quoted field has text after its closing quote (a quote inside a field must be doubled, as ""), so lines after it may have been read into this row: ${QUOTES_HINT}`,
        );
      }
    };
    // A string (tests, and the decoded file) streams in chunks too; the typings only know files.
    Papa.parse<string[], File>(input as File, {
      skipEmptyLines: 'greedy',
      chunkSize: 1024 * 1024,
      chunk(results, parser) {
        try {
          readChunk(results.data, results.errors);
        } catch (error) {
          // A row the reader cannot take: this file is refused, the next one starts afresh.
          refused = `Row ${(rows.length + 1).toLocaleString('en-US')} could not be read (${clip(
            error instanceof Error ? error.message : String(error),
            120,
          )}): check that row, or split the file.`;
        }
        if (refused) {
          parser.abort();
          return;
        }
        onProgress?.(rows.length);
      },
      complete() {
        if (refused) return resolve(refuse(refused));
        if (!plan) return resolve(refuse('The file is empty.'));
        if (rows.length === 0) return resolve(refuse('The file has a header row but no rows.'));
        if (plan.columns.length === 0 && !plan.blocking) {
          return resolve(refuse('None of the columns is one the console knows, such as "title".'));
        }
        resolve({ ok: true, format: 'csv', rows, notices: plan.notices, blocking: plan.blocking });
      },
      error(error) {
        resolve(refuse(`The file could not be read: ${error.message}`));
      },
    });
  });
}

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON: an array of objects shaped like the create body, or one object per line. */
export function readJson(text: string): ReadResult {
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') return refuse('The file is empty.');
  let objects: unknown[];
  let format: ImportFormat = 'json';
  if (source.trimStart().startsWith('[')) {
    try {
      objects = JSON.parse(source) as unknown[];
    } catch {
      // Not JSON: the file is refused with the reason.
      return refuse('The file is not valid JSON.');
    }
  } else {
    format = 'ndjson';
    objects = [];
    const lines = source.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (line.trim() === '') continue;
      try {
        objects.push(JSON.parse(line));
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
  const bad = objects.findIndex((o) => !isObject(o));
  if (bad >= 0) {
    return refuse(`The JSON is not an array of objects: item ${bad + 1} is ${kind(objects[bad])}.`);
  }
  const unknown = new Set<string>();
  const rows = (objects as Record<string, unknown>[]).map((o) => jsonObjectToRaw(o, unknown));
  const names = [...unknown];
  const notices = names
    .slice(0, NAMED_FIELDS)
    .map(
      (name) => `The field "${clip(name, 60)}" is not one the console knows: it is not imported.`,
    );
  if (names.length > NAMED_FIELDS) {
    const more = names.length - NAMED_FIELDS;
    notices.push(
      `…and ${more.toLocaleString('en-US')} more ${more === 1 ? 'field' : 'fields'} the console does not know: not imported.`,
    );
  }
  return { ok: true, format, rows, notices, blocking: false };
}

/** Any accepted file: checked first, then read by its extension. */
export async function readImportFile(
  file: Blob & { name: string },
  onProgress?: (rows: number) => void,
): Promise<ReadResult> {
  const problem = await checkFile(file);
  if (problem) return refuse(problem);
  const decoded = await decodeFile(file);
  if (!decoded.ok) return refuse(decoded.reason);
  if (formatOf(file.name) === 'csv') return readCsv(decoded.text, onProgress);
  return readJson(decoded.text);
}
