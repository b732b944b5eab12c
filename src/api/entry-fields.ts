/**
 * The rules for each field of a new entry, as people are told them. Shared pieces: the create
 * form composes its schema from them, and anything else that checks entries before sending
 * them (a bulk import's rows) uses the same ones, so both refuse the same things in the same
 * words. Each takes what a person typed (strings, before trimming); `makeEntrySchema` turns
 * a valid entry into the request body, checked by the contract's `createEntryBodySchema`.
 */
import * as z from 'zod/mini';
import type { MetadataTypeOption } from '../lib/config';
import { createEntryBodySchema } from './create-schemas';
import { refusedCharacterProblem } from './field-characters';
import { TEMPLATES, type CreateEntryBody, type MetadataItem } from './schemas';
import { formatCount, plural } from '../lib/plural';

export const LIMITS = {
  title: 255,
  folder: 255,
  description: 5000,
  key: 255,
  value: 10_000,
  itemTitle: 255,
  /** Metadata items in one entry: the form, a paste, a stored draft and an import row. */
  items: 1000,
};

/** "1,000 metadata items": counts as people read them. */
export function itemCount(n: number): string {
  return plural(n, 'metadata item');
}

const tooLong = (max: number) =>
  z.refine<string>((v) => v.trim().length <= max, `Keep it to ${max} characters or fewer.`);

const requiredText = (what: string, max: number) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', `Enter ${what}.`),
    tooLong(max),
  );

/**
 * No control or bidi override characters (field-characters.ts), named in the message. Judged on
 * what is sent: white space around the text (a tab, a line break) is trimmed off as before.
 */
const plainText = (label: string) =>
  z.superRefine<string>((value, ctx) => {
    const problem = refusedCharacterProblem(label, value.trim());
    if (problem) ctx.issues.push({ code: 'custom', input: value, message: problem });
  });

const optionalText = (max: number) => z.string().check(tooLong(max));

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
    // Not a URL at all.
    return false;
  }
}

export const titleField = requiredText('a title', LIMITS.title).check(plainText('Title'));
export const folderField = requiredText('a folder', LIMITS.folder).check(plainText('Folder'));
/** '' until one is chosen. */
export const templateField = z
  .string()
  .check(z.refine((v) => (TEMPLATES as readonly string[]).includes(v), 'Choose a template.'));
export const descriptionField = optionalText(LIMITS.description);
export const callbackUrlField = z
  .string()
  .check(
    z.refine(
      (v) => v === '' || isHttpUrl(v),
      'Enter an absolute URL starting with https:// or http://, or leave it empty.',
    ),
  );
export const dataEncryptedField = z.boolean();

/** Which field of a metadata item carries each configured type's content. */
export function contentFieldOf(types: MetadataTypeOption[]): Map<string, 'value' | 'file'> {
  return new Map(types.map((t) => [t.type, t.field] as const));
}

/** One metadata item: a configured type, a key, and the content its type uses. */
export function metadataItemField(types: MetadataTypeOption[]) {
  const fieldOf = contentFieldOf(types);
  return z
    .object({
      type: z.string().check(z.refine((v) => fieldOf.has(v), 'Choose a type.')),
      key: requiredText('a key', LIMITS.key),
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
}

export const REPEATED_KEY = 'This key is already used above; keys must be unique.';

/** The positions of items whose key (trimmed, not empty) an item above already has. */
export function repeatedKeys(items: readonly ({ key?: unknown } | undefined)[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    if (typeof item?.key !== 'string') return [];
    const key = item.key.trim();
    if (key === '') return [];
    const repeated = seen.has(key);
    seen.add(key);
    return repeated ? [index] : [];
  });
}

/** The items of one entry: each valid, and keys unique (the later item of a pair is marked). */
export function metadataListField(types: MetadataTypeOption[]) {
  return z.array(metadataItemField(types)).check(
    z.refine((items) => items.length <= LIMITS.items, {
      error: (issue) =>
        `Keep it to ${itemCount(LIMITS.items)} or fewer; this entry has ${formatCount((issue.input as unknown[]).length)}.`,
    }),
    z.superRefine(
      (items, ctx) => {
        for (const index of repeatedKeys(items)) {
          ctx.issues.push({
            code: 'custom',
            input: items[index]!.key,
            path: [index, 'key'],
            message: REPEATED_KEY,
          });
        }
      },
      // Run even when an item has other errors, so every problem is reported at once.
      { when: (payload) => Array.isArray(payload.value) },
    ),
  );
}

/** One entry's fields, with their rules, as typed (before trimming). */
export function makeEntryFieldsSchema(metadataTypes: MetadataTypeOption[]) {
  return z.object({
    title: titleField,
    folder_id: folderField,
    template: templateField,
    description: descriptionField,
    callback_url: callbackUrlField,
    data_encrypted: dataEncryptedField,
    metadata: metadataListField(metadataTypes),
  });
}

export type EntryFieldsSchema = ReturnType<typeof makeEntryFieldsSchema>;
/** An entry as typed: what the fields' schema reads. */
export type EntryFields = z.input<EntryFieldsSchema>;

/** Validates an entry as typed and turns it into the request body the contract describes. */
export function makeEntrySchema(metadataTypes: MetadataTypeOption[]) {
  const fieldOf = contentFieldOf(metadataTypes);
  return z.pipe(
    z.pipe(
      makeEntryFieldsSchema(metadataTypes),
      z.transform((values) => toRequestBody(values, fieldOf)),
    ),
    createEntryBodySchema,
  );
}

/** An entry as typed to the request: trimmed, optional blanks omitted, each item with its type's field. */
export function toRequestBody(
  values: EntryFields,
  fieldOf: Map<string, 'value' | 'file'>,
): CreateEntryBody {
  const body: CreateEntryBody = {
    title: values.title.trim(),
    folder_id: values.folder_id.trim(),
    // Checked against TEMPLATES by the fields' schema before this runs, and by the contract after.
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

/** The most characters a preset's name may have. */
export const MAX_PRESET_NAME = 100;
const storedText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * A preset as the browser keeps it and a views file carries it (the create form's and the views'
 * one reading of it): flat, each field bounded, what else it holds dropped. Anything nested where
 * a text belongs, or a list longer than a form holds, is not a preset.
 */
export const storedPresetSchema = z.object({
  name: z.string().check(
    z.refine((v) => v.trim() !== ''),
    z.maxLength(MAX_PRESET_NAME),
  ),
  folder_id: storedText(LIMITS.folder),
  template: storedText(LIMITS.folder),
  metadata: z.optional(
    z
      .array(
        z.object({
          type: storedText(LIMITS.key),
          key: storedText(LIMITS.key),
          value: storedText(LIMITS.value),
          file: storedText(LIMITS.value),
          title: storedText(LIMITS.itemTitle),
        }),
      )
      .check(z.maxLength(LIMITS.items)),
  ),
});
export type StoredPreset = z.infer<typeof storedPresetSchema>;
