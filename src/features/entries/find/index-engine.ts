/**
 * The index of the entries this session has seen, and its search (index-search.ts), kept across
 * reloads as a snapshot (index-snapshot.ts). At most `maxEntries` entries, each cut to what
 * entry-bounds.ts allows; an entry past the bound is left out and counted.
 */
import type { ListItem } from '../../../api/schemas';
import { parseIsoDateTime } from '../../../lib/iso-date';
import { boundEntry, FIELD_LIMITS, type BoundEntry } from './entry-bounds';
import {
  fold,
  searchEntries,
  type Indexed,
  type LastMatches,
  type SearchAnswer,
  type SearchQuery,
} from './index-search';
import { pack, unpack, type IndexSnapshot } from './index-snapshot';

export { fold, type SearchAnswer, type SearchQuery };

export interface PutMeta {
  /** The folder the answer was asked for; undefined for the all-folders view. */
  folder?: string;
  /** The all-folders view's total, when the answer was a page of it. */
  total?: number;
}

export interface IndexStats {
  count: number;
  /** When an answer last changed the index (ms), or null when it is empty. */
  updatedAt: number | null;
  /** The all-folders view's latest total, when one was seen. */
  total: number | null;
  statuses: string[];
  types: string[];
  /** Entries left out: past the index's limit, or with an id too long to index. */
  leftOut: number;
  /** An entry was left out because the index held `maxEntries` already. */
  full: boolean;
  /** The last complete walk (index-walker.ts) and the total it found, kept with the index. */
  walked: { total: number; at: number } | null;
  /** Every folder the index holds entries of. */
  folders: string[];
}

/**
 * The index holds every entry: a complete walk said so, the server's total is unchanged since, and
 * nothing was left out. A count that reaches the total proves nothing: an entry deleted at the head
 * during a walk leaves another unread while the numbers agree.
 */
export const holdsAll = (stats: IndexStats): boolean =>
  stats.walked !== null && stats.leftOut === 0 && stats.total === stats.walked.total;

export class EntryIndex {
  private entries = new Map<string, Indexed>();
  /** Dropped by every put: earlier matches are no longer all the matches. */
  private last: LastMatches | null = null;
  private statuses = new Set<string>();
  private types = new Set<string>();
  private folders = new Set<string>();
  private total: number | null = null;
  private updatedAt: number | null = null;
  private leftOut = 0;
  private full = false;
  private walked: IndexStats['walked'] = null;

  /** The most entries the index keeps from now on. */
  constructor(public maxEntries = Infinity) {}

  put(items: ListItem[], meta: PutMeta, now = Date.now()): void {
    this.putBound(items.map(boundEntry), meta, now);
  }

  /** Entries the page already bounded (boundEntry); null for an id too long to index. */
  putBound(entries: (BoundEntry | null)[], meta: PutMeta, now = Date.now()): void {
    for (const bounded of entries) {
      const known = bounded && this.entries.get(bounded.item.id);
      if (!bounded || (!known && this.entries.size >= this.maxEntries)) {
        this.leftOut += 1;
        if (bounded) this.full = true;
        continue;
      }
      const sent = bounded.item.folder_id;
      this.hold(bounded, typeof sent === 'string' ? sent : (meta.folder ?? known?.folder));
    }
    if (meta.total !== undefined) this.total = meta.total;
    this.updatedAt = now;
    this.last = null;
  }

  private hold({ item, whole }: BoundEntry, folder: string | undefined): void {
    const date = parseIsoDateTime(item.created_at);
    this.add({
      // The folder the entry was listed in, shown in the Folder column when the server omits it.
      item:
        folder !== undefined && item.folder_id === undefined
          ? { ...item, folder_id: folder }
          : item,
      whole,
      folder,
      hay: `${fold(item.id)}\u0000${fold(item.title.slice(0, FIELD_LIMITS.title))}`,
      createdMs: date ? date.getTime() : Number.NEGATIVE_INFINITY,
    });
  }

  private add(entry: Indexed): void {
    this.entries.set(entry.item.id, entry);
    // Not known yet (an entry told to the index as it was made): no value to filter by.
    if (entry.item.status) this.statuses.add(entry.item.status);
    if (entry.item.type) this.types.add(entry.item.type);
    if (entry.folder) this.folders.add(entry.folder);
  }

  /** A walk read every page and found the server's `total` entries, all of them held. */
  markWalked(total: number, now = Date.now()): void {
    this.walked = { total, at: now };
  }

  /** Still complete after a pass over the newest entries, when it holds the server's `total`. */
  markFresh(total: number, now = Date.now()): void {
    if (this.walked && this.leftOut === 0 && this.entries.size === total) {
      this.walked = { total, at: now };
    }
  }

  snapshot(): IndexSnapshot {
    const { total, updatedAt, walked } = this;
    return pack(this.entries.values(), { total, updatedAt, walked });
  }

  /** Adds what a snapshot kept under what the index holds: an entry put since is newer. */
  restore(kept: unknown): void {
    const snapshot = kept as Partial<IndexSnapshot> | null;
    if (snapshot?.v !== 2) return;
    for (const entry of unpack(kept)) {
      if (this.entries.has(entry.item.id)) continue;
      if (this.entries.size >= this.maxEntries) {
        this.leftOut += 1;
        this.full = true;
        continue;
      }
      this.add(entry);
    }
    this.total ??= snapshot.total ?? null;
    this.walked ??= snapshot.walked ?? null;
    this.updatedAt = Math.max(this.updatedAt ?? 0, snapshot.updatedAt ?? 0) || null;
    this.last = null;
  }

  /** The entry as the server sent it; null when the index does not hold it whole. */
  get(id: string): ListItem | null {
    const entry = this.entries.get(id);
    return entry?.whole ? entry.item : null;
  }

  stats(): IndexStats {
    const sorted = (set: Set<string>) => [...set].sort();
    return {
      count: this.entries.size,
      updatedAt: this.updatedAt,
      total: this.total,
      statuses: sorted(this.statuses),
      types: sorted(this.types),
      leftOut: this.leftOut,
      full: this.full,
      walked: this.walked,
      folders: sorted(this.folders),
    };
  }

  search(query: SearchQuery): SearchAnswer {
    const { answer, last } = searchEntries(this.entries, this.last, query);
    this.last = last;
    return answer;
  }
}
