/**
 * The entry's fields as the forms show them: one map per level gives each field its label and
 * empty value, in page order. The create form and an import's `Fix row` render the same fields
 * from it; the create form's draft, blank check, empty form and error summary read it too.
 */
import type { Control } from 'react-hook-form';
import type { EntryFields } from '../../api/entry-fields';
import type { CreateEntryBody } from '../../api/schemas';

export type MetadataItemValues = EntryFields['metadata'][number];

interface FieldSpec<V> {
  /** The field's name on screen; the error summary uses it too. */
  label: string;
  empty: V;
  /** Filled in for people (the folder from the list): alone, it does not make a draft. */
  prefilled?: boolean;
}

export type FieldMap<T> = { [K in keyof T]-?: FieldSpec<T[K]> };

export const FORM_FIELDS = {
  title: { label: 'Title', empty: '' },
  folder_id: { label: 'Folder', empty: '', prefilled: true },
  // A new form starts with the last create's template: alone, it is not a draft either.
  template: { label: 'Template', empty: '', prefilled: true },
  description: { label: 'Description', empty: '' },
  callback_url: { label: 'Callback URL', empty: '' },
  data_encrypted: { label: 'Encrypt data', empty: false },
  metadata: { label: 'Metadata items', empty: [] },
} satisfies FieldMap<EntryFields>;

export const ITEM_FIELDS = {
  // An item's empty type is the first configured one (see emptyItem).
  type: { label: 'Type', empty: '' },
  key: { label: 'Key', empty: '' },
  value: { label: 'Value', empty: '' },
  file: { label: 'File', empty: '' },
  title: { label: 'Item title', empty: '' },
} satisfies FieldMap<MetadataItemValues>;

export type FormField = keyof typeof FORM_FIELDS;
export type ItemField = keyof typeof ITEM_FIELDS;

/** A field's empty value, a new array for a list. */
export const freshValue = <V>(empty: V): V => (Array.isArray(empty) ? ([] as V) : empty);

/** Every field of a map at its empty value. */
export function emptyValuesOf<T>(map: FieldMap<T>): T {
  const out: Partial<T> = {};
  for (const key of Object.keys(map) as (keyof T)[]) out[key] = freshValue(map[key].empty);
  return out as T;
}

export function emptyItem(type: string): MetadataItemValues {
  return { ...emptyValuesOf<MetadataItemValues>(ITEM_FIELDS), type };
}

export function emptyFormValues(folder = ''): EntryFields {
  return { ...emptyValuesOf<EntryFields>(FORM_FIELDS), folder_id: folder };
}

function isEmptyValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === false;
}

/** Nothing worth keeping as a draft: a folder alone (often pre-filled) does not count. */
export function isBlankForm(values: EntryFields): boolean {
  return (Object.keys(FORM_FIELDS) as FormField[]).every(
    (key) =>
      ('prefilled' in FORM_FIELDS[key] && FORM_FIELDS[key].prefilled) || isEmptyValue(values[key]),
  );
}

/** The form's control, typed with the request body as the submit output. */
export type EntryFormControl = Control<EntryFields, unknown, CreateEntryBody>;
