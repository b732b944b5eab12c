/**
 * The Registry Service contract as zod schemas: the single source of the request and
 * response types. Responses are parsed at the boundary (src/api/read-response.ts); unknown
 * extra fields are dropped (list items keep theirs, for display only), missing required ones
 * are an "unexpected response" error.
 */
import * as z from 'zod/mini';

export const TEMPLATES = ['STORAGE', 'PASS'] as const;
export const templateSchema = z.enum(TEMPLATES);
export type Template = z.infer<typeof templateSchema>;

/** 2.3 — a metadata item as the create body carries it. Which fields apply to which type is config. */
export const metadataItemSchema = z.object({
  type: z.string(),
  key: z.string(),
  value: z.optional(z.string()),
  title: z.optional(z.string()),
  file: z.optional(z.string()),
});
export type MetadataItem = z.infer<typeof metadataItemSchema>;

/** 4.1 — the create body (the form adds its rules on top in features/create-entry). */
export const createEntryBodySchema = z.object({
  title: z.string(),
  metadata: z.array(metadataItemSchema),
  folder_id: z.string(),
  template: templateSchema,
  callback_url: z.optional(z.string()),
  data_encrypted: z.optional(z.boolean()),
  description: z.optional(z.string()),
});
export type CreateEntryBody = z.infer<typeof createEntryBodySchema>;

/** 2.1 — the entry as creation returns it. */
export const createdEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
});
export type CreatedEntry = z.infer<typeof createdEntrySchema>;

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

/** 2.4 — Laravel's length-aware paginator. */
export const paginationSchema = z.object({
  total: z.int().check(z.gte(0)),
  per_page: z.int().check(z.gte(1)),
  current_page: z.int().check(z.gte(1)),
  last_page: z.int().check(z.gte(1)),
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

/** 2.5 — every successful response. */
export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ message: z.optional(z.string()), data });
}

/** Laravel's error body: `{ message, errors: { "metadata.0.key": ["..."] } }`. Both parts optional. */
export const errorBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.union([z.array(z.string()), z.string()]))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 4.2 — list query parameters, as the console sends them. */
export const listParamsSchema = z.object({
  folder_id: z.optional(z.string()),
  page: z.int().check(z.gte(1)),
  limit: z.int().check(z.gte(1)),
  order_by: z.string(),
});
export type ListParams = z.infer<typeof listParamsSchema>;
