/**
 * One attempt to create the create form's draft, with every rule of create-once applied in
 * order: the folder's baseline read before a first attempt (folder-read.ts), the cross-tab claim
 * (attempt-record.ts), the draft's key for this content (key.ts, kept by attempt-record.ts), the create itself
 * (the create mutation, create-mutation.ts, which tries again where it is safe), and the key and
 * claim settled by what the answer says. What stops it is thrown: the create's own error, or
 * `DraftHeld` when the claim holds the draft back.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import type { CreateEntryBody, CreatedEntry } from '../schemas';
import {
  claimSubmission,
  contentHash,
  attemptOf,
  sweepClaims,
  outcomeOfError,
  settleSubmission,
  type ClaimRef,
  type Held,
  loadDraftKey,
  saveDraftKey,
} from './attempt-record';
import { createVariables, type CreateVariables } from './create-mutation';
import { readBaseline } from './folder-read';
import { fingerprintOf, keyForAttempt, newDraftKey, settleAttempt } from './key';
import type { ApiClient } from '../api-client';

export interface DraftAttemptOptions {
  /** The draft's id (a duplicated tab carries the same one). */
  draftId: string;
  /** The person sends again after being told an earlier answer was lost. */
  takeOver?: boolean;
  /** Runs the create mutation (the form's `mutateAsync`). */
  create: (variables: CreateVariables) => Promise<CreatedEntry>;
}

/** The claim held the draft back: nothing was sent. */
export class DraftHeld extends Error {
  constructor(readonly held: Held) {
    super(`The draft is held back (${held.kind}).`);
    this.name = 'DraftHeld';
  }
}

/** Which draft and content an attempt is for: what `settleDraft` is given later. */
export function draftRef(draftId: string, body: CreateEntryBody): ClaimRef {
  return { draftId, content: contentHash(body) };
}

/** The person said which entry the lost answer made, or that none did. */
export function settleDraft(api: ApiClient, ref: ClaimRef, entryId: string | null): void {
  const outcome =
    entryId === null ? ({ kind: 'failed' } as const) : { kind: 'created' as const, entryId };
  settleSubmission(api.session.shared, ref, outcome, api.now());
}

export async function sendDraft(
  api: ApiClient,
  queryClient: QueryClient,
  body: CreateEntryBody,
  options: DraftAttemptOptions,
): Promise<CreatedEntry> {
  const ref = draftRef(options.draftId, body);
  const { shared, store } = api.session;
  sweepClaims(shared, api.now());
  // Before a first attempt: what the folder holds, so a lost answer is never an older entry.
  const baseline = attemptOf(shared, ref) ? null : await readFirstBaseline(api, queryClient, body);
  const { takeOver } = options;
  const held = claimSubmission(shared, ref, { now: api.now(), takeOver, baseline });
  if (held) throw new DraftHeld(held);
  // With the draft's idempotency key: the same for every attempt of this content.
  const attempt = keyForAttempt(loadDraftKey(store), fingerprintOf(body));
  saveDraftKey(store, attempt);
  try {
    const entry = await options.create(createVariables(body, attempt.key));
    settleSubmission(shared, ref, { kind: 'created', entryId: entry.id }, api.now());
    return entry;
  } catch (error) {
    // The server holds this key for other content: it can never be used for this draft again.
    if (isApiError(error) && error.kind === 'key-reused') saveDraftKey(store, newDraftKey());
    // A definite answer settles the attempt; an unknown outcome leaves it open.
    else saveDraftKey(store, settleAttempt(attempt, isApiError(error) && !error.outcomeUnknown));
    // The claim holds while the outcome is unknown; a definite failure releases it.
    settleSubmission(shared, ref, outcomeOfError(error), api.now());
    throw error;
  }
}

/**
 * The folder's newest entries, or null where they could not be read: a lost answer is then judged
 * by the server's clock, or stays unknown (folder-match.ts); the create itself goes ahead and gets
 * its own answer. Throws the 401 that ended the session, if the read got one (nothing is sent then).
 */
async function readFirstBaseline(api: ApiClient, queryClient: QueryClient, body: CreateEntryBody) {
  try {
    return await readBaseline(api, queryClient, body.folder_id);
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    return null;
  }
}
