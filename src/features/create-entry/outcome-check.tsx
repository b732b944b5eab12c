import { useQuery } from '@tanstack/react-query';
import { entriesQueryOptions } from '../../api/entries';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import { describeError } from '../../api/api-error';
import { getConfig } from '../../lib/config';

interface OutcomeCheckProps {
  body: CreateEntryBody;
  sentAt: number;
  message: string;
  onFound: (entry: ListItem) => void;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A create whose answer never came: the entry may exist. Looking in the folder first is how
 * one click stays one entry.
 */
export function OutcomeCheck({
  body,
  sentAt,
  message,
  onFound,
  onRetry,
  retrying,
}: OutcomeCheckProps) {
  const { orderOptions, pageSizes } = getConfig();
  const newest =
    orderOptions.find((o) => o.value === '-created_at')?.value ?? orderOptions[0]!.value;
  const check = useQuery({
    ...entriesQueryOptions({
      folder_id: body.folder_id,
      page: 1,
      limit: Math.max(...pageSizes.filter((s) => s <= 100), pageSizes[0]!),
      order_by: newest,
    }),
    // Fetched only when asked (refetch ignores staleness).
    enabled: false,
  });
  const match = check.data?.items.find(
    (item) =>
      item.title === body.title &&
      (Number.isNaN(Date.parse(item.created_at)) ||
        Date.parse(item.created_at) >= sentAt - 5 * 60_000),
  );
  // Only a check made after this attempt was sent says anything about it: an earlier attempt's
  // answer (still cached) could call a retry "safe" when this attempt did create the entry.
  const checked = check.isSuccess && !check.isFetching && check.dataUpdatedAt >= sentAt;
  const checkFailed = check.isError && !check.isFetching && check.errorUpdatedAt >= sentAt;

  const state = checked ? (match ? 'found' : 'absent') : 'unknown';

  if (state === 'found' && match) {
    return (
      <div className="notice notice-success outcome" role="alert">
        <h2>The entry was created</h2>
        <p>
          Found it: <strong className="break">{match.title}</strong> is in the folder{' '}
          <strong className="break">{body.folder_id}</strong> (ID <code>{match.id}</code>). The
          request did reach the server; nothing needs to be sent again.
        </p>
        <div className="actions">
          <button type="button" className="button button-primary" onClick={() => onFound(match)}>
            Go to the entry
          </button>
        </div>
      </div>
    );
  }

  if (state === 'absent') {
    return (
      <div className="notice notice-warning outcome" role="alert">
        <h2>The entry is not in the folder</h2>
        <p>
          No entry with this title was created in the folder{' '}
          <strong className="break">{body.folder_id}</strong> recently. Trying again is safe.
        </p>
        <div className="actions">
          <button
            type="button"
            className="button button-primary"
            onClick={onRetry}
            disabled={retrying}
          >
            Try again
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="notice notice-warning outcome" role="alert">
      <h2>The entry may or may not have been created</h2>
      <p className="break">{message}</p>
      <p>
        The request was sent, but no answer said whether the server made the entry. Check the folder{' '}
        <strong className="break">{body.folder_id}</strong> before trying again, so it is not
        created twice.
      </p>
      {checkFailed ? <p>The folder could not be checked: {describeError(check.error)}</p> : null}
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void check.refetch()}
          disabled={check.isFetching}
        >
          {check.isFetching ? 'Checking folder…' : 'Check folder'}
        </button>
        <button type="button" className="button" onClick={onRetry} disabled={retrying}>
          Try again
        </button>
      </div>
    </div>
  );
}
