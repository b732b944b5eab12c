/**
 * A create is a mutation, the form's (src/features/create-entry/use-entry-submission.ts) and each
 * import row's (src/features/import/job/runner-options.ts) alike: these options, under one key,
 * so both send, wait and try again the same way. Every try carries the content's idempotency
 * key in the configured header (when the server's CORS policy lets it through); a replayed
 * answer is a success like any other. Query tries again, and owns the wait (`retry`,
 * `retryDelay`), only where that cannot make a second entry: a 409 (the first attempt still
 * running) is asked about again with the same key; a lost answer is resent with the same key
 * only with `resendLostCreates` on and the key really sent. Everything else is thrown as it came,
 * for the person or the import to decide.
 *
 * The form's attempt (`sendDraft`) puts every other rule of create-once around the mutation, in
 * order: the folder's baseline read before a first attempt (folder-read.ts), the cross-tab claim
 * (attempt-record.ts), the draft's key for this content (key.ts, kept by attempt-record.ts), and
 * the key and claim settled by what the answer says. What stops it is thrown: the create's own
 * error, or `DraftHeld` when the claim holds the draft back.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { ApiError, isApiError } from '../api-error';
import { entryKeys } from '../entries';
import { backoff, type KeyedCreatePolicy } from '../retry-policy';
import { createdEntrySchema, createEntryBodySchema } from '../create-schemas';
import type { CreateEntryBody, CreatedEntry } from '../schemas';
import {
  attemptOf,
  claimSubmission,
  loadDraftKey,
  outcomeOfError,
  saveDraftKey,
  draftRef,
  settleSubmission,
  sweepClaims,
  type Held,
} from './attempt-record';
import { readBaseline } from './folder-read';
import { fingerprintOf, keyForAttempt, newDraftKey, settleAttempt } from './key';
import { keyHeaderStatus, learnKeyHeader } from './key-header';

export const defaultKeyedCreatePolicy: KeyedCreatePolicy = {
  conflictRetries: 6,
  lostAnswerResends: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  maxRetryAfterSeconds: 10,
};

/** One create: its body and key, and what its earlier tries learnt. */
export interface CreateVariables {
  body: CreateEntryBody;
  /** The idempotency key: the same for every try of the same content. */
  key: string;
  /** An earlier try's answer was lost: a later refusal says nothing of what that one did. */
  earlier: { lost: ApiError | null };
}

export const createVariables = (body: CreateEntryBody, key: string): CreateVariables => ({
  body,
  key,
  earlier: { lost: null },
});

/** The request went out and no answer says what happened. */
export function isLostAnswer(error: ApiError): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  );
}

/**
 * The wait before trying a failed create again (after `failures` earlier failures), or null
 * when it is not tried again. Pure, so every decision is testable.
 */
export function createRetryWait(
  failures: number,
  error: unknown,
  { resendLost, signedIn }: { resendLost: boolean; signedIn: boolean },
  policy: KeyedCreatePolicy = defaultKeyedCreatePolicy,
): number | null {
  if (!isApiError(error) || !signedIn) return null;
  const asked =
    error.retryAfter === null
      ? null
      : Math.min(error.retryAfter, policy.maxRetryAfterSeconds) * 1000;
  const bound =
    error.kind === 'in-progress'
      ? policy.conflictRetries
      : resendLost && error.keySent && isLostAnswer(error)
        ? policy.lostAnswerResends
        : 0;
  return failures < bound ? (asked ?? backoff(failures, policy)) : null;
}

export function createEntryMutation(api: ApiClient) {
  const policy = api.retry.keyedCreate ?? defaultKeyedCreatePolicy;
  const wait = (failures: number, error: unknown) =>
    createRetryWait(
      failures,
      error,
      { resendLost: api.config.resendLostCreates, signedIn: api.session.token() !== null },
      policy,
    );
  return mutationOptions({
    mutationKey: entryKeys.creates(),
    mutationFn: (variables: CreateVariables) => sendCreate(api, variables),
    retry: (failures, error) => wait(failures, error) !== null,
    retryDelay: (failures, error) => wait(failures, error) ?? 0,
    // Sent even when the browser says it is offline: a create that cannot go out says so,
    // instead of waiting unseen.
    networkMode: 'always',
  });
}

/** One try: exactly what the contract's body schema lets through, with the key. */
async function sendCreate(api: ApiClient, variables: CreateVariables): Promise<CreatedEntry> {
  const { body, key, earlier } = variables;
  const sent = createEntryBodySchema.parse(body);
  let status = keyHeaderStatus(api);
  const token = api.session.token();
  if (status === 'unknown' && token) status = await learnKeyHeader(api, token);
  // Unknown means the server could not be reached to ask: the key goes out, so that if this
  // request does reach it, a repeat cannot make a second entry.
  const keySent = status === 'allowed' || status === 'unknown';
  let problem = false;
  try {
    return await api.request({
      method: 'POST',
      path: '/api/v1/registry/create',
      body: sent,
      schema: createdEntrySchema,
      headers: keySent ? { [api.config.idempotencyHeader]: key } : undefined,
      onResponse: (response) => {
        problem = /problem\+json/i.test(response.headers.get('Content-Type') ?? '');
      },
    });
  } catch (thrown) {
    const error = keyedError(thrown, keySent, problem);
    // A resend refused for its token (the session ended meanwhile) says nothing of what the
    // lost one, or the one still running at a 409, did: the outcome stays unknown, never
    // "not created".
    if (earlier.lost && isApiError(error) && error.status === 401) throw earlier.lost;
    if (isApiError(error) && (isLostAnswer(error) || error.kind === 'in-progress'))
      earlier.lost = error;
    throw error;
  }
}

/** What only a keyed create gets (a 409, a key used for other content), as their own kinds. */
function keyedError(error: unknown, keySent: boolean, problem: boolean): unknown {
  if (!(error instanceof ApiError) || !keySent) return error;
  if (error.status === 409) {
    return new ApiError({
      kind: 'in-progress',
      status: 409,
      retryAfter: error.retryAfter,
      method: 'POST',
      keySent,
      message: 'The server is still working on the first attempt to create this entry.',
    });
  }
  const noFields = Object.keys(error.fieldErrors).length === 0;
  if (error.status === 422 && noFields && (problem || /idempoten/i.test(error.message))) {
    return new ApiError({
      kind: 'key-reused',
      status: 422,
      method: 'POST',
      keySent,
      message:
        'This draft was sent before with other content, and the server refused the changed ' +
        'version under the same idempotency key. That first attempt may have created an entry: ' +
        'check the folder before creating again.',
    });
  }
  return new ApiError({ ...error, message: error.message, keySent });
}

/** The claim held the draft back: nothing was sent. */
export class DraftHeld extends Error {
  constructor(readonly held: Held) {
    super(`The draft is held back (${held.kind}).`);
    this.name = 'DraftHeld';
  }
}

/**
 * One attempt to create the form's draft (`draftId`; a duplicated tab carries the same one) by
 * `create` (the form's `mutateAsync` of these options); `takeOver` when the person sends again
 * after being told an earlier answer was lost.
 */
export async function sendDraft(
  api: ApiClient,
  queryClient: QueryClient,
  body: CreateEntryBody,
  options: {
    draftId: string;
    takeOver?: boolean;
    create: (variables: CreateVariables) => Promise<CreatedEntry>;
  },
): Promise<CreatedEntry> {
  const ref = draftRef(options.draftId, body);
  const { shared, store } = api.session;
  sweepClaims(shared, api.now());
  // Before a first attempt: what the folder holds, so a lost answer is never an older entry.
  // Unread, a lost answer is judged by the server's clock or stays unknown (folder-match.ts) and
  // the create goes ahead; a 401 ended the session, and nothing is sent.
  const baseline = attemptOf(shared, ref)
    ? null
    : await readBaseline(api, queryClient, body.folder_id).catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) throw error;
        return null;
      });
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
