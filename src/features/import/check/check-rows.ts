/**
 * Checks an imported row with the create form's own schema (src/api/entry-fields: the field
 * rules, the mapping to the create body, and the contract's body schema after it). A row with any
 * problem is never sent.
 */
import { LIMITS, makeEntrySchema } from '../../../api/entry-fields';
import { TEMPLATES, type CreateEntryBody } from '../../../api/schemas';
import type { MetadataTypeOption } from '../../../lib/config';
import { TARGET_LABELS } from '../columns/column-match';
import { tooManyItems, type RawRow } from '../columns/import-columns';
import { isolate } from '../../../lib/isolate';
import { addProblem, clip } from '../file/limits';

export interface ImportDefaults {
  folder: string;
  template: string;
}

/** A row as the table shows it and the import sends it. */
export interface CheckedRow {
  /** 1-based, in file order (the CSV header is not counted): the row's key in the job. */
  n: number;
  /** The line the row starts on in the file (the CSV header is line 1). */
  line: number;
  title: string;
  folder: string;
  problems: string[];
  /** Present only when the row has no problems. */
  body?: CreateEntryBody;
  /** Present only when it has problems: the values it was checked from, for `Fix row`. */
  raw?: RawRow;
}

// A Map, not an object: it is looked up by text from the file, which may be `constructor`.
const LABELS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(TARGET_LABELS),
  ['type', 'Type'],
  ['key', 'Key'],
  ['value', 'Value'],
  ['file', 'File'],
]);

/** An Encrypt data cell as a flag: true/false, 1/0, yes/no or empty; undefined for anything else. */
export function readFlag(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  return ['true', '1', 'yes'].includes(word)
    ? true
    : ['false', '0', 'no', ''].includes(word)
      ? false
      : undefined;
}

function label(path: readonly PropertyKey[]): string {
  if (path[0] === 'metadata' && typeof path[1] === 'number') {
    const field = path[2] === 'title' ? 'Item title' : LABELS.get(String(path[2]));
    return `Metadata item ${path[1] + 1}${field ? `, ${field}` : ''}`;
  }
  return LABELS.get(String(path[0])) ?? String(path[0] ?? 'Row');
}

const or = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** The problem in words that name the value the file has, where the value is what is wrong. */
function namingValue(
  path: readonly PropertyKey[],
  message: string,
  input: Record<string, unknown>,
  types: readonly string[],
): string {
  const value = (v: unknown) => (typeof v === 'string' ? isolate(clip(v.trim(), 60)) : '');
  if (path.length === 1 && path[0] === 'template' && value(input.template) !== '') {
    return `Template ${value(input.template)} is not ${or(TEMPLATES)}.`;
  }
  if (path.length === 1 && path[0] === 'callback_url' && value(input.callback_url) !== '') {
    return `Callback URL ${value(input.callback_url)} is not an absolute URL starting with https:// or http://.`;
  }
  if (path[0] === 'metadata' && typeof path[1] === 'number' && path[2] === 'type') {
    const items = input.metadata as { type?: unknown }[];
    const type = value(items[path[1]]?.type);
    if (type !== '') return `${label(path)} ${type} is not ${or(types)}.`;
  }
  const named = label(path);
  // A message that names its field already ("Title contains …") is not named twice.
  return message.startsWith(`${named} `) ? message : `${named}: ${message}`;
}

/** A row's fields as the schema reads them: an empty folder or template is the import's default. */
export function withDefaults<T extends Pick<RawRow, 'folder_id' | 'template' | 'callback_url'>>(
  row: T,
  defaults: ImportDefaults,
): T {
  return {
    ...row,
    folder_id: row.folder_id.trim() === '' ? defaults.folder : row.folder_id,
    template: (row.template.trim() === '' ? defaults.template : row.template).trim().toUpperCase(),
    callback_url: row.callback_url.trim(),
  };
}

/** A checker for many rows: the schema is built once. */
export function makeRowChecker(types: MetadataTypeOption[]) {
  const schema = makeEntrySchema(types);
  const typeNames = types.map((t) => t.type);
  /**
   * `unfilled`: required fields no column fills. Every row lacks them alike and the file says so
   * once (Match columns): the row is not sent, but its own problems are only the others.
   */
  return (
    raw: RawRow,
    n: number,
    defaults: ImportDefaults,
    line = n,
    unfilled: readonly string[] = [],
  ): CheckedRow => {
    const problems = [...raw.problems];
    const { folder_id: folder, template, callback_url } = withDefaults(raw, defaults);
    const tooMany = raw.metadata.length > LIMITS.items;
    let encrypted: boolean | string = raw.data_encrypted;
    if (typeof encrypted === 'string') {
      const flag = readFlag(encrypted);
      if (flag === undefined) {
        addProblem(
          problems,
          `Encrypt data ${isolate(clip(encrypted.trim(), 60))} is not true/false, 1/0 or yes/no.`,
        );
      }
      encrypted = flag ?? false;
    }
    const input = {
      title: raw.title,
      folder_id: folder,
      template,
      description: raw.description,
      callback_url,
      data_encrypted: encrypted,
      // Too many items is one problem, said once; the items are not each checked.
      metadata: tooMany ? [] : raw.metadata,
    };
    const result = schema.safeParse(input);
    if (tooMany) addProblem(problems, tooManyItems(raw.metadata.length));
    const row: CheckedRow = { n, line, title: raw.title.trim(), folder: folder.trim(), problems };
    if (!result.success) {
      for (const issue of result.error.issues) {
        if (issue.path.length === 1 && unfilled.includes(String(issue.path[0]))) continue;
        addProblem(problems, namingValue(issue.path, issue.message, input, typeNames));
      }
    } else if (problems.length === 0) row.body = result.data;
    if (!row.body) row.raw = raw;
    return row;
  };
}
