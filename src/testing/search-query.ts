import type { SearchQuery } from '../features/entries/find/index-engine';

/** A search of the index with nothing set but what the test gives: newest first, ten a page. */
export const searchQuery = (more: Partial<SearchQuery> = {}): SearchQuery => ({
  q: '',
  status: '',
  type: '',
  fromMs: null,
  toMs: null,
  folder: '',
  order: '-created_at',
  limit: 10,
  ...more,
});
