/**
 * How a file's columns (CSV) or fields (JSON) become an entry's fields, before any checking.
 * Every value stays as the file wrote it (strings), so the shared field schemas judge it the
 * way they judge what people type in the form. Which column fills what is column-match.ts's.
 */
import { LIMITS, type EntryFields } from '../../../api/entry-fields';
import type { ColumnPlan } from './column-match';
import { addProblem } from '../file/limits';
import { formatCount } from '../../../lib/plural';

type RawItem = EntryFields['metadata'][number];

/**
 * One row as read from the file: the form's fields, Encrypt data as written ('true', '0', 'yes',
 * …, or a JSON boolean), and the problems found while reading it.
 */
export type RawRow = Omit<EntryFields, 'data_encrypted'> & {
  data_encrypted: string | boolean;
  problems: string[];
};

export const TEXT_COLUMNS = [
  'title',
  'folder_id',
  'template',
  'description',
  'callback_url',
] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];

/** The type a metadata-item column's items get. */
export const META_COLUMN_TYPE = 'TEXT';

/** The same words as the form's rule, said once for the whole list. */
export function tooManyItems(count: number): string {
  return `Metadata: keep it to ${formatCount(LIMITS.items)} metadata items or fewer; this row has ${formatCount(count)}.`;
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

/** One CSV record, by the plan the column choices make. */
export function csvRecordToRaw(cells: readonly string[], plan: ColumnPlan): RawRow {
  const row = emptyRaw();
  const metaItems: RawItem[] = [];
  for (const { index, target, key } of plan.columns) {
    const cell = cells[index] ?? '';
    if (target === 'item') {
      if (cell.trim() !== '') metaItems.push(item({ type: META_COLUMN_TYPE, key, value: cell }));
    } else if (target === 'metadata') {
      if (cell.trim() !== '') readMetadataJson(cell, row);
    } else if (target === 'data_encrypted') {
      row.data_encrypted = cell;
    } else {
      row[target as TextColumn] = cell;
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
