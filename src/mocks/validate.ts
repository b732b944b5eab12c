/**
 * The demo server's own validation of a create body, with a Laravel controller's messages:
 * apart from the console's form rules, so that the console's handling of a server's 422 is
 * exercised. Messages name their field as `:field`, filled in with the field's path.
 */
import * as z from 'zod/mini';
import { isHttpUrl, LIMITS } from '../api/entry-fields';
import { TEMPLATES } from '../api/templates';

export type FieldErrors = Record<string, string[]>;

const REQUIRED = 'The :field field is required.';
const NOT_STRING = 'The :field field must be a string.';
const INVALID = 'The selected :field is invalid.';
const NOT_URL = 'The :field field must be a valid URL.';
const DUPLICATE = 'The :field field has a duplicate value.';
const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

const tooLong = (max: number) =>
  z.maxLength(max, `The :field field must not be greater than ${max} characters.`);

/** A string that is neither missing nor blank. */
const filled = (required = REQUIRED, max = Infinity) =>
  z.string({ error: (issue) => (issue.input == null ? required : NOT_STRING) }).check(
    z.refine((v) => v.trim() !== '', required),
    tooLong(max),
  );

const optionalText = z.optional(z.string(NOT_STRING));

const itemFields = { key: filled(), value: optionalText, file: optionalText, title: optionalText };
/** The field a metadata item's type requires. */
const content = (type: string) => filled(`The :field field is required when its type is ${type}.`);

const metadataItem = z.discriminatedUnion(
  'type',
  [
    z.object({ ...itemFields, type: z.literal('TEXT'), value: content('TEXT') }),
    z.object({ ...itemFields, type: z.literal('FILE'), file: content('FILE') }),
  ],
  {
    error: (issue) =>
      issue.code !== 'invalid_union'
        ? 'The :field field must be an object.'
        : blank((issue.input as { type?: unknown }).type)
          ? REQUIRED
          : INVALID,
  },
);

/** Keys are unique: the later item of a pair is marked. */
const distinctKeys = z.superRefine<unknown[]>(
  (items, ctx) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      const key = (item as { key?: unknown } | null)?.key;
      if (!blank(key) && seen.has(key))
        ctx.issues.push({ code: 'custom', input: key, path: [i, 'key'], message: DUPLICATE });
      seen.add(key);
    });
  },
  { when: (payload) => Array.isArray(payload.value) },
);

export const createBodySchema = z.object(
  {
    title: filled(REQUIRED, LIMITS.title),
    folder_id: filled(REQUIRED, LIMITS.folder),
    template: z.enum(TEMPLATES, { error: (issue) => (blank(issue.input) ? REQUIRED : INVALID) }),
    description: z.optional(z.string(NOT_STRING).check(tooLong(LIMITS.description))),
    callback_url: z.optional(z.string(NOT_URL).check(z.refine(isHttpUrl, NOT_URL))),
    data_encrypted: z.optional(z.boolean('The :field field must be true or false.')),
    metadata: z
      .array(metadataItem, {
        error: (issue) =>
          `The :field field must be ${issue.input === undefined ? 'present' : 'an array'}.`,
      })
      .check(distinctKeys),
  },
  'The request body must be a JSON object.',
);

/** Each issue's message by field path ("body" for the whole), as Laravel words them. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'body';
    (errors[path] ??= []).push(issue.message.replace(':field', path.replaceAll('_', ' ')));
  }
  return errors;
}

/** Every problem of a create body; none when the server would accept it. */
export function validateCreate(body: unknown): FieldErrors {
  const result = createBodySchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}
