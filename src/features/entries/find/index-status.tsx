import type { IndexStats } from './index-engine';
import type { IndexAllState } from './use-index-all';

// One formatter each: `toLocaleString` makes a new one per call, which costs more than the rest
// of drawing the status (it is drawn again as pages pour in).
let counts: Intl.NumberFormat | undefined;
let clocks: Intl.DateTimeFormat | undefined;
const count = (n: number) => (counts ??= new Intl.NumberFormat()).format(n);
const clock = (ms: number) =>
  (clocks ??= new Intl.DateTimeFormat(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })).format(ms);

function holdings(stats: IndexStats): { text: string; complete: boolean } {
  if (stats.count === 0)
    return { text: 'The index is empty: it fills as entries are listed.', complete: false };
  const when = stats.updatedAt === null ? '' : `, as of ${clock(stats.updatedAt)}`;
  if (stats.total !== null && stats.count >= stats.total)
    return { text: `All ${count(stats.count)} entries indexed${when}.`, complete: true };
  const of = stats.total === null ? '' : ` of ${count(stats.total)}`;
  return { text: `${count(stats.count)}${of} entries indexed${when}.`, complete: false };
}

function outcome(state: IndexAllState): string {
  switch (state.phase) {
    case 'idle':
    case 'running':
      return '';
    case 'cancelled':
      return 'Indexing cancelled: the entries read so far stay in the index.';
    case 'failed':
      return `Indexing stopped: ${state.message}`;
    case 'done': {
      const { duplicates, stoppedAtBound, pages } = state.summary;
      const moved = duplicates
        ? ` ${count(duplicates)} ${duplicates === 1 ? 'entry' : 'entries'} moved between pages while indexing and ${duplicates === 1 ? 'was' : 'were'} read once.`
        : '';
      const bound = stoppedAtBound
        ? ` The list kept growing, so indexing stopped after ${count(pages)} pages.`
        : '';
      return `Indexing finished.${moved}${bound}`;
    }
  }
}

interface IndexStatusProps {
  stats: IndexStats;
  indexing: IndexAllState;
  onIndexAll: () => void;
  onCancel: () => void;
}

/** What the index holds, how fresh, whether results may be incomplete, and `Index all entries`. */
export function IndexStatus({ stats, indexing, onIndexAll, onCancel }: IndexStatusProps) {
  const { text, complete } = holdings(stats);
  const progress = indexing.phase === 'running' ? indexing.progress : null;
  return (
    <div className="index-bar">
      <p role="status" aria-label="Index status" className="index-status">
        {text}
        {complete ? null : ' Results may be incomplete.'} {outcome(indexing)}
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
      ) : (
        <button type="button" className="button button-secondary" onClick={onIndexAll}>
          Index all entries
        </button>
      )}
    </div>
  );
}
