import { useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { contentFieldOf } from '../../api/entry-fields';
import { refreshEntryLists } from '../../api/entries';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import { isApiError, type ApiError } from '../../api/api-error';
import { useApi } from '../../api/api-context';
import { useDraftStatus } from './draft-status';
import { getDraftId } from './draft-storage';
import { paths, type EntriesLocationState } from '../../lib/paths';
import { useServices } from '../../lib/services';
import { cutText } from '../../lib/cut-text';
import { isolate } from '../../lib/isolate';
import type { EntryFormValues } from './entry-form-schema';
import type { Summary } from './error-summary-panel';
import { mapServerErrors } from './server-errors';
import { DraftHeld, draftRef, firstAttemptOf, settleDraft } from '../../api/create-once/draft';
import type { ClaimRef, FirstAttempt } from '../../api/create-once/claim';
import type { Wait } from './use-countdown';
import { useKeyedCreate } from './use-keyed-create';
import { keepActivity } from '../../lib/activity-log';
import { useAfterSignIn } from '../../lib/use-after-sign-in';

/** A title the server sent, as a toast quotes it: cut, and isolated from the sentence. */
const quoted = (title: string) => isolate(cutText(title));

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

interface SubmissionOptions {
  getValues: UseFormGetValues<EntryFormValues>;
  setError: UseFormSetError<EntryFormValues>;
  /** Shows (or with null, clears) the summary above the form. */
  announce: (summary: Summary | null) => void;
  /** Moves focus to the summary, when no field is to blame. */
  focusSummary: () => void;
  /** Moves focus to the first invalid field, once the errors are on screen. */
  focusFirstError: () => void;
  /** Set when the screen leaves on purpose: the draft is no longer saved or guarded. */
  leavingRef: RefObject<boolean>;
}

/**
 * Sending the form: one request per click (and per draft across tabs), the server's answer
 * put on the form (422 errors on their fields, a lost answer to check, a wait to count down),
 * and on success the way to the new entry.
 */
export function useEntrySubmission(options: SubmissionOptions) {
  const { getValues, setError, announce, focusSummary, focusFirstError, leavingRef } = options;
  const api = useApi();
  const { config } = api;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyed = useKeyedCreate();
  const draft = useDraftStatus();
  const services = useServices();
  const toasts = services.toasts;
  const [lostAnswer, setLostAnswer] = useState<LostAnswer | null>(null);
  const [wait, setWait] = useState<Wait | null>(null);
  const inFlight = useRef(false);
  const claimRef = useRef<ClaimRef | null>(null);
  const afterSignIn = useAfterSignIn(api.session);

  function fail(note: string) {
    announce({ lines: [], note });
    focusSummary();
  }

  function finish({ id, title }: { id: string; title: string }, folder: string, message: string) {
    leavingRef.current = true;
    draft.clear();
    keepActivity(services.activityLog, {
      id: `entry:${id}`,
      kind: 'entry',
      at: api.now(),
      title,
      folders: [folder],
      outcome: 'Created',
      entryIds: [id],
    });
    toasts.show({ message, tone: 'success', copyValue: id, copyLabel: 'Copy new entry ID' });
    const order = config.orderOptions.find((o) => o.value === '-created_at')?.value;
    const search = new URLSearchParams({ folder_id: folder });
    if (order && order !== config.orderOptions[0]!.value) search.set('order_by', order);
    const state: EntriesLocationState = { highlightId: id };
    // The form is done: Back from the list goes to where the person was before it.
    navigate({ pathname: paths.entries, search: `?${search}` }, { state, replace: true });
  }

  /** Sends the form; `takeOver` after the person was told an earlier answer was lost. */
  async function send(body: CreateEntryBody, takeOver: boolean) {
    if (inFlight.current) return;
    inFlight.current = true;
    announce(null);
    setLostAnswer(null);
    setWait(null);
    const ref: ClaimRef = draftRef(getDraftId(draft.store), body);
    claimRef.current = ref;
    let entry;
    try {
      entry = await keyed.create(body, ref.draftId, takeOver);
    } catch (error) {
      return failed(body, takeOver, ref, error);
    } finally {
      inFlight.current = false;
    }
    finish(entry, body.folder_id, `Entry "${quoted(entry.title)}" created.`);
  }

  /** What stopped a create, on the form: where the server put it, or what to do next. */
  function failed(body: CreateEntryBody, takeOver: boolean, ref: ClaimRef, error: unknown) {
    if (error instanceof DraftHeld) {
      const { held } = error;
      if (held.kind === 'earlier-lost') {
        setLostAnswer({ body, first: held.first, lostAt: api.now(), message: EARLIER_ATTEMPT });
        return;
      }
      fail(
        held.kind === 'done'
          ? `This draft was already created from another tab (entry ID ${held.entryId}). Discard the draft, or change it to create another entry.`
          : 'This draft is being created from another tab right now. Wait for it to finish, then check the folder.',
      );
      return;
    }
    // Refused for its token, so not created: `Sign in again` opens over the form, and the
    // entry is sent once the person is signed in again.
    if (isApiError(error) && error.status === 401) {
      afterSignIn(() => void send(body, takeOver));
      return;
    }
    if (!isApiError(error)) {
      fail(error instanceof Error ? error.message : 'The entry could not be created.');
    } else if (error.kind === 'key-reused') {
      fail(error.message);
    } else if (error.status === 422 || error.status === 400) {
      const fieldOf = contentFieldOf(config.metadataTypes);
      const mapped = mapServerErrors(
        error.fieldErrors,
        getValues(),
        (type) => fieldOf.get(type) ?? 'value',
      );
      for (const field of mapped.fields) {
        setError(field.path, { type: 'server', message: field.message });
      }
      announce({
        lines: mapped.lines,
        note: mapped.lines.length === 0 ? error.message : undefined,
      });
      if (mapped.fields.length > 0) focusFirstError();
      else focusSummary();
    } else if (error.outcomeUnknown) {
      const lostAt = api.now();
      setLostAnswer({
        body,
        first: firstAttemptOf(api, ref) ?? { sentAt: lostAt },
        lostAt,
        message: lostCause(error),
      });
      // The session ended while the lost answer was being resent: resent with the same key
      // once signed in again, as it would have been.
      if (!api.session.token() && config.resendLostCreates && keyed.keyStatus === 'allowed') {
        afterSignIn(() => void send(body, true));
      }
    } else if (error.status === 429 && error.retryAfter) {
      const next = { seconds: error.retryAfter };
      setWait(next);
      announce({ lines: [], note: error.message, waitSeconds: error.retryAfter });
      focusSummary();
    } else {
      fail(error.message);
    }
  }

  /** The person says this entry, found by the folder check, is the one the lost answer made. */
  function found(entry: ListItem) {
    if (claimRef.current) settleDraft(api, claimRef.current, entry.id);
    // Nothing refreshed the lists for this one: the new entry must show.
    void refreshEntryLists(queryClient);
    finish(
      entry,
      lostAnswer?.body.folder_id ?? getValues('folder_id').trim(),
      `Entry "${quoted(entry.title)}" was created.`,
    );
  }

  /** The person goes to look at an entry, unsure: the draft and the claim stay. */
  function visit(entry: ListItem) {
    const folder = lostAnswer?.body.folder_id ?? getValues('folder_id').trim();
    const state: EntriesLocationState = { highlightId: entry.id };
    navigate(
      { pathname: paths.entries, search: `?${new URLSearchParams({ folder_id: folder })}` },
      { state },
    );
  }

  /** The person says no entry found is theirs: the create did not happen. */
  function notMine() {
    if (claimRef.current) settleDraft(api, claimRef.current, null);
  }

  function reset() {
    announce(null);
    setLostAnswer(null);
    setWait(null);
  }

  return {
    submit: (body: CreateEntryBody) => send(body, false),
    /** Try again, from the panel that said the last answer was lost. */
    retry: (body: CreateEntryBody) => send(body, true),
    found,
    visit,
    notMine,
    reset,
    lostAnswer,
    wait,
    pending: keyed.pending,
    /** What the console is doing on its own meanwhile: a 409 waited out, a lost answer resent. */
    progress: keyed.progress,
    /** Whether creates carry the idempotency key (a CORS policy may refuse it). */
    keyStatus: keyed.keyStatus,
  };
}
