/**
 * Checks an imported row with the create form's own schema (src/api/entry-fields: the field
 * rules, the mapping to the create body, and the contract's body schema after it). A row with any
 * problem is never sent.
 */
import { makeEntrySchema } from '../../api/entry-fields';
import type { CreateEntryBody } from '../../api/schemas';
import type { MetadataTypeOption } from '../../lib/config';
import { LIMITS } from '../../api/entry-fields';
import { tooManyItems, type RawRow } from './import-columns';
import { addProblem, copyProblems } from './limits';

export interface ImportDefaults {
  folder: string;
  template: string;
}

/** A row as the table shows it and the import sends it. */
export interface CheckedRow {
  /** 1-based, in file order (the CSV header is not counted). */
  n: number;
  title: string;
  folder: string;
  problems: string[];
  /** Present only when the row has no problems. */
  body?: CreateEntryBody;
}

const LABELS: Record<string, string> = {
  title: 'Title',
  folder_id: 'Folder',
  template: 'Template',
  description: 'Description',
  callback_url: 'Callback URL',
  data_encrypted: 'Encrypt data',
  type: 'Type',
  key: 'Key',
  value: 'Value',
  file: 'File',
};

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  '': false,
};

function label(path: readonly PropertyKey[]): string {
  if (path[0] === 'metadata' && typeof path[1] === 'number') {
    const field = path[2] === 'title' ? 'Item title' : LABELS[String(path[2])];
    return `Metadata item ${path[1] + 1}${field ? `, ${field}` : ''}`;
  }
  return LABELS[String(path[0])] ?? String(path[0] ?? 'Row');
}

/** A checker for many rows: the schema is built once. */
export function makeRowChecker(types: MetadataTypeOption[]) {
  const schema = makeEntrySchema(types);
  return (raw: RawRow, n: number, defaults: ImportDefaults): CheckedRow => {
    const problems = copyProblems(raw.problems);
    const folder = raw.folder_id.trim() === '' ? defaults.folder : raw.folder_id;
    const template = (raw.template.trim() === '' ? defaults.template : raw.template)
      .trim()
      .toUpperCase();
    const tooMany = raw.metadata.length > LIMITS.items;
    let encrypted: boolean | string = raw.data_encrypted;
    if (typeof encrypted === 'string') {
      const flag = BOOLEANS[encrypted.trim().toLowerCase()];
      if (flag === undefined) addProblem(problems, 'Encrypt data: use true/false, 1/0 or yes/no.');
      encrypted = flag ?? false;
    }
    const result = schema.safeParse({
      title: raw.title,
      folder_id: folder,
      template,
      description: raw.description,
      callback_url: raw.callback_url.trim(),
      data_encrypted: encrypted,
      // Too many items is one problem, said once; the items are not each checked.
      metadata: tooMany ? [] : raw.metadata,
    });
    if (tooMany) addProblem(problems, tooManyItems(raw.metadata.length));
    const row: CheckedRow = { n, title: raw.title.trim(), folder: folder.trim(), problems };
    if (!result.success) {
      for (const issue of result.error.issues) {
        addProblem(problems, `${label(issue.path)}: ${issue.message}`);
      }
      return row;
    }
    if (problems.length === 0) row.body = result.data;
    return row;
  };
}
