/**
 * Servers for page walks, without the network: a list that can change between two pages, and
 * one that announces as many pages of fresh entries as it likes. Each answers `fetchPage`.
 */
import type { EntryList, ListItem } from '../api/schemas';

export const fakeItem = (id: string, title = `Entry ${id}`): ListItem => ({
  id,
  title,
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-01-01T00:00:00Z',
});

function answer(items: ListItem[], page: number, perPage: number, total: number): EntryList {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    items,
    pagination: {
      total,
      per_page: perPage,
      current_page: page,
      last_page: lastPage,
      has_more_pages: page < lastPage,
    },
  };
}

/** A list held in memory, newest first; `entries` may be changed while it is walked. */
export function listServer(count: number, perPage: number) {
  const entries = Array.from({ length: count }, (_, i) => fakeItem(`e${i + 1}`));
  const asked: number[] = [];
  const server = {
    entries,
    asked,
    /** Called with the page number before each answer is made: the list may change there. */
    beforeAnswer: (page: number): void => void page,
    fetchPage: (page: number): Promise<EntryList> => {
      asked.push(page);
      server.beforeAnswer(page);
      const items = entries.slice((page - 1) * perPage, page * perPage);
      return Promise.resolve(answer(items, page, perPage, entries.length));
    },
  };
  return server;
}

/** A server that announces `pages` pages, each of `perPage` entries never seen before. */
export function endlessServer(pages: number, perPage: number, titleLength: number) {
  const asked: number[] = [];
  return {
    asked,
    fetchPage(page: number): Promise<EntryList> {
      asked.push(page);
      const items = Array.from({ length: perPage }, (_, i) =>
        fakeItem(`p${page}-${i}`, `${page}-${i} `.padEnd(titleLength, 'x')),
      );
      return Promise.resolve(answer(items, page, perPage, pages * perPage));
    },
  };
}
