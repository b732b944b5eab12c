/**
 * The rules for each field of a new entry, as people are told them. Shared pieces: the create
 * form composes its schema from them, and anything else that checks entries before sending
 * them (a bulk import's rows) uses the same ones, so both refuse the same things in the same
 * words. Each takes what a person typed (strings, before trimming); the request body that
 * goes out is checked again by `createEntryBodySchema`.
 */
import * as z from 'zod/mini';
import type { MetadataTypeOption } from '../lib/config';
import { TEMPLATES } from './schemas';

export const LIMITS = {
  title: 255,
  folder: 255,
  description: 5000,
  key: 255,
  value: 10_000,
  itemTitle: 255,
};

const tooLong = (max: number) =>
  z.refine<string>((v) => v.trim().length <= max, `Keep it to ${max} characters or fewer.`);

const requiredText = (what: string, max: number) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', `Enter ${what}.`),
    tooLong(max),
  );

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
    return false;
  }
}

export const titleField = requiredText('a title', LIMITS.title);
export const folderField = requiredText('a folder', LIMITS.folder);
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

/** The items of one entry: each valid, and keys unique (the later item of a pair is marked). */
export function metadataListField(types: MetadataTypeOption[]) {
  return z.array(metadataItemField(types)).check(
    z.superRefine(
      (items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (typeof item?.key !== 'string') return;
          const key = item.key.trim();
          if (key === '') return;
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
  );
}
