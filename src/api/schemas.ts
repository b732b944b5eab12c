/**
 * The Registry Service contract's answers as schemas: the single source of the response types.
 * Responses are parsed at the boundary (src/api/read-response.ts); unknown extra fields are
 * dropped (list items keep theirs, for display only), missing required ones are an "unexpected
 * response" error. Error bodies are read in src/api/error-answer.ts, loaded only when an answer
 * fails.
 */
import * as z from 'zod/mini';

export type {
  CreateEntryBody,
  CreatedEntry,
  ListParams,
  MetadataItem,
  Template,
} from './create-schemas';

export { TEMPLATES } from './templates';

/** A JSON object (not an array, not null): what an answer, a stored value or a file row must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The create body's and list parameters' schemas are in create-schemas.ts: only the screens
// that send entries load them.
/**
 * 2.2 — a list item. type and status are open strings: unknown values are expected. Fields the
 * contract does not name are kept as sent, only to be shown (Entry details, the Folder column);
 * nothing relies on them.
 */
export const listItemSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** A whole number from `min` up; one past the safe range is not a whole number here either. */
const count = (min: number, message = `must be at least ${min}`) =>
  z.int('expected int').check(z.gte(min, message));

/** 2.4 — Laravel's length-aware paginator. */
export const paginationSchema = z.object({
  total: count(0, 'must be 0 or more'),
  per_page: count(1),
  current_page: count(1),
  last_page: count(1),
  has_more_pages: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const entryListSchema = z.object({
  items: z.array(listItemSchema),
  pagination: paginationSchema,
});
export type EntryList = z.infer<typeof entryListSchema> & {
  /** Rows the server sent beyond the requested `limit`, which the console dropped. */
  extraItems?: number;
};

/** 2.5 — every successful response: `data` checked by the caller's schema. */
export function envelopeSchema<T>(data: z.ZodMiniType<T>) {
  return z.object({ message: z.optional(z.string()), data });
}
