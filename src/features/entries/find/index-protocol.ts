/** The messages between the page and the index (index-host.ts, where it lives). */
import type { ListItem, Pagination } from '../../../api/schemas';
import type { BoundEntry } from './entry-bounds';
import type { IndexStats, PutMeta, SearchAnswer, SearchQuery } from './index-engine';

export type IndexRequest =
  /** `key` seals the kept index (null: nothing is kept). */
  | { type: 'open'; key: CryptoKey | null }
  | { type: 'limit'; maxEntries: number }
  | { type: 'put'; entries: (BoundEntry | null)[]; meta: PutMeta }
  /** A walked page's answer as sent (`text`), read and put here: at most `limit` of its rows. */
  | { type: 'page'; seq: number; text: string; limit: number; folder?: string }
  | { type: 'walked'; total: number }
  /** A pass over the newest entries met known ones (index-fresh.ts); the server counts `total`. */
  | { type: 'freshened'; total: number }
  | { type: 'search'; seq: number; query: SearchQuery }
  | { type: 'get'; seq: number; id: string }
  /** Signed out: the index goes, from memory and from storage, in every tab. */
  | { type: 'forget' };

export type IndexResponse =
  | { type: 'stats'; stats: IndexStats }
  /** The vault's entries are in the index (or there were none, or there is no vault). */
  | { type: 'opened' }
  | { type: 'results'; seq: number; answer: SearchAnswer }
  | { type: 'entry'; seq: number; item: ListItem | null }
  /** The page read: the ids put and its pagination, or why it could not be read. */
  | { type: 'page'; seq: number; ids: string[]; pagination: Pagination }
  | { type: 'page'; seq: number; error: string };
