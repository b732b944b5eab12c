/**
 * What stopped a create, put on the form: the server's 422 errors on their fields, a lost answer
 * to check, a wait to count down, a sign-in to send it after, or a sentence in the summary.
 */
import type { UseFormReturn } from 'react-hook-form';
import type { ApiClient } from '../../api/api-client';
import { isApiError, type ApiError } from '../../api/api-error';
import { attemptOf, type ClaimRef, type FirstAttempt } from '../../api/create-once/attempt-record';
import { DraftHeld } from '../../api/create-once/draft-attempt';
import type { KeyHeaderStatus } from '../../api/create-once/key-header';
import { contentFieldOf, type EntryFields } from '../../api/entry-fields';
import type { CreateEntryBody } from '../../api/schemas';
import type { Summary } from './error-summary-panel';
import { mapServerErrors } from './error-summary';

/** A create whose answer was lost: what was sent, its first attempt, and what was said. */
export interface LostAnswer {
  body: CreateEntryBody;
  first: FirstAttempt;
  /** When this answer was found lost: only a folder check made after it counts. */
  lostAt: number;
  message: string;
}

const EARLIER_ATTEMPT =
  'Create entry did not send: an earlier attempt to create this draft (in this tab, or in another tab with the same draft) got no answer.';

/**
 * What happened to a lost answer, in one sentence. The client's own messages advise ("try
 * again") where the panel below them advises otherwise, so only the fact is kept.
 */
function lostCause(error: ApiError): string {
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

/** The form a create's failure is put on. */
export interface FormView {
  form: UseFormReturn<EntryFields, unknown, CreateEntryBody>;
  /** Shows (or with null, clears) the summary above the form. */
  announce: (summary: Summary | null) => void;
  /** Moves focus to the summary, when no field is to blame. */
  focusSummary: () => void;
  /** Moves focus to the first invalid field, once the errors are on screen. */
  focusFirstError: () => void;
}

/** The create that failed, and the form it is shown on. */
interface FailedCreate extends FormView {
  api: ApiClient;
  body: CreateEntryBody;
  ref: ClaimRef;
  keyStatus: KeyHeaderStatus;
  showLost: (lost: LostAnswer) => void;
  /** Sends it again once the person is signed in again (`takeOver`: as a resend). */
  sendAfterSignIn: (takeOver: boolean) => void;
  /** The attempt was a resend the person asked for. */
  takeOver: boolean;
}

export function showFailure(error: unknown, view: FailedCreate): void {
  const { api, body, announce, focusSummary } = view;
  const fail = (note: string) => {
    announce({ lines: [], note });
    focusSummary();
  };
  if (error instanceof DraftHeld) {
    const { held } = error;
    if (held.kind === 'earlier-lost') {
      view.showLost({ body, first: held.first, lostAt: api.now(), message: EARLIER_ATTEMPT });
      return;
    }
    return fail(
      held.kind === 'done'
        ? `This draft was already created from another tab (entry ID ${held.entryId}). Discard the draft, or change it to create another entry.`
        : 'This draft is being created from another tab right now. Wait for it to finish, then check the folder.',
    );
  }
  if (!isApiError(error)) {
    return fail(error instanceof Error ? error.message : 'The entry could not be created.');
  }
  // Refused for its token, so not created: `Sign in again` opens over the form, and the
  // entry is sent once the person is signed in again.
  if (error.status === 401) return view.sendAfterSignIn(view.takeOver);
  if (error.kind === 'key-reused') return fail(error.message);
  if (error.status === 422 || error.status === 400) {
    const fieldOf = contentFieldOf(api.config.metadataTypes);
    const mapped = mapServerErrors(
      error.fieldErrors,
      view.form.getValues(),
      (type) => fieldOf.get(type) ?? 'value',
    );
    for (const field of mapped.fields) {
      view.form.setError(field.path, { type: 'server', message: field.message });
    }
    announce({ lines: mapped.lines, note: mapped.lines.length === 0 ? error.message : undefined });
    if (mapped.fields.length > 0) view.focusFirstError();
    else focusSummary();
  } else if (error.outcomeUnknown) {
    const lostAt = api.now();
    view.showLost({
      body,
      first: attemptOf(api.session.shared, view.ref) ?? { sentAt: lostAt },
      lostAt,
      message: lostCause(error),
    });
    // The session ended while the lost answer was being resent: resent with the same key
    // once signed in again, as it would have been.
    const resent = api.config.resendLostCreates && view.keyStatus === 'allowed';
    if (!api.session.token() && resent) view.sendAfterSignIn(true);
  } else if (error.status === 429 && error.retryAfter) {
    announce({ lines: [], note: error.message, waitSeconds: error.retryAfter });
    focusSummary();
  } else {
    fail(error.message);
  }
}
