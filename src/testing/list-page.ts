import type { EntryList, ListItem } from '../api/schemas';

/** Page `page` of `items`, `limit` to a page, as the list endpoint answers it. */
export function listPage(items: readonly ListItem[], page: number, limit: number): EntryList {
  const last = Math.max(1, Math.ceil(items.length / limit));
  return {
    items: items.slice((page - 1) * limit, page * limit),
    pagination: {
      total: items.length,
      per_page: limit,
      current_page: page,
      last_page: last,
      has_more_pages: page < last,
    },
  };
}
