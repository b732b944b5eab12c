/**
 * One attempt to create the create form's draft, with every rule of create-once applied in
 * order: the cross-tab claim (claim.ts), the folder's baseline read before the first attempt
 * (folder-read.ts), the draft's key for this content (key.ts, draft-key.ts), the keyed send
 * with its retries (send.ts), and the key and claim settled by what the answer says. Never
 * throws: what happened comes back as a value for the form to show.
 */
import { isApiError } from '../api-error';
import type { CreateEntryBody } from '../schemas';
import {
  attemptOf,
  claimSubmission,
  contentHash,
  needsBaseline,
  outcomeOfError,
  recordBaseline,
  settleSubmission,
  type ClaimRef,
  type FirstAttempt,
} from './claim';
import { loadDraftKey, saveDraftKey } from './draft-key';
import { readBaseline } from './folder-read';
import { fingerprintOf, keyForAttempt, retireKey, settleAttempt } from './key';
import type { CreateProgress } from './send-keyed';
import type { ApiClient } from '../api-client';
import { createEntryOnce, type CreateOnceResult } from './send';

export interface DraftAttemptOptions {
  /** The draft's id (a duplicated tab carries the same one). */
  draftId: string;
  /** The person sends again after being told an earlier answer was lost. */
  takeOver?: boolean;
  onProgress?: (progress: CreateProgress) => void;
  signal?: AbortSignal;
}

export type DraftAttempt =
  | ({ kind: 'created' } & CreateOnceResult)
  /** Another tab is sending this draft right now. */
  | { kind: 'busy' }
  /** This draft was created already (in another tab): its entry. */
  | { kind: 'done'; entryId: string }
  /** An earlier attempt's answer was lost (here or in another tab): not sent again. */
  | { kind: 'earlier-lost'; first: FirstAttempt }
  /**
   * The server's answer; `first` when the outcome is unknown (the answer was lost): when the
   * first attempt went out and what the folder held before it, for the folder check.
   */
  | { kind: 'failed'; error: unknown; first: FirstAttempt | null };

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
  body: CreateEntryBody,
  options: DraftAttemptOptions,
): Promise<DraftAttempt> {
  const ref = draftRef(options.draftId, body);
  const claim = claimSubmission(api.session.shared, ref, {
    now: api.now(),
    takeOver: options.takeOver,
  });
  if (!claim.ok) {
    if (claim.reason === 'sending') return { kind: 'busy' };
    if (claim.reason === 'done') return { kind: 'done', entryId: claim.entryId };
    const first = claim.baseline
      ? { sentAt: claim.sentAt, baseline: claim.baseline }
      : { sentAt: claim.sentAt };
    return { kind: 'earlier-lost', first };
  }
  const signedOut = await readFirstBaseline(api, ref, body.folder_id, options.signal);
  if (signedOut) {
    settleSubmission(api.session.shared, ref, { kind: 'failed' }, api.now());
    return { kind: 'failed', error: signedOut, first: null };
  }
  // With the draft's idempotency key: the same for every attempt of this content.
  const { store } = api.session;
  const attempt = keyForAttempt(loadDraftKey(store), fingerprintOf(body));
  saveDraftKey(store, attempt);
  try {
    const result = await createEntryOnce(api, body, {
      key: attempt.key,
      onProgress: options.onProgress,
      signal: options.signal,
    });
    settleSubmission(
      api.session.shared,
      ref,
      { kind: 'created', entryId: result.entry.id },
      api.now(),
    );
    return { kind: 'created', ...result };
  } catch (error) {
    if (isApiError(error) && error.kind === 'key-reused') saveDraftKey(store, retireKey());
    // A definite answer settles the attempt; an unknown outcome leaves it open.
    else saveDraftKey(store, settleAttempt(attempt, isApiError(error) && !error.outcomeUnknown));
    // The claim holds while the outcome is unknown; a definite failure releases it.
    const outcome = outcomeOfError(error);
    settleSubmission(api.session.shared, ref, outcome, api.now());
    return {
      kind: 'failed',
      error,
      first: outcome.kind === 'unknown' ? attemptOf(api.session.shared, ref) : null,
    };
  }
}

/**
 * Before a first attempt: what the folder holds, so a lost answer is never an older entry.
 * Returns the 401 that ended the session, if the read got one (nothing is sent then).
 */
async function readFirstBaseline(
  api: ApiClient,
  ref: ClaimRef,
  folder: string,
  signal?: AbortSignal,
) {
  if (!needsBaseline(api.session.shared, ref)) return null;
  let baseline = null;
  try {
    baseline = await readBaseline(api, folder, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return error;
    // Unread, a lost answer is judged by the server's clock, or stays unknown (folder-match.ts);
    // the create itself goes ahead and gets its own answer.
    if (signal?.aborted) throw error;
  }
  recordBaseline(api.session.shared, ref, baseline, api.now());
  return null;
}
