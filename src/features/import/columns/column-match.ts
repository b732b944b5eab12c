/**
 * Match columns: which field each column of a CSV file fills. A header is matched whatever its
 * case, spacing or punctuation, with the aliases people use (`Name` → title, `Notes` →
 * description…); `meta:<key>` is a TEXT item with that key; any other column starts as a
 * metadata item keyed by its header. Two columns filling one field (or one item key) block
 * the file until one of them is switched, so a value is never silently dropped.
 */
import { isolate } from '../../../lib/isolate';
import { clip } from '../file/limits';
import { formatCount } from '../../../lib/plural';

export type ColumnTarget =
  | 'title'
  | 'folder_id'
  | 'template'
  | 'description'
  | 'callback_url'
  | 'data_encrypted'
  | 'metadata'
  | 'item'
  | 'ignore';

/** The select's options, in order, with the words people read. */
export const TARGET_LABELS: Record<ColumnTarget, string> = {
  title: 'Title',
  folder_id: 'Folder',
  template: 'Template',
  description: 'Description',
  callback_url: 'Callback URL',
  data_encrypted: 'Encrypt data',
  metadata: 'Metadata (JSON)',
  item: 'Metadata item',
  ignore: 'Ignore',
};

export const TARGETS = Object.keys(TARGET_LABELS) as ColumnTarget[];

export const META_PREFIX = 'meta:';

/** Columns past this many start as `Ignore` and are not listed one by one. */
export const MAX_MATCHED_COLUMNS = 500;

// A Map, not an object: a header such as `constructor` must not find Object.prototype's.
const ALIASES: ReadonlyMap<string, ColumnTarget> = new Map([
  ['title', 'title'],
  ['name', 'title'],
  ['folder', 'folder_id'],
  ['folderid', 'folder_id'],
  ['template', 'template'],
  ['kind', 'template'],
  ['description', 'description'],
  ['notes', 'description'],
  ['note', 'description'],
  ['callback', 'callback_url'],
  ['callbackurl', 'callback_url'],
  ['encrypted', 'data_encrypted'],
  ['encryptdata', 'data_encrypted'],
  ['dataencrypted', 'data_encrypted'],
  ['metadata', 'metadata'],
  ['metadatajson', 'metadata'],
]);

/** A value is one of the targets (own keys of TARGET_LABELS only, never `constructor`). */
export const isTarget = (value: unknown): value is ColumnTarget =>
  typeof value === 'string' && Object.hasOwn(TARGET_LABELS, value);

/** Lower case, letters and digits only: `Folder ID`, `folder_id` and `FolderId` are one name. */
export function normalise(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The key a metadata-item column gives its items: after `meta:`, or the header itself. */
export function itemKey(header: string): string {
  return header.toLowerCase().startsWith(META_PREFIX)
    ? header.slice(META_PREFIX.length).trim()
    : header;
}

/** The automatic match of every column: aliases first; a field taken by another header makes an item. */
export function autoMatch(header: readonly string[]): ColumnTarget[] {
  const taken = new Map<ColumnTarget, string>();
  return header.map((text, index) => {
    if (text === '' || index >= MAX_MATCHED_COLUMNS) return 'ignore';
    if (text.toLowerCase().startsWith(META_PREFIX)) return 'item';
    const name = normalise(text);
    const field = ALIASES.get(name);
    if (!field) return 'item';
    const by = taken.get(field);
    // The same header twice is a duplicate (blocking); another alias of a taken field is an item.
    if (by !== undefined && by !== name) return 'item';
    taken.set(field, name);
    return field;
  });
}

export interface PlannedColumn {
  index: number;
  target: Exclude<ColumnTarget, 'ignore'>;
  /** For `item`: the items' key. */
  key: string;
}

export interface ColumnPlan {
  columns: PlannedColumn[];
  notices: string[];
  /** Two columns fill one field or one item key: nothing can be imported until one changes. */
  blocking: boolean;
}

const quote = (name: string) => `"${isolate(clip(name, 60))}"`;
const NAMED = 10;

/** The plan the choices make of the header, and what is wrong with it. */
export function planColumns(
  header: readonly string[],
  choices: readonly ColumnTarget[],
): ColumnPlan {
  const columns: PlannedColumn[] = [];
  const users = new Map<string, number[]>();
  header.forEach((text, index) => {
    const target = choices[index] ?? 'ignore';
    if (target === 'ignore') return;
    const key = target === 'item' ? itemKey(text) : '';
    columns.push({ index, target, key });
    const slot = target === 'item' ? `item:${key}` : target;
    users.set(slot, [...(users.get(slot) ?? []), index]);
  });
  const notices: string[] = [];
  let blocking = false;
  let unnamed = 0;
  for (const [slot, indexes] of users) {
    if (indexes.length < 2) continue;
    blocking = true;
    if (notices.length >= NAMED) {
      unnamed += 1;
      continue;
    }
    const first = indexes[0]!;
    const what = slot.startsWith('item:')
      ? `the metadata item ${quote(slot.slice(5))}`
      : TARGET_LABELS[slot as ColumnTarget];
    notices.push(
      `The column ${quote(header[first]!)} appears ${formatCount(indexes.length)} times: columns ${clip(
        indexes.map((i) => i + 1).join(', '),
        60,
      )} all fill ${what}. In Match columns, choose Ignore for all but one.`,
    );
  }
  if (unnamed > 0) {
    notices.push(`…and ${formatCount(unnamed)} more columns filling one field twice.`);
  }
  const past = header.length - MAX_MATCHED_COLUMNS;
  if (past > 0) {
    notices.push(
      `The file has ${formatCount(header.length)} columns: the ${formatCount(past)} past column ${MAX_MATCHED_COLUMNS} are not imported.`,
    );
  }
  return { columns, notices, blocking };
}

/** A column as people read its name: its header, or its place when it has none. */
export function columnName(header: readonly string[], index: number): string {
  const text = header[index] ?? '';
  return text === '' ? `Column ${index + 1}` : text;
}

/** Fields every entry needs: Folder and Template may come from the import's defaults instead. */
const REQUIRED = ['title', 'folder_id', 'template'] as const;
export type RequiredField = (typeof REQUIRED)[number];

/**
 * The required fields no column fills (and no default, for Folder and Template): every row
 * lacks them alike, so the file is told once, not each row.
 */
export function unfilledFields(
  choices: readonly ColumnTarget[],
  defaults: { folder: string; template: string },
): RequiredField[] {
  const byDefault: Record<RequiredField, string> = {
    title: '',
    folder_id: defaults.folder,
    template: defaults.template,
  };
  return REQUIRED.filter((field) => !choices.includes(field) && byDefault[field].trim() === '');
}

/** Values shown for each column in Match columns, and the characters drawn of each. */
export const SAMPLES = 3;
export const SAMPLE_CHARS = 40;
/** Rows looked at for them: a column empty in the first ones shows none. */
const SAMPLE_ROWS = 1000;

/**
 * The first few different values of each column (blank cells passed over), each kept one
 * character past what is drawn, so the drawing knows to say it was cut.
 */
export function columnSamples(header: readonly string[], records: readonly string[][]): string[][] {
  const columns = Math.min(header.length, MAX_MATCHED_COLUMNS);
  const samples: string[][] = Array.from({ length: columns }, () => []);
  let open = columns;
  for (const cells of records.slice(0, SAMPLE_ROWS)) {
    if (open === 0) break;
    for (let index = 0; index < columns; index++) {
      const found = samples[index]!;
      if (found.length >= SAMPLES) continue;
      const value = (cells[index] ?? '').trim().slice(0, SAMPLE_CHARS + 1);
      if (value === '' || found.includes(value)) continue;
      found.push(value);
      if (found.length === SAMPLES) open -= 1;
    }
  }
  return samples;
}

/** One header's name for remembered choices: its columns as written, in order. */
export function headerKey(header: readonly string[]): string {
  return header.join('\u001f');
}

/** Column choices kept by header key (headerKey): a Map, since the key is a file's text, any text. */
export type Remembered = ReadonlyMap<string, ColumnTarget[]>;
