/**
 * The create form's schema, the one source of its shape: the form's values are its input, its
 * output is the request body, checked by the contract's `createEntryBodySchema`. Beside it,
 * one map per level gives each field its label and empty value, in page order; empty values,
 * the blank check, draft restore and the error summary's labels all come from here.
 */
import type * as z from 'zod/mini';
import type { Control } from 'react-hook-form';
import { makeEntrySchema } from '../../api/entry-fields';
import type { CreateEntryBody } from '../../api/schemas';

/**
 * Validates the form with the shared field rules; its output is the request body, checked by
 * the contract.
 */
export const makeEntryFormSchema = makeEntrySchema;

/** The form's values: what its schema reads. */
export type EntryFormValues = z.input<ReturnType<typeof makeEntryFormSchema>>;
export type MetadataItemValues = EntryFormValues['metadata'][number];

interface FieldSpec<V> {
  /** The field's name on screen; the error summary uses it too. */
  label: string;
  empty: V;
  /** Filled in for people (the folder from the list): alone, it does not make a draft. */
  prefilled?: boolean;
}

type FieldMap<T> = { [K in keyof T]-?: FieldSpec<T[K]> };

export const FORM_FIELDS = {
  title: { label: 'Title', empty: '' },
  folder_id: { label: 'Folder', empty: '', prefilled: true },
  // A new form starts with the last create's template: alone, it is not a draft either.
  template: { label: 'Template', empty: '', prefilled: true },
  description: { label: 'Description', empty: '' },
  callback_url: { label: 'Callback URL', empty: '' },
  data_encrypted: { label: 'Encrypt data', empty: false },
  metadata: { label: 'Metadata items', empty: [] },
} satisfies FieldMap<EntryFormValues>;

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

const fresh = <V>(empty: V): V => (Array.isArray(empty) ? ([] as V) : empty);

function emptyOf<T>(map: FieldMap<T>): T {
  const out: Partial<T> = {};
  for (const key of Object.keys(map) as (keyof T)[]) out[key] = fresh(map[key].empty);
  return out as T;
}

/** A field's empty value (a new array for the list). */
export function emptyFieldValue<K extends FormField>(field: K): EntryFormValues[K] {
  return fresh(FORM_FIELDS[field].empty) as EntryFormValues[K];
}

export function emptyItem(type: string): MetadataItemValues {
  return { ...emptyOf<MetadataItemValues>(ITEM_FIELDS), type };
}

export function emptyFormValues(folder = ''): EntryFormValues {
  return { ...emptyOf<EntryFormValues>(FORM_FIELDS), folder_id: folder };
}

function isEmptyValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value === false;
}

/** Nothing worth keeping as a draft: a folder alone (often pre-filled) does not count. */
export function isBlankForm(values: EntryFormValues): boolean {
  return (Object.keys(FORM_FIELDS) as FormField[]).every(
    (key) =>
      ('prefilled' in FORM_FIELDS[key] && FORM_FIELDS[key].prefilled) || isEmptyValue(values[key]),
  );
}

/** The form's control, typed with the request body as the submit output. */
export type EntryFormControl = Control<EntryFormValues, unknown, CreateEntryBody>;
