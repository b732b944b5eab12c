import type { WalkProgress } from '../../../api/walk-pages';
import type { LookupState } from './use-entry-lookup';
import { formatCount } from '../../../lib/plural';

interface LookupNoticeProps {
  entryId: string;
  folder: string;
  lookup: Exclude<LookupState, { phase: 'found' }>;
  onCancel: () => void;
  onRetry: () => void;
}

/** Where the entry was looked for; a folder's name isolated from the sentence around it. */
function where(folder: string) {
  return folder ? (
    <>
      the folder <bdi>{folder}</bdi>
    </>
  ) : (
    'all folders'
  );
}

function pagesRead(progress: WalkProgress | null): string {
  if (!progress) return 'Reading the first page…';
  return `Read page ${formatCount(progress.page)} of ${formatCount(progress.pages)} (${formatCount(progress.entries)} entries).`;
}

/** An entry not on the page shown: looking for it page by page, or why it is not shown. */
export function LookupNotice({ entryId, folder, lookup, onCancel, onRetry }: LookupNoticeProps) {
  // The id comes from the address: isolated, so a right-to-left override in it cannot turn the
  // rest of the sentence around.
  const id = (
    <code className="value-text">
      <bdi>{entryId}</bdi>
    </code>
  );
  switch (lookup.phase) {
    case 'looking': {
      const { progress } = lookup;
      return (
        <div className="lookup">
          <p>
            Looking for the entry {id} in {where(folder)}…
          </p>
          <progress
            aria-label="Looking for the entry"
            {...(progress ? { value: progress.page, max: Math.max(progress.pages, 1) } : {})}
          />
          <p className="muted" role="status">
            {pagesRead(progress)}
          </p>
          <p>
            <button type="button" className="button" onClick={onCancel}>
              Stop looking
            </button>
          </p>
        </div>
      );
    }
    case 'missing':
      return (
        <div className="lookup" role="alert">
          <p>
            <strong>No entry has the id {id}</strong> in {where(folder)}.
          </p>
          <p className="muted">
            Every page was read ({formatCount(lookup.pages)}). It may have been removed, or the link
            may be cut short.
          </p>
        </div>
      );
    case 'cancelled':
      return (
        <div className="lookup" role="status">
          <p>
            Stopped looking for {id}.{' '}
            {lookup.progress
              ? `${formatCount(lookup.progress.page)} of ${formatCount(lookup.progress.pages)} pages were read without finding it.`
              : null}
          </p>
          <p>
            <button type="button" className="button" onClick={onRetry}>
              Look again
            </button>
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className="lookup" role="alert">
          <p>
            The entry {id} could not be looked for: <bdi>{lookup.message}</bdi>
          </p>
          <p>
            <button type="button" className="button" onClick={onRetry}>
              Retry
            </button>
          </p>
        </div>
      );
  }
}
