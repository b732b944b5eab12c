import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import type { FirstAttempt } from '../../api/create-once/attempt-record';
import { describeError, type ApiError } from '../../api/api-error';
import { useApi } from '../../api/api-context';
import { matchFolder, type FolderMatch } from '../../api/create-once/resolve-lost';
import { folderQueries } from '../../api/create-once/folder-read';
import { FolderCandidates } from './folder-candidates';
import type { ApiClient } from '../../api/api-client';
import { keyHeaderStatus } from '../../api/create-once/key-header';

/** A create whose answer was lost: what was sent, its first attempt, and what was said. */
export interface LostAnswer {
  body: CreateEntryBody;
  first: FirstAttempt;
  /** When this answer was found lost: only a folder check made after it counts. */
  lostAt: number;
  message: string;
}

export const EARLIER_ATTEMPT =
  'Create entry did not send: an earlier attempt to create this draft (in this tab, or in another tab with the same draft) got no answer.';

/**
 * What happened to a lost answer, in one sentence. The client's own messages advise ("try
 * again") where the panel below them advises otherwise, so only the fact is kept.
 */
export function lostCause(error: ApiError): string {
  if (error.kind === 'timeout') return error.message;
  if (error.kind === 'network') return 'The connection broke before an answer arrived.';
  // The client's own words: a redirect is a setup fault, and they say where to look.
  if (error.kind === 'redirect') return error.message;
  if (error.status >= 500) {
    const said = error.message.replace(/\s*Try again in a moment\.$/, '').trim();
    return /[.!?]$/.test(said) ? said : `${said}.`;
  }
  return 'An answer came back that the console cannot read.';
}

interface OutcomeCheckProps {
  lost: LostAnswer;
  /** The person says this entry is the one the create made. */
  onFound: (entry: ListItem) => void;
  /** The person goes to look at an entry without saying it is theirs: the draft is kept. */
  onVisit: (entry: ListItem) => void;
  /** The person says none of the entries found is theirs. */
  onNotMine: () => void;
  onRetry: () => void;
  retrying: boolean;
}

const UNPROVABLE_NOTE = {
  'no-clock':
    'The folder was checked, but the server does not show its clock and the folder could not be read before you sent, so no entry in it can be shown to be yours: look through the folder yourself.',
  'unreadable-date':
    'The folder was checked, but an entry with this title and template has a creation time that cannot be read, so it cannot be told apart from older ones: look through the folder yourself.',
} as const;

/**
 * How safe it is to send a create again after its answer was lost, as the import judges it:
 * `safe` only where the key reaches a server said to honour it (`resendLostCreates`).
 */
type ResendMode = 'safe' | 'same-key' | 'no-key';

function resendMode(api: ApiClient): ResendMode {
  const status = keyHeaderStatus(api);
  if (status === 'off' || status === 'refused') return 'no-key';
  return api.config.resendLostCreates && status === 'allowed' ? 'safe' : 'same-key';
}

const RESEND_LABEL: Record<ResendMode, string> = {
  safe: 'Send again (same key)',
  'same-key': 'Send again anyway (same key)',
  'no-key': 'Send again anyway (no key)',
};

/** What sending again does, said once, beside the choice. */
const RESEND_ADVICE: Record<ResendMode, string> = {
  safe: 'Sending again is safe: this server recognises a repeated request and makes the entry only once.',
  'same-key':
    'Check the folder first: this server may not recognise a repeated request, so sending again could make the entry twice.',
  'no-key':
    'Check the folder first: this server cannot tell a repeated request from a new one, so sending again could make the entry twice.',
};

/**
 * A create whose answer never came: the entry may exist. Looking in the folder first is how
 * one click stays one entry; what the look finds is shown, and the person decides.
 */
export function OutcomeCheck(props: OutcomeCheckProps) {
  const { onFound, onVisit, onNotMine, onRetry, retrying } = props;
  const { body, first, lostAt, message } = props.lost;
  const [notMine, setNotMine] = useState(false);
  const api = useApi();
  const check = useQuery(folderQueries.check(api, body.folder_id, lostAt));
  // Only a check made after this answer was lost says anything about it.
  const checked = check.isSuccess && !check.isFetching && check.dataUpdatedAt >= lostAt;
  const checkFailed = check.isError && !check.isFetching && check.errorUpdatedAt >= lostAt;
  const match: FolderMatch | null =
    checked && check.data ? matchFolder(body, first, check.data) : null;

  if (match?.kind === 'candidates' && !notMine) {
    return (
      <FolderCandidates
        folder={body.folder_id}
        candidates={match.candidates}
        clockKnown={match.clockKnown}
        onMine={onFound}
        onVisit={onVisit}
        onNoneMine={() => {
          setNotMine(true);
          onNotMine();
        }}
      />
    );
  }

  if (match?.kind === 'absent' || notMine) {
    return (
      <div className="notice notice-warning outcome" role="alert">
        <h2>The entry is not in the folder</h2>
        <p>
          {notMine
            ? 'You said none of the entries found is yours: yours was not created in the folder '
            : 'No entry with this title and template was created in the folder '}
          <strong className="break">
            <bdi>{body.folder_id}</bdi>
          </strong>
          {notMine ? '.' : ' since you sent it.'} Trying again is safe.
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

  // Two choices: the safe one first. A resend is safe only where the key is honoured.
  const mode = resendMode(api);
  const checkButton = (
    <button
      key="check"
      type="button"
      className={`button${mode === 'safe' ? '' : ' button-primary'}`}
      onClick={() => void check.refetch()}
      disabled={check.isFetching}
    >
      {check.isFetching ? 'Checking folder…' : 'Check folder'}
    </button>
  );
  const resendButton = (
    <button
      key="resend"
      type="button"
      className={`button${mode === 'safe' ? ' button-primary' : ''}`}
      onClick={onRetry}
      disabled={retrying}
    >
      {RESEND_LABEL[mode]}
    </button>
  );
  return (
    <div className="notice notice-warning outcome" role="alert">
      <h2>The entry may or may not have been created</h2>
      <p>
        <bdi className="break">{message}</bdi> The request was sent, so the entry may be in the
        folder{' '}
        <strong className="break">
          <bdi>{body.folder_id}</bdi>
        </strong>
        . {RESEND_ADVICE[mode]}
      </p>
      {match?.kind === 'incomplete' ? (
        <p>
          The folder has more new entries than one check reads, and none of those read is yours:
          look through the folder yourself.
        </p>
      ) : null}
      {match?.kind === 'unprovable' ? <p>{UNPROVABLE_NOTE[match.reason]}</p> : null}
      {checkFailed ? <p>The folder could not be checked: {describeError(check.error)}</p> : null}
      <div className="actions">
        {mode === 'safe' ? [resendButton, checkButton] : [checkButton, resendButton]}
      </div>
    </div>
  );
}
