/** The messages between the page and the index (index-host.ts, where it lives). */
import type { ListItem } from '../../../api/schemas';
import type { BoundEntry } from './entry-bounds';
import type { IndexStats, PutMeta, SearchAnswer, SearchQuery } from './index-engine';

export type IndexRequest =
  /** `key` seals the kept index (null: nothing is kept). */
  | { type: 'open'; key: CryptoKey | null }
  | { type: 'limit'; maxEntries: number }
  | { type: 'put'; entries: (BoundEntry | null)[]; meta: PutMeta }
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
  | { type: 'entry'; seq: number; item: ListItem | null };
