/**
 * The create form's schema, the one source of its shape: the form's values are its input, its
 * output is the request body, checked by the contract's `createEntryBodySchema`. The fields'
 * labels and empty values are the shared field map's (components/entry-fields); empty values,
 * the blank check and draft restore come from here.
 */
import type * as z from 'zod/mini';
import { makeEntrySchema } from '../../api/entry-fields';
import {
  emptyValuesOf,
  FORM_FIELDS,
  freshValue,
  type FormField,
} from '../../components/entry-fields/entry-field-map';

/**
 * Validates the form with the shared field rules; its output is the request body, checked by
 * the contract.
 */
export const makeEntryFormSchema = makeEntrySchema;

/** The form's values: what its schema reads. */
export type EntryFormValues = z.input<ReturnType<typeof makeEntryFormSchema>>;

/** A field's empty value (a new array for the list). */
export function emptyFieldValue<K extends FormField>(field: K): EntryFormValues[K] {
  return freshValue(FORM_FIELDS[field].empty) as EntryFormValues[K];
}

export function emptyFormValues(folder = ''): EntryFormValues {
  return { ...emptyValuesOf<EntryFormValues>(FORM_FIELDS), folder_id: folder };
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
