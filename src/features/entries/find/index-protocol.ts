/** The messages between the page and the index (index-worker.ts or, without workers, the page). */
import type { ListItem } from '../../../api/schemas';
import type { BoundEntry } from './entry-bounds';
import {
  EntryIndex,
  type IndexStats,
  type PutMeta,
  type SearchAnswer,
  type SearchQuery,
} from './index-engine';

export type IndexRequest =
  | { type: 'limit'; maxEntries: number }
  | { type: 'put'; entries: (BoundEntry | null)[]; meta: PutMeta }
  | { type: 'search'; seq: number; query: SearchQuery }
  | { type: 'get'; seq: number; id: string };

export type IndexResponse =
  | { type: 'stats'; stats: IndexStats }
  | { type: 'results'; seq: number; answer: SearchAnswer }
  | { type: 'entry'; seq: number; item: ListItem | null };

/** Answers one request against an index; a put answers with the index's new stats. */
export function answer(index: EntryIndex, request: IndexRequest): IndexResponse {
  switch (request.type) {
    case 'limit':
      index.limit(request.maxEntries);
      return { type: 'stats', stats: index.stats() };
    case 'put':
      index.putBound(request.entries, request.meta);
      return { type: 'stats', stats: index.stats() };
    case 'search':
      return { type: 'results', seq: request.seq, answer: index.search(request.query) };
    case 'get':
      return { type: 'entry', seq: request.seq, item: index.get(request.id) };
  }
}
