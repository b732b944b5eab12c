/**
 * How a file's columns (CSV) or fields (JSON) become an entry's fields, before any checking.
 * Every value stays as the file wrote it (strings), so the shared field schemas judge it the
 * way they judge what people type in the form. Unknown columns and duplicate headers are
 * reported, never guessed.
 */

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

const quote = (name: string) => `"${name}"`;

/** Reads the header row: which column fills what, and what is wrong with it. */
export function planHeader(header: readonly string[]): HeaderPlan {
  const seen = new Map<string, number[]>();
  header.forEach((raw, index) => {
    const name = normaliseHeader(raw, index);
    if (name === '') return;
    seen.set(name, [...(seen.get(name) ?? []), index]);
  });
  const columns: HeaderPlan['columns'] = [];
  const notices: string[] = [];
  let blocking = false;
  for (const [name, indexes] of seen) {
    const first = indexes[0] ?? 0;
    const known = KNOWN_COLUMNS.includes(name) || metaKey(name) !== null;
    if (indexes.length > 1) {
      blocking = true;
      notices.push(
        `The column ${quote(name)} appears ${indexes.length} times (columns ${indexes
          .map((i) => i + 1)
          .join(', ')}): keep one and import again.`,
      );
    } else if (!known) {
      notices.push(
        `The column ${quote(name)} (column ${first + 1}) is not one the console knows: it is not imported.`,
      );
    } else {
      columns.push({ index: first, name });
    }
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
  row.metadata.push(...metaItems);
  return row;
}

function readMetadataJson(text: string, row: RawRow): void {
  try {
    readMetadataList(JSON.parse(text), row);
  } catch {
    row.problems.push('Metadata: the metadata column is not valid JSON.');
  }
}

function readMetadataList(value: unknown, row: RawRow): void {
  if (!Array.isArray(value)) {
    row.problems.push('Metadata: must be a JSON array of items.');
    return;
  }
  value.forEach((entry, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      row.problems.push(`Metadata item ${i + 1}: must be an object.`);
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
        row.problems.push(`${name}: must be text.`);
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
