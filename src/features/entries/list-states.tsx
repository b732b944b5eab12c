/**
 * What the list says when it has no page to show, or something to add to one: the error panel,
 * the empty states and the notices. Loaded just after the list first renders (see
 * list-state-panel.tsx): none of it is needed before an answer arrives.
 */
import { describeError, isApiError } from '../../api/api-error';
import { EmptyFolderHint } from './empty-folder-hint';

export { inAskedOrder } from './page-order';
import { formatCount } from '../../lib/plural';
import { useConfig } from '../../api/api-context';

/** The list's states other than a page of entries, as ListStates draws them. */
export type ListStateProps =
  | { kind: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { kind: 'refresh-error'; error: unknown; onRetry: () => void }
  | { kind: 'extra-rows'; shown: number; extra: number }
  | { kind: 'other-order'; order: string }
  | { kind: 'empty'; folder: string; onFolder: (folder: string) => void; onCreate: () => void };

export function ListStates(props: ListStateProps) {
  switch (props.kind) {
    case 'error':
      return (
        <div className="state-panel" role="alert">
          <h2>The entries could not be loaded</h2>
          <p>{describeError(props.error)}</p>
          {isApiError(props.error) && props.error.status === 429 && props.error.retryAfter ? (
            <p className="muted">
              The server asks to wait {props.error.retryAfter} s before trying again.
            </p>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            onClick={props.onRetry}
            disabled={props.retrying}
          >
            Retry
          </button>
        </div>
      );
    case 'refresh-error':
      return (
        <p className="notice notice-error" role="alert">
          Could not refresh: {describeError(props.error)}{' '}
          <button type="button" className="button button-link" onClick={props.onRetry}>
            Retry
          </button>
        </p>
      );
    case 'extra-rows':
      return (
        <p className="notice notice-warning" role="status">
          The server sent {formatCount(props.shown + props.extra)} rows for a page of {props.shown}:
          only the first {props.shown} are shown.
        </p>
      );
    case 'other-order':
      return <OtherOrder order={props.order} />;
    case 'empty':
      return (
        <div className="state-panel">
          <h2>{props.folder ? 'No entries in this folder' : 'No entries yet'}</h2>
          <p className="muted">
            {props.folder ? (
              <EmptyFolderHint folder={props.folder} onFolder={props.onFolder} />
            ) : (
              'Create the first entry to get started.'
            )}
          </p>
          <button type="button" className="button button-primary" onClick={props.onCreate}>
            Create entry
          </button>
        </div>
      );
  }
}

/** A page that came back in another order than the one asked for (page-order.ts). */
function OtherOrder({ order }: { order: string }) {
  const label = useConfig().orderOptions.find((option) => option.value === order)?.label;
  return (
    <p className="notice notice-warning" role="status">
      The server sent this page in another order than “{label ?? order}”: the rows are shown as they
      came, and no column is marked sorted.
    </p>
  );
}
