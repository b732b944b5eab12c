import { formatCount as count, plural } from '../../../lib/plural';
import { holdsAll, type IndexStats } from './index-stats';
import type { IndexAllState, IndexGap } from './index-walker';

/**
 * What search covers, in a short line while it is not every entry, quietly (the stats drawn at
 * most once a second, useIndexStats). Whether it is every entry rests on a walk's evidence
 * (`holdsAll`), kept with the index, so it holds after a reload and in every tab of the session.
 */
function holdings(stats: IndexStats, loading: boolean): { text: string; complete: boolean } {
  if (holdsAll(stats))
    return { text: `Searching all ${count(stats.total!)} entries.`, complete: true };
  if (stats.count === 0 && stats.total === null)
    return {
      text: loading ? 'Loading entries to search…' : 'No entries loaded for search yet.',
      complete: false,
    };
  const of = stats.total === null ? '' : ` of ${count(stats.total)}`;
  const rest = loading ? ' — the rest are still loading' : '';
  return { text: `Searching ${count(stats.count)}${of} entries${rest}.`, complete: false };
}

const limitText = (maxEntries: number) =>
  `Search stopped loading at its limit of ${plural(maxEntries, 'entry', 'entries')}: results may be incomplete.`;

function gapText(gap: IndexGap): string {
  switch (gap.kind) {
    case 'limit':
      return limitText(gap.maxEntries);
    case 'moving':
      return `The entries kept changing while they were loading, also when the part that changed was read again: results may be incomplete.`;
    case 'bound':
      return `The list kept growing, so loading stopped after ${count(gap.pages)} pages.`;
    case 'repeats':
      return `The server kept sending entries already loaded; loading stopped after page ${count(gap.pages)}.`;
    case 'short':
      return `The server counts ${count(gap.total)} entries, but its pages held only ${count(gap.seen)}.`;
  }
}

/** What the last `Index all entries` did; `incomplete` when it says results may be incomplete. */
function outcome(state: IndexAllState): { text: string; incomplete: boolean } {
  switch (state.phase) {
    case 'idle':
      return { text: '', incomplete: false };
    case 'running':
      return state.progress && state.progress.rewalk > 0
        ? {
            text: 'The entries changed while they were loading: reading the part that changed again…',
            incomplete: true,
          }
        : { text: '', incomplete: false };
    case 'cancelled':
      return {
        text: 'Loading cancelled: the entries loaded so far can be searched.',
        incomplete: false,
      };
    case 'failed':
      return { text: `Loading stopped: ${state.message}`, incomplete: false };
    case 'done': {
      const { gap } = state.result;
      return {
        text: gap ? gapText(gap) : '',
        incomplete: gap?.kind === 'limit' || gap?.kind === 'moving',
      };
    }
  }
}

interface IndexStatusProps {
  stats: IndexStats;
  /** `indexMaxEntries`: named when the index is full. */
  maxEntries: number;
  indexing: IndexAllState;
  onIndexAll: () => void;
  onCancel: () => void;
}

/**
 * While search does not cover every entry: how much it does, whether results may be incomplete,
 * and `Index all entries` (or `Cancel indexing` while loading). Once it covers every entry the
 * line goes: the region stays, saying so only to screen readers.
 */
export function IndexStatus(props: IndexStatusProps) {
  const { stats, maxEntries, indexing, onIndexAll, onCancel } = props;
  const loading = indexing.phase === 'running';
  const { text, complete } = holdings(stats, loading);
  const done = outcome(indexing);
  // Full from list answers alone (no walk said so): say it all the same.
  const saidByWalk = indexing.phase === 'done' && indexing.result.gap?.kind === 'limit';
  const full = stats.full && !saidByWalk ? limitText(maxEntries) : '';
  const problem = [
    complete || loading || done.incomplete || full ? '' : 'Results may be incomplete.',
    full,
    done.text,
  ].filter(Boolean);
  const quiet = complete && problem.length === 0;
  return (
    <div className="index-bar">
      <p role="status" aria-label="Index status" className="index-status">
        {/* One text: a count that changes length never moves the words after it (a layout shift). */}
        <span className={quiet ? 'visually-hidden' : undefined}>
          {[text, ...problem].join(' ')}
        </span>
      </p>
      {loading ? (
        <>
          {/* The line's own count as a bar (quiet like it): beside it, not another number. */}
          <progress
            aria-label="Indexing progress"
            max={stats.total || 1}
            value={Math.min(stats.count, stats.total ?? 0)}
          />
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel indexing
          </button>
        </>
      ) : complete ? null : (
        // Not offered once every entry is there to search: there is nothing left to read.
        <button type="button" className="button button-secondary" onClick={onIndexAll}>
          Index all entries
        </button>
      )}
    </div>
  );
}
