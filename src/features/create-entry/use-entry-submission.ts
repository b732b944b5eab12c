import { useRef, useState, type RefObject } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { refreshEntryLists, useEntriesCreated } from '../../api/entries';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import { useApi } from '../../api/api-context';
import { createEntryMutation, createProgress } from '../../api/create-once/create-mutation';
import { draftRef, sendDraft, settleDraft } from '../../api/create-once/draft-attempt';
import type { ClaimRef } from '../../api/create-once/attempt-record';
import { useDraftStatus } from './draft-status';
import { getDraftId } from './draft';
import { paths, type EntriesLocationState } from '../../lib/paths';
import { useServices } from '../../lib/services';
import { cutText } from '../../lib/cut-text';
import { isolate } from '../../lib/isolate';
import { keepActivity } from '../../lib/activity-log';
import { useAfterSignIn } from '../../lib/use-after-sign-in';
import { showFailure, type FormView, type LostAnswer } from './create-failure';
import { keyHeaderQuery, keyHeaderStatus } from '../../api/create-once/key-header';

/** A title the server sent, as a toast quotes it: cut, and isolated from the sentence. */
const quoted = (title: string) => isolate(cutText(title));

/**
 * Sending the form: one request per click (and per draft across tabs), the server's answer
 * put on the form (422 errors on their fields, a lost answer to check, a wait to count down),
 * and on success the way to the new entry.
 */
export function useEntrySubmission(
  view: FormView,
  /** Set when the screen leaves on purpose: the draft is no longer saved or guarded. */
  leavingRef: RefObject<boolean>,
) {
  const { form, announce } = view;
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
  const toasts = services.toasts;
  const [lostAnswer, setLostAnswer] = useState<LostAnswer | null>(null);
  const inFlight = useRef(false);
  const claimRef = useRef<ClaimRef | null>(null);
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
    const ref: ClaimRef = draftRef(getDraftId(draft.store), body);
    claimRef.current = ref;
    let entry;
    try {
      entry = await sendDraft(api, queryClient, body, {
        draftId: ref.draftId,
        takeOver,
        create: create.mutateAsync,
      });
    } catch (error) {
      return showFailure(error, {
        ...view,
        api,
        body,
        ref,
        takeOver,
        keyStatus,
        showLost: setLostAnswer,
        sendAfterSignIn: (again) => afterSignIn(() => void send(body, again)),
      });
    } finally {
      inFlight.current = false;
    }
    finish(entry, body.folder_id, `Entry "${quoted(entry.title)}" created.`);
  }

  /** The person says this entry, found by the folder check, is the one the lost answer made. */
  function found(entry: ListItem) {
    if (claimRef.current) settleDraft(api, claimRef.current, entry.id);
    // Nothing refreshed the lists for this one: the new entry must show.
    void refreshEntryLists(queryClient);
    finish(
      entry,
      lostAnswer?.body.folder_id ?? form.getValues('folder_id').trim(),
      `Entry "${quoted(entry.title)}" was created.`,
    );
  }

  /** The person goes to look at an entry, unsure: the draft and the claim stay. */
  function visit(entry: ListItem) {
    const folder = lostAnswer?.body.folder_id ?? form.getValues('folder_id').trim();
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
    pending: create.isPending,
    /** What the console is doing on its own meanwhile: a 409 waited out, a lost answer resent. */
    progress: createProgress(api, create),
    /** Whether creates carry the idempotency key (a CORS policy may refuse it). */
    keyStatus,
  };
}
