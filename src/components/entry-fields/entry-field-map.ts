/**
 * The entry's fields as the forms show them: one map per level gives each field its label, in
 * page order. The create form and an import's `Fix row` render the same fields from it; the
 * create form's error summary reads it too. An empty form and item, and when a form is blank.
 */
import type { Control } from 'react-hook-form';
import type { EntryFields } from '../../api/entry-fields';
import type { CreateEntryBody } from '../../api/schemas';

export type MetadataItemValues = EntryFields['metadata'][number];

/** Each field's name on screen, in page order; the error summary uses them too. */
export const FORM_FIELDS = {
  title: { label: 'Title' },
  folder_id: { label: 'Folder' },
  template: { label: 'Template' },
  description: { label: 'Description' },
  callback_url: { label: 'Callback URL' },
  data_encrypted: { label: 'Encrypt data' },
  metadata: { label: 'Metadata items' },
} satisfies Record<keyof EntryFields, { label: string }>;

export const ITEM_FIELDS = {
  type: { label: 'Type' },
  key: { label: 'Key' },
  value: { label: 'Value' },
  file: { label: 'File' },
  title: { label: 'Item title' },
} satisfies Record<keyof MetadataItemValues, { label: string }>;

export type FormField = keyof typeof FORM_FIELDS;
export type ItemField = keyof typeof ITEM_FIELDS;

/** An empty item; its type is the first configured one where a form makes it. */
export function emptyItem(type: string): MetadataItemValues {
  return { type, key: '', value: '', file: '', title: '' };
}

export function emptyFormValues(folder = ''): EntryFields {
  return {
    title: '',
    folder_id: folder,
    template: '',
    description: '',
    callback_url: '',
    data_encrypted: false,
    metadata: [],
  };
}

/**
 * Nothing worth keeping as a draft. The folder (often pre-filled from the list) and the template
 * (a new form starts with the last create's) do not count alone.
 */
export function isBlankForm(values: EntryFields): boolean {
  const { title, description, callback_url, data_encrypted, metadata } = values;
  return (
    [title, description, callback_url].every((text) => text.trim() === '') &&
    !data_encrypted &&
    metadata.length === 0
  );
}

/** The form's control, typed with the request body as the submit output. */
export type EntryFormControl = Control<EntryFields, unknown, CreateEntryBody>;
