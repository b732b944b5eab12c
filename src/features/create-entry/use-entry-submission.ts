import { useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { refreshEntryLists, useEntriesCreated } from '../../api/entries';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import { useApi } from '../../api/api-context';
import { createEntryMutation, DraftHeld, sendDraft } from '../../api/create-once/create-mutation';
import { useDraftStatus } from './draft-status';
import { getDraftId } from './draft';
import { paths, type EntriesLocationState } from '../../lib/paths';
import { useServices } from '../../lib/services';
import { cutText } from '../../lib/cut-text';
import { isolate } from '../../lib/isolate';
import { keepActivity } from '../../lib/activity-log';
import { useAfterSignIn } from '../../lib/use-after-sign-in';
import { isApiError } from '../../api/api-error';
import {
  attemptOf,
  draftRef,
  settleDraft,
  type ClaimRef,
} from '../../api/create-once/attempt-record';
import { EARLIER_ATTEMPT, lostCause, type LostAnswer } from './outcome-check';
import { contentFieldOf, type EntryFields } from '../../api/entry-fields';
import type { Summary } from './error-summary-panel';
import { mapServerErrors } from './error-summary';
import { createProgress } from './keyed-create-status';
import { keyHeaderQuery, keyHeaderStatus } from '../../api/create-once/key-header';
import { newestFirstOrder } from '../../api/create-once/folder-read';

/** A title the server sent, as a toast quotes it: cut, and isolated from the sentence. */
const quoted = (title: string) => isolate(cutText(title));

/** The form a create's failure is put on. */
export interface FormView {
  form: UseFormReturn<EntryFields, unknown, CreateEntryBody>;
  /** Moves focus to the summary, when no field is to blame. */
  focusSummary: () => void;
  /** Moves focus to the first invalid field, once the errors are on screen. */
  focusFirstError: () => void;
}

/**
 * Sending the form: one request per click (and per draft across tabs), and what stopped it put on
 * the form (the server's 422 errors on their fields, a lost answer to check, a wait to count
 * down, a sign-in to send it after, or a sentence in the summary); on success the way to the new
 * entry.
 */
export function useEntrySubmission(
  view: FormView,
  /** Set when the screen leaves on purpose: the draft is no longer saved or guarded. */
  leavingRef: RefObject<boolean>,
) {
  const { form, focusSummary, focusFirstError } = view;
  const api = useApi();
  const { config } = api;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const entriesCreated = useEntriesCreated();
  // Normally learnt at sign-in; read again after a create, which may have learnt it.
  const keyStatus = useQuery(keyHeaderQuery(api)).data;
  // The create mutation, the one the import sends its rows with (create-mutation.ts).
  const create = useMutation({
    ...createEntryMutation(api),
    onSuccess: (entry, { body }) => entriesCreated(entry, body),
    onSettled: () => queryClient.setQueryData(keyHeaderQuery(api).queryKey, keyHeaderStatus(api)),
  });
  const draft = useDraftStatus();
  const services = useServices();
  /** The summary above the form: why the last attempt did not create the entry. */
  const [summary, announce] = useState<Summary | null>(null);
  const [lostAnswer, setLostAnswer] = useState<LostAnswer | null>(null);
  const inFlight = useRef(false);
  const afterSignIn = useAfterSignIn(api.session);

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
    services.toasts.show({
      message,
      tone: 'success',
      copyValue: id,
      copyLabel: 'Copy new entry ID',
      screen: paths.entries,
    });
    const order = newestFirstOrder(api);
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
    const ref = draftRef(getDraftId(draft.store), body);
    let entry;
    try {
      entry = await sendDraft(api, queryClient, body, {
        draftId: ref.draftId,
        takeOver,
        create: create.mutateAsync,
      });
    } catch (error) {
      return showFailure(error, body, ref, takeOver);
    } finally {
      inFlight.current = false;
    }
    finish(entry, body.folder_id, `Entry "${quoted(entry.title)}" created.`);
  }

  /** What stopped the create, on the form. */
  function showFailure(error: unknown, body: CreateEntryBody, ref: ClaimRef, takeOver: boolean) {
    // Sends it again once the person is signed in again (`again`: as a resend).
    const sendAfterSignIn = (again: boolean) => afterSignIn(() => void send(body, again));
    const fail = (note: string) => {
      announce({ lines: [], note });
      focusSummary();
    };
    if (error instanceof DraftHeld) {
      const { held } = error;
      if (held.kind === 'earlier-lost') {
        setLostAnswer({ body, first: held.first, lostAt: api.now(), message: EARLIER_ATTEMPT });
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
    if (error.status === 401) return sendAfterSignIn(takeOver);
    if (error.kind === 'key-reused') return fail(error.message);
    if (error.status === 422 || error.status === 400) {
      const fieldOf = contentFieldOf(api.config.metadataTypes);
      const mapped = mapServerErrors(
        error.fieldErrors,
        form.getValues(),
        (type) => fieldOf.get(type) ?? 'value',
      );
      for (const field of mapped.fields) {
        form.setError(field.path, { type: 'server', message: field.message });
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
        first: attemptOf(api.session.shared, ref) ?? { sentAt: lostAt },
        lostAt,
        message: lostCause(error),
      });
      // The session ended while the lost answer was being resent: resent with the same key
      // once signed in again, as it would have been.
      const resent = api.config.resendLostCreates && keyStatus === 'allowed';
      if (!api.session.token() && resent) sendAfterSignIn(true);
    } else if (error.status === 429 && error.retryAfter) {
      announce({ lines: [], note: error.message, waitSeconds: error.retryAfter });
      focusSummary();
    } else {
      fail(error.message);
    }
  }

  /** The lost answer's draft and content, as its claim knows them, and its folder. */
  const lostRef = () => lostAnswer && draftRef(getDraftId(draft.store), lostAnswer.body);
  const lostFolder = () => lostAnswer?.body.folder_id ?? form.getValues('folder_id').trim();

  /** The person says this entry, found by the folder check, is the one the lost answer made. */
  function found(entry: ListItem) {
    const ref = lostRef();
    if (ref) settleDraft(api, ref, entry.id);
    // Nothing refreshed the lists for this one: the new entry must show.
    void refreshEntryLists(queryClient);
    finish(entry, lostFolder(), `Entry "${quoted(entry.title)}" was created.`);
  }

  /** The person goes to look at an entry, unsure: the draft and the claim stay. */
  function visit(entry: ListItem) {
    const search = `?${new URLSearchParams({ folder_id: lostFolder() })}`;
    const state: EntriesLocationState = { highlightId: entry.id };
    navigate({ pathname: paths.entries, search }, { state });
  }

  /** The person says no entry found is theirs: the create did not happen. */
  function notMine() {
    const ref = lostRef();
    if (ref) settleDraft(api, ref, null);
  }

  function reset() {
    announce(null);
    setLostAnswer(null);
  }

  return {
    submit: (body: CreateEntryBody) => send(body, false),
    /** Try again, from the panel that said the last answer was lost. */
    retry: (body: CreateEntryBody) => send(body, true),
    found,
    visit,
    notMine,
    reset,
    summary,
    /** Shows (or with null, clears) the summary: the form's own check uses it too. */
    announce,
    lostAnswer,
    pending: create.isPending,
    /** What the console is doing on its own meanwhile: a 409 waited out, a lost answer resent. */
    progress: createProgress(api, create),
    /** Whether creates carry the idempotency key (a CORS policy may refuse it). */
    keyStatus,
  };
}
