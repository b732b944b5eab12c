import { walkPages, type WalkedPage } from '../../../api/walk-pages';
import type { IndexWalkProgress, IndexWalkResult } from './index-walker';

const MAX_REWALKS = 2;

/**
 * One walk of `Index all entries` that can tell whether it read everything: by the pages on which
 * the page walker (src/api/walk-pages.ts) saw the list move and by the ids read, never by the
 * count against the server's total (an entry deleted at the head leaves one unread while the
 * numbers agree). A walk that saw a move reads again its pages up to the last move (a partial
 * walk: everything), at most `maxRewalks` times (docs/reliability.md has the rules). `from`: an
 * earlier walk read pages 1 to `from.pages` (`from.entries` entries, the server counting
 * `from.total`): this one goes on after them, and reads them again only if the list moved since.
 */
export async function completeWalk({
  fetchPage,
  signal,
  maxEntries,
  ahead,
  maxRewalks = MAX_REWALKS,
  onProgress,
  from,
}: {
  fetchPage: (page: number, signal: AbortSignal) => Promise<WalkedPage<{ id: string }>>;
  signal: AbortSignal;
  maxEntries: number;
  ahead?: number;
  maxRewalks?: number;
  onProgress?: (progress: IndexWalkProgress) => void;
  from?: { pages: number; entries: number; total: number } | null;
}): Promise<IndexWalkResult> {
  // The ids of each page as last read: pages read again replace what was read before.
  const pageIds = new Map<number, string[]>();
  let upTo = Infinity;
  let reference: number | null = null;
  let duplicates = 0;
  const resumed = from && from.entries < maxEntries ? from : null;
  // The pages read before, not read again (yet): counted, their ids are not known here.
  let start = resumed ? resumed.pages + 1 : 1;
  let carried = resumed?.entries ?? 0;
  for (let rewalk = 0; ; rewalk++) {
    // Pages as the latest answer counts them: pages past it (the list shrank) hold nothing now.
    let lastPage = 1;
    let seenTotal: number | null = null;
    let totalMoved = false;
    const summary = await walkPages({
      fetchPage,
      signal,
      ahead,
      maxEntries: maxEntries - carried,
      upTo,
      from: start,
      onPage(items, progress) {
        pageIds.set(
          progress.page,
          items.map((item) => item.id),
        );
        lastPage = progress.pages;
        totalMoved ||= seenTotal !== null && progress.total !== seenTotal;
        seenTotal = progress.total;
        onProgress?.({ ...progress, entries: progress.entries + carried, rewalk });
      },
    });
    if (rewalk === 0) duplicates = summary.duplicates;
    const ids = new Set<string>();
    for (const [page, list] of pageIds) if (page <= lastPage) list.forEach((id) => ids.add(id));
    const entries = ids.size + carried;
    const result = { entries, total: summary.lastTotal, walks: rewalk + 1, duplicates };
    if (summary.stopped === 'limit') return { ...result, gap: { kind: 'limit', maxEntries } };
    if (summary.stopped) return { ...result, gap: { kind: summary.stopped, pages: summary.pages } };
    // A walk of the first pages joins the pages read before: the total must not have moved.
    const whole = upTo === Infinity;
    const movedBetween = !whole && summary.firstTotal !== reference;
    // Going on after an earlier walk's pages joins them too: the total must not have moved since.
    const movedSince = start > 1 && summary.firstTotal !== resumed!.total;
    // Short pages while the total held still and nothing repeated: reading again finds the same.
    const moved = movedBetween || movedSince || totalMoved || summary.duplicates > 0;
    if (!moved) {
      const short = entries < summary.lastTotal;
      return {
        ...result,
        gap: short ? { kind: 'short', seen: entries, total: summary.lastTotal } : null,
      };
    }
    if (rewalk >= maxRewalks) return { ...result, gap: { kind: 'moving', rewalks: rewalk } };
    // Read again from page 1, also the earlier walk's pages.
    upTo = whole ? Math.max(summary.lastChange ?? 1, start) : Infinity;
    start = 1;
    carried = 0;
    reference = summary.lastTotal;
  }
}
