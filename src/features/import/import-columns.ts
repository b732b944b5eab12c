/**
 * How a file's columns (CSV) or fields (JSON) become an entry's fields, before any checking.
 * Every value stays as the file wrote it (strings), so the shared field schemas judge it the
 * way they judge what people type in the form. Unknown columns and duplicate headers are
 * reported, never guessed.
 */
import { LIMITS } from '../../api/entry-fields';
import { addProblem, clip } from './limits';

/** One metadata item as read from the file, every field a string. */
export interface RawItem {
  type: string;
  key: string;
  value: string;
  file: string;
  title: string;
}

/** One row as read from the file; `problems` are those found while reading it. */
export interface RawRow {
  title: string;
  folder_id: string;
  template: string;
  description: string;
  callback_url: string;
  /** As written: 'true', '0', 'yes', …, or a JSON boolean. */
  data_encrypted: string | boolean;
  metadata: RawItem[];
  problems: string[];
}

export const TEXT_COLUMNS = [
  'title',
  'folder_id',
  'template',
  'description',
  'callback_url',
] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];
export const KNOWN_COLUMNS: readonly string[] = [...TEXT_COLUMNS, 'data_encrypted', 'metadata'];
export const META_PREFIX = 'meta:';

/** The type a `meta:<key>` column's items get. */
export const META_COLUMN_TYPE = 'TEXT';

export interface HeaderPlan {
  /** Column index → what it fills; unknown and duplicate columns are left out. */
  columns: { index: number; name: string }[];
  /** Problems with the header, for the whole file. */
  notices: string[];
  /** A duplicate header: the file cannot be imported as it is. */
  blocking: boolean;
  /** How many cells the header has. */
  width: number;
}

const quote = (name: string) => `"${clip(name, 60)}"`;

/** Header notices drawn one by one; past them, one line counts the rest. */
const NAMED_COLUMNS = 10;

/** Reads the header row: which column fills what, and what is wrong with it. */
export function planHeader(header: readonly string[]): HeaderPlan {
  const seen = new Map<string, number[]>();
  header.forEach((raw, index) => {
    const name = normaliseHeader(raw, index);
    if (name === '') return;
    const indexes = seen.get(name);
    if (indexes) indexes.push(index);
    else seen.set(name, [index]);
  });
  const columns: HeaderPlan['columns'] = [];
  const notices: string[] = [];
  let blocking = false;
  // Past the first notices, columns are only counted (100,000 unknown columns: one line).
  let unnamed = 0;
  const notice = (text: () => string) => {
    if (notices.length < NAMED_COLUMNS) notices.push(text());
    else unnamed += 1;
  };
  for (const [name, indexes] of seen) {
    const first = indexes[0] ?? 0;
    const known = KNOWN_COLUMNS.includes(name) || metaKey(name) !== null;
    if (indexes.length > 1) {
      blocking = true;
      notice(
        () =>
          `The column ${quote(name)} appears ${indexes.length.toLocaleString('en-US')} times (columns ${clip(
            indexes.map((i) => i + 1).join(', '),
            60,
          )}): keep one and import again.`,
      );
    } else if (!known) {
      notice(
        () =>
          `The column ${quote(name)} (column ${first + 1}) is not one the console knows: it is not imported.`,
      );
    } else {
      columns.push({ index: first, name });
    }
  }
  if (unnamed > 0) {
    notices.push(
      `…and ${unnamed.toLocaleString('en-US')} more ${unnamed === 1 ? 'column' : 'columns'} not imported (unknown or repeated).`,
    );
  }
  if (header.some((raw, index) => normaliseHeader(raw, index) === '')) {
    notices.push('Columns without a header are not imported.');
  }
  return { columns, notices, blocking, width: header.length };
}

function normaliseHeader(raw: string, index: number): string {
  const name = (index === 0 ? raw.replace(/^\uFEFF/, '') : raw).trim();
  return name.toLowerCase().startsWith(META_PREFIX)
    ? META_PREFIX + name.slice(META_PREFIX.length).trim()
    : name.toLowerCase();
}

function metaKey(name: string): string | null {
  return name.startsWith(META_PREFIX) && name.length > META_PREFIX.length
    ? name.slice(META_PREFIX.length)
    : null;
}

/** The same words as the form's rule, said once for the whole list. */
export function tooManyItems(count: number): string {
  return `Metadata: keep it to ${LIMITS.items.toLocaleString('en-US')} metadata items or fewer; this row has ${count.toLocaleString('en-US')}.`;
}

export function emptyRaw(): RawRow {
  return {
    title: '',
    folder_id: '',
    template: '',
    description: '',
    callback_url: '',
    data_encrypted: '',
    metadata: [],
    problems: [],
  };
}

/** One CSV record, by the header's plan. */
export function csvRecordToRaw(cells: readonly string[], plan: HeaderPlan): RawRow {
  const row = emptyRaw();
  const metaItems: RawItem[] = [];
  for (const { index, name } of plan.columns) {
    const cell = cells[index] ?? '';
    const key = metaKey(name);
    if (key !== null) {
      if (cell.trim() !== '') metaItems.push(item({ type: META_COLUMN_TYPE, key, value: cell }));
    } else if (name === 'metadata') {
      if (cell.trim() !== '') readMetadataJson(cell, row);
    } else if (name === 'data_encrypted') {
      row.data_encrypted = cell;
    } else {
      row[name as TextColumn] = cell;
    }
  }
  // One by one: spreading 200,000 items into push() overflows the stack.
  for (const metaItem of metaItems) row.metadata.push(metaItem);
  return row;
}

function readMetadataJson(text: string, row: RawRow): void {
  try {
    readMetadataList(JSON.parse(text), row);
  } catch {
    // Not JSON: a problem on the row.
    addProblem(row.problems, 'Metadata: the metadata column is not valid JSON.');
  }
}

function readMetadataList(value: unknown, row: RawRow): void {
  if (!Array.isArray(value)) {
    addProblem(row.problems, 'Metadata: must be a JSON array of items.');
    return;
  }
  if (value.length > LIMITS.items) {
    addProblem(row.problems, tooManyItems(value.length));
    return;
  }
  value.forEach((entry, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      addProblem(row.problems, `Metadata item ${i + 1}: must be an object.`);
      return;
    }
    row.metadata.push(item(entry as Record<string, unknown>));
  });
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function item(source: Record<string, unknown>): RawItem {
  return {
    type: text(source.type),
    key: text(source.key),
    value: text(source.value),
    file: text(source.file),
    title: text(source.title),
  };
}

/**
 * One JSON object shaped like the create body. Unknown fields (an export's `id`, `status`, …)
 * are not imported; their names are collected in `unknown` for one notice per file.
 */
export function jsonObjectToRaw(source: Record<string, unknown>, unknown: Set<string>): RawRow {
  const row = emptyRaw();
  for (const [name, value] of Object.entries(source)) {
    if ((TEXT_COLUMNS as readonly string[]).includes(name)) {
      if (value !== null && value !== undefined && typeof value !== 'string') {
        addProblem(row.problems, `${name}: must be text.`);
      } else row[name as TextColumn] = value ?? '';
    } else if (name === 'data_encrypted') {
      row.data_encrypted = typeof value === 'boolean' ? value : text(value);
    } else if (name === 'metadata') {
      if (value !== null && value !== undefined) readMetadataList(value, row);
    } else {
      unknown.add(name);
    }
  }
  return row;
}
