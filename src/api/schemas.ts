/**
 * The Registry Service contract's answers as schemas: the single source of the response types.
 * Responses are parsed at the boundary (src/api/read-response.ts); unknown extra fields are
 * dropped (list items keep theirs, for display only), missing required ones are an "unexpected
 * response" error. Error bodies are read in src/api/error-answer.ts, loaded only when an answer
 * fails. The list's schemas use the small checks of src/lib/shape.ts, since the first
 * screen reads them; the create screens' schemas (create-schemas.ts) use zod and load with them.
 */
import {
  array,
  boolean,
  from,
  int,
  looseObject,
  min,
  object,
  optional,
  string,
  type Infer,
  type Parser,
} from '../lib/shape';

export type {
  CreateEntryBody,
  CreatedEntry,
  ListParams,
  MetadataItem,
  Template,
} from './create-schemas';

export { TEMPLATES } from './templates';

// The create body's and list parameters' schemas are in create-schemas.ts: only the screens
// that send entries load them.
/**
 * 2.2 — a list item. type and status are open strings: unknown values are expected. Fields the
 * contract does not name are kept as sent, only to be shown (Entry details, the Folder column);
 * nothing relies on them.
 */
export const listItemSchema = looseObject({
  id: string(),
  title: string(),
  type: string(),
  status: string(),
  created_at: string(),
});
export type ListItem = Infer<typeof listItemSchema>;

/** 2.4 — Laravel's length-aware paginator. */
export const paginationSchema = object({
  total: int(min(0, 'must be 0 or more')),
  per_page: int(min(1)),
  current_page: int(min(1)),
  last_page: int(min(1)),
  has_more_pages: boolean(),
});
export type Pagination = Infer<typeof paginationSchema>;

export const entryListSchema = object({
  items: array(listItemSchema),
  pagination: paginationSchema,
});
export type EntryList = Infer<typeof entryListSchema> & {
  /** Rows the server sent beyond the requested `limit`, which the console dropped. */
  extraItems?: number;
};

/** 2.5 — every successful response: `data` checked by the caller's schema. */
export function envelopeSchema<T>(data: Parser<T>) {
  return object({ message: optional(string()), data: from(data) });
}
