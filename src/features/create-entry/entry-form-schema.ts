/**
 * The create form's schema: it validates what people type and its output is the request
 * body (CreateEntryBody), so one schema drives both the form and the request.
 */
import * as z from 'zod/mini';
import type { Control } from 'react-hook-form';
import { TEMPLATES, type CreateEntryBody, type MetadataItem } from '../../api/schemas';
import type { MetadataTypeOption } from '../../lib/config';

export const LIMITS = {
  title: 255,
  folder: 255,
  description: 5000,
  key: 255,
  value: 10_000,
  itemTitle: 255,
};

export interface MetadataItemValues {
  type: string;
  key: string;
  value: string;
  file: string;
  title: string;
}

export interface EntryFormValues {
  title: string;
  folder_id: string;
  // '' until one is chosen; the schema accepts only TEMPLATES.
  template: string;
  description: string;
  callback_url: string;
  data_encrypted: boolean;
  metadata: MetadataItemValues[];
}

export function emptyItem(type: string): MetadataItemValues {
  return { type, key: '', value: '', file: '', title: '' };
}

export function emptyFormValues(folder = ''): EntryFormValues {
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

/** Nothing worth keeping as a draft: a folder alone (often pre-filled) does not count. */
export function isBlankForm(values: EntryFormValues): boolean {
  return (
    values.title.trim() === '' &&
    values.template === '' &&
    values.description.trim() === '' &&
    values.callback_url.trim() === '' &&
    !values.data_encrypted &&
    values.metadata.length === 0
  );
}

const requiredText = (what: string, max: number) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', `Enter ${what}.`),
    z.refine((v) => v.trim().length <= max, `Keep it to ${max} characters or fewer.`),
  );

const optionalText = (max: number) =>
  z
    .string()
    .check(z.refine((v) => v.trim().length <= max, `Keep it to ${max} characters or fewer.`));

/** An absolute http(s) URL with a host; javascript:, data:, relative paths and blanks are refused. */
export function isHttpUrl(value: string): boolean {
  if (value !== value.trim() || value === '' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      /^https?:\/\//i.test(value)
    );
  } catch {
    return false;
  }
}

export function makeEntryFormSchema(metadataTypes: MetadataTypeOption[]) {
  const fieldOf = new Map(metadataTypes.map((t) => [t.type, t.field] as const));

  const itemSchema = z
    .object({
      type: z.string().check(z.refine((v) => fieldOf.has(v), 'Choose a type.')),
      key: z.string().check(
        z.refine((v) => v.trim() !== '', 'Enter a key.'),
        z.refine(
          (v) => v.trim().length <= LIMITS.key,
          `Keep it to ${LIMITS.key} characters or fewer.`,
        ),
      ),
      value: optionalText(LIMITS.value),
      file: optionalText(LIMITS.value),
      title: optionalText(LIMITS.itemTitle),
    })
    .check(
      z.superRefine((item, ctx) => {
        const field = fieldOf.get(item.type);
        if (field && item[field].trim() === '') {
          ctx.issues.push({
            code: 'custom',
            input: item[field],
            path: [field],
            message: field === 'file' ? 'Enter a file reference.' : 'Enter a value.',
          });
        }
      }),
    );

  const formSchema = z.object({
    title: requiredText('a title', LIMITS.title),
    folder_id: requiredText('a folder', LIMITS.folder),
    template: z
      .string()
      .check(z.refine((v) => (TEMPLATES as readonly string[]).includes(v), 'Choose a template.')),
    description: optionalText(LIMITS.description),
    callback_url: z
      .string()
      .check(
        z.refine(
          (v) => v === '' || isHttpUrl(v),
          'Enter an absolute URL starting with https:// or http://, or leave it empty.',
        ),
      ),
    data_encrypted: z.boolean(),
    metadata: z.array(itemSchema).check(
      z.superRefine(
        (items, ctx) => {
          const seen = new Set<string>();
          items.forEach((item, index) => {
            if (typeof item?.key !== 'string') return;
            const key = item.key.trim();
            if (key === '') return;
            // The later item of a pair is the one marked.
            if (seen.has(key)) {
              ctx.issues.push({
                code: 'custom',
                input: item.key,
                path: [index, 'key'],
                message: 'This key is already used above; keys must be unique.',
              });
            }
            seen.add(key);
          });
        },
        // Run even when an item has other errors, so every problem is reported at once.
        { when: (payload) => Array.isArray(payload.value) },
      ),
    ),
  });

  return z.pipe(
    formSchema,
    z.transform((values): CreateEntryBody => toRequestBody(values, fieldOf)),
  );
}

/** Form values to the request: trimmed, optional blanks omitted, each item with its type's field. */
export function toRequestBody(
  values: Omit<EntryFormValues, 'template'> & { template: string },
  fieldOf: Map<string, 'value' | 'file'>,
): CreateEntryBody {
  const body: CreateEntryBody = {
    title: values.title.trim(),
    folder_id: values.folder_id.trim(),
    // Checked against TEMPLATES by the schema before this runs.
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

/** The form's control, typed with the request body as the submit output. */
export type EntryFormControl = Control<EntryFormValues, unknown, CreateEntryBody>;
