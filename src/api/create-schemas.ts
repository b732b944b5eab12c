/**
 * The contract's schemas for what the console sends (a create body, list parameters) and for
 * what creation returns. Apart from schemas.ts so that reading the list does not build them:
 * only the screens that create entries load this module.
 */
import * as z from 'zod/mini';
import { TEMPLATES } from './templates';

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

/** 4.2 — list query parameters, as the console sends them. */
export const listParamsSchema = z.object({
  folder_id: z.optional(z.string()),
  page: z.int().check(z.gte(1)),
  limit: z.int().check(z.gte(1)),
  order_by: z.string(),
});
export type ListParams = z.infer<typeof listParamsSchema>;
