/**
 * The index of the entries this session has seen, and its search (index-search.ts), kept across
 * reloads as a snapshot (index-snapshot.ts). At most `maxEntries` entries, each cut to what
 * entry-bounds.ts allows; an entry past the bound is left out and counted.
 */
import type { ListItem } from '../../../api/schemas';
import { parseIsoDateTime } from '../../../lib/iso-date';
import { boundEntry, type BoundEntry } from './entry-bounds';
import {
  hayOf,
  searchEntries,
  type Indexed,
  type LastMatches,
  type SearchAnswer,
  type SearchQuery,
} from './index-search';
import { pack, unpack, type IndexSnapshot } from './index-snapshot';
import { fold } from './search-fold';
import type { IndexStats, WalkReach } from './index-stats';

export { fold, type SearchAnswer, type SearchQuery };

export interface PutMeta {
  /** The folder the answer was asked for; undefined for the all-folders view. */
  folder?: string;
  /** The all-folders view's total, when the answer was a page of it. */
  total?: number;
}

const isReach = (value: unknown): value is WalkReach =>
  typeof value === 'object' &&
  value !== null &&
  ['pages', 'entries', 'total', 'limit'].every((key) =>
    Number.isSafeInteger((value as Record<string, unknown>)[key]),
  );

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
  private reached: WalkReach | null = null;
  /** The language the entries' text is folded in (search-fold.ts): the last search's. */
  private locale = 'en';

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
      hay: hayOf(item.id, item.title, this.locale),
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
    this.reached = null;
  }

  /** A walk read pages 1 to `reach.pages` in a row: the next goes on from there. */
  markReached(reach: WalkReach): void {
    this.reached = reach;
  }

  /** Still complete after a pass over the newest entries, when it holds the server's `total`. */
  markFresh(total: number, now = Date.now()): void {
    if (this.walked && this.leftOut === 0 && this.entries.size === total) {
      this.walked = { total, at: now };
    }
  }

  snapshot(): IndexSnapshot {
    const { total, updatedAt, walked, reached } = this;
    return pack(this.entries.values(), { total, updatedAt, walked, reached, locale: this.locale });
  }

  /** Adds what a snapshot kept under what the index holds: an entry put since is newer. */
  restore(kept: unknown): void {
    // Version 2 too: an index kept by an earlier build (index-snapshot.ts).
    const snapshot = kept as (Omit<Partial<IndexSnapshot>, 'v'> & { v?: unknown }) | null;
    if (snapshot?.v !== 2 && snapshot?.v !== 3) return;
    for (const entry of unpack(kept, this.locale)) {
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
    this.reached ??= isReach(snapshot.reached) ? snapshot.reached : null;
    this.updatedAt = Math.max(this.updatedAt ?? 0, snapshot.updatedAt ?? 0) || null;
    this.last = null;
  }

  /** The entry as the server sent it; null when the index does not hold it whole. */
  get(id: string): ListItem | null {
    const entry = this.entries.get(id);
    return entry?.whole ? entry.item : null;
  }

  /** The console's language changed: its letter case may too (Turkish I and ı). */
  private refold(locale: string): void {
    this.locale = locale;
    for (const entry of this.entries.values())
      entry.hay = hayOf(entry.item.id, entry.item.title, locale);
    this.last = null;
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
      reached: this.reached,
      folders: sorted(this.folders),
    };
  }

  search(query: SearchQuery): SearchAnswer {
    if (query.locale !== undefined && query.locale !== this.locale) this.refold(query.locale);
    const { answer, last } = searchEntries(this.entries, this.last, query);
    this.last = last;
    return answer;
  }
}
