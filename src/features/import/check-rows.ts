/**
 * Checks an imported row with the same field rules as the create form (src/api/entry-fields)
 * and turns it into the create body, which the contract's schema checks again. A row with any
 * problem is never sent.
 */
import * as z from 'zod/mini';
import {
  callbackUrlField,
  contentFieldOf,
  dataEncryptedField,
  descriptionField,
  folderField,
  metadataListField,
  templateField,
  titleField,
} from '../../api/entry-fields';
import { createEntryBodySchema } from '../../api/create-schemas';
import type { CreateEntryBody, MetadataItem } from '../../api/schemas';
import type { MetadataTypeOption } from '../../lib/config';
import type { RawRow } from './import-columns';

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

function makeRowSchema(types: MetadataTypeOption[]) {
  return z.object({
    title: titleField,
    folder_id: folderField,
    template: templateField,
    description: descriptionField,
    callback_url: callbackUrlField,
    data_encrypted: dataEncryptedField,
    metadata: metadataListField(types),
  });
}
type RowValues = z.infer<ReturnType<typeof makeRowSchema>>;

function label(path: readonly PropertyKey[]): string {
  if (path[0] === 'metadata' && typeof path[1] === 'number') {
    const field = path[2] === 'title' ? 'Item title' : LABELS[String(path[2])];
    return `Metadata item ${path[1] + 1}${field ? `, ${field}` : ''}`;
  }
  return LABELS[String(path[0])] ?? String(path[0] ?? 'Row');
}

function toBody(values: RowValues, fieldOf: Map<string, 'value' | 'file'>): CreateEntryBody {
  const body: CreateEntryBody = {
    title: values.title.trim(),
    folder_id: values.folder_id.trim(),
    template: values.template as CreateEntryBody['template'],
    metadata: values.metadata.map((item) => {
      const out: MetadataItem = { type: item.type, key: item.key.trim() };
      const field = fieldOf.get(item.type) ?? 'value';
      out[field] = item[field].trim();
      if (item.title.trim()) out.title = item.title.trim();
      return out;
    }),
    data_encrypted: values.data_encrypted,
  };
  if (values.description.trim()) body.description = values.description.trim();
  if (values.callback_url) body.callback_url = values.callback_url;
  return body;
}

/** A checker for many rows: the schema is built once. */
export function makeRowChecker(types: MetadataTypeOption[]) {
  const schema = makeRowSchema(types);
  const fieldOf = contentFieldOf(types);
  return (raw: RawRow, n: number, defaults: ImportDefaults): CheckedRow => {
    const problems = [...raw.problems];
    const folder = raw.folder_id.trim() === '' ? defaults.folder : raw.folder_id;
    const template = (raw.template.trim() === '' ? defaults.template : raw.template)
      .trim()
      .toUpperCase();
    let encrypted: boolean | string = raw.data_encrypted;
    if (typeof encrypted === 'string') {
      const flag = BOOLEANS[encrypted.trim().toLowerCase()];
      if (flag === undefined) problems.push('Encrypt data: use true/false, 1/0 or yes/no.');
      encrypted = flag ?? false;
    }
    const result = schema.safeParse({
      title: raw.title,
      folder_id: folder,
      template,
      description: raw.description,
      callback_url: raw.callback_url.trim(),
      data_encrypted: encrypted,
      metadata: raw.metadata,
    });
    const row: CheckedRow = { n, title: raw.title.trim(), folder: folder.trim(), problems };
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${label(issue.path)}: ${issue.message}`);
      }
      return row;
    }
    if (problems.length > 0) return row;
    const body = createEntryBodySchema.safeParse(toBody(result.data, fieldOf));
    if (!body.success) problems.push('The row does not make a valid create request.');
    else row.body = body.data;
    return row;
  };
}
