/**
 * One walk of `Index all entries` that can tell whether it read everything: by the pages on which
 * the page walker (src/api/walk-pages.ts) saw the list move and by the ids read, never by the
 * count against the server's total (an entry deleted at the head leaves one unread while the
 * numbers agree). A walk that saw a move reads again its pages up to the last move (a partial
 * walk: everything), at most `maxRewalks` times (docs/reliability.md has the rules).
 */
import { walkPages, type WalkedPage, type WalkProgress } from '../../../api/walk-pages';

export const MAX_REWALKS = 2;

/** Why the index may be incomplete after a walk, or null when it is complete. */
export type IndexGap =
  | { kind: 'limit'; maxEntries: number }
  /** The list kept moving, also while the moved part was read again. */
  | { kind: 'moving'; rewalks: number }
  /** The list kept growing past the walk's bound of pages. */
  | { kind: 'bound'; pages: number }
  /** Pages in a row held only entries already read. */
  | { kind: 'repeats'; pages: number }
  /** The list held still, but its pages held fewer entries than the server counts. */
  | { kind: 'short'; seen: number; total: number };

export interface IndexWalkResult {
  gap: IndexGap | null;
  /** Distinct entries on the pages as last read. */
  entries: number;
  /** The server's total at the end. */
  total: number;
  /** Walks made: the first, and each reading again. */
  walks: number;
  /** Entries read twice in the first walk (the list moved between pages). */
  duplicates: number;
}

export interface IndexWalkProgress extends WalkProgress {
  /** 0 for the first walk, then 1, 2… for each reading again of the part that moved. */
  rewalk: number;
}

export interface IndexWalkOptions {
  fetchPage: (page: number, signal: AbortSignal) => Promise<WalkedPage<{ id: string }>>;
  signal: AbortSignal;
  maxEntries: number;
  ahead?: number;
  maxRewalks?: number;
  onProgress?: (progress: IndexWalkProgress) => void;
}

export async function completeWalk(options: IndexWalkOptions): Promise<IndexWalkResult> {
  const { fetchPage, signal, maxEntries, ahead, onProgress } = options;
  const maxRewalks = options.maxRewalks ?? MAX_REWALKS;
  // The ids of each page as last read: pages read again replace what was read before.
  const pageIds = new Map<number, string[]>();
  let upTo = Infinity;
  let reference: number | null = null;
  let duplicates = 0;
  for (let rewalk = 0; ; rewalk++) {
    // Pages as the latest answer counts them: pages past it (the list shrank) hold nothing now.
    let lastPage = 1;
    let seenTotal: number | null = null;
    let totalMoved = false;
    const summary = await walkPages({
      fetchPage,
      signal,
      ahead,
      maxEntries,
      upTo,
      onPage(items, progress) {
        pageIds.set(
          progress.page,
          items.map((item) => item.id),
        );
        lastPage = progress.pages;
        totalMoved ||= seenTotal !== null && progress.total !== seenTotal;
        seenTotal = progress.total;
        onProgress?.({ ...progress, rewalk });
      },
    });
    if (rewalk === 0) duplicates = summary.duplicates;
    const ids = new Set<string>();
    for (const [page, list] of pageIds) if (page <= lastPage) list.forEach((id) => ids.add(id));
    const result = { entries: ids.size, total: summary.lastTotal, walks: rewalk + 1, duplicates };
    if (summary.stoppedAtLimit) return { ...result, gap: { kind: 'limit', maxEntries } };
    if (summary.stoppedAtBound) return { ...result, gap: { kind: 'bound', pages: summary.pages } };
    if (summary.stoppedAtRepeats)
      return { ...result, gap: { kind: 'repeats', pages: summary.pages } };
    // A walk of the first pages joins the pages read before: the total must not have moved.
    const whole = upTo === Infinity;
    const movedBetween = !whole && summary.firstTotal !== reference;
    // Short pages while the total held still and nothing repeated: reading again finds the same.
    const moved = movedBetween || totalMoved || summary.duplicates > 0;
    if (!moved) {
      const short = ids.size < summary.lastTotal;
      return {
        ...result,
        gap: short ? { kind: 'short', seen: ids.size, total: summary.lastTotal } : null,
      };
    }
    if (rewalk >= maxRewalks) return { ...result, gap: { kind: 'moving', rewalks: rewalk } };
    upTo = whole ? (summary.lastChange ?? 1) : Infinity;
    reference = summary.lastTotal;
  }
}
