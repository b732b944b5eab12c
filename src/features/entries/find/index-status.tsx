import { clockTime } from '../../../lib/exact-times';
import { formatCount as count } from '../../../lib/plural';
import { holdsAll, type IndexStats } from './index-engine';
import type { IndexGap } from './index-walker';
import type { IndexAllState } from './index-walker';

/**
 * What the index holds, and whether all of it: on a walk's evidence (`holdsAll`), kept with the
 * index before it is told, so it holds after a reload and in every tab of the session.
 */
function holdings(stats: IndexStats): { text: string; complete: boolean } {
  if (stats.count === 0)
    return { text: 'The index is empty: it fills as entries are listed.', complete: false };
  const when = stats.updatedAt === null ? '' : `, as of ${clockTime(stats.updatedAt)}`;
  if (holdsAll(stats))
    return { text: `All ${count(stats.total!)} entries indexed${when}.`, complete: true };
  const of = stats.total === null ? '' : ` of ${count(stats.total)}`;
  return { text: `${count(stats.count)}${of} entries indexed${when}.`, complete: false };
}

const limitText = (maxEntries: number) =>
  `Indexing stopped at the limit of ${count(maxEntries)} ${maxEntries === 1 ? 'entry' : 'entries'}: results may be incomplete.`;

function gapText(gap: IndexGap): string {
  switch (gap.kind) {
    case 'limit':
      return limitText(gap.maxEntries);
    case 'moving':
      return `The entries kept changing while they were indexed, also when the part that changed was read again: the index may be incomplete.`;
    case 'bound':
      return `The list kept growing, so indexing stopped after ${count(gap.pages)} pages.`;
    case 'repeats':
      return `The server kept sending entries already read; indexing stopped after page ${count(gap.pages)}.`;
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
            text: 'The entries changed while they were indexed: the index may be incomplete. Reading the part that changed again…',
            incomplete: true,
          }
        : { text: '', incomplete: false };
    case 'cancelled':
      return {
        text: 'Indexing cancelled: the entries read so far stay in the index.',
        incomplete: false,
      };
    case 'failed':
      return { text: `Indexing stopped: ${state.message}`, incomplete: false };
    case 'done': {
      const { duplicates, gap, walks } = state.result;
      const moved = duplicates
        ? ` ${count(duplicates)} ${duplicates === 1 ? 'entry' : 'entries'} moved between pages while indexing and ${duplicates === 1 ? 'was' : 'were'} read once.`
        : '';
      const again =
        walks > 1 && gap === null
          ? ' The entries changed while they were indexed, so the part that changed was read again.'
          : '';
      const why = gap ? ` ${gapText(gap)}` : '';
      return {
        text: `Indexing finished.${moved}${again}${why}`,
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

/** What the index holds, how fresh, whether results may be incomplete, and `Index all entries`. */
export function IndexStatus(props: IndexStatusProps) {
  const { stats, maxEntries, indexing, onIndexAll, onCancel } = props;
  const { text, complete } = holdings(stats);
  const done = outcome(indexing);
  // Full from list answers alone (no walk said so): say it all the same.
  const saidByWalk = indexing.phase === 'done' && indexing.result.gap?.kind === 'limit';
  const full = stats.full && !saidByWalk ? limitText(maxEntries) : '';
  const progress = indexing.phase === 'running' ? indexing.progress : null;
  return (
    <div className="index-bar">
      <p role="status" aria-label="Index status" className="index-status">
        {/* One text: a count that changes length never moves the words after it (a layout shift). */}
        {[
          text,
          complete || done.incomplete || full ? '' : 'Results may be incomplete.',
          full,
          done.text,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {indexing.phase === 'running' ? (
        <div className="index-progress">
          <progress
            aria-label="Indexing progress"
            // The bar and the words beside it count the same thing: entries.
            max={progress?.total || 1}
            value={progress ? Math.min(progress.entries, progress.total) : 0}
          />
          <span className="muted">
            {progress ? `${count(progress.entries)} of ${count(progress.total)}` : 'Starting…'}
          </span>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel indexing
          </button>
        </div>
      ) : complete ? null : (
        // Not offered once every entry is there to search: there is nothing left to read.
        <button type="button" className="button button-secondary" onClick={onIndexAll}>
          Index all entries
        </button>
      )}
    </div>
  );
}
