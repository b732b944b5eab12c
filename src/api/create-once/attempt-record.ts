/**
 * The attempt record of a create: what it must remember across reloads and tabs, each part
 * parsed when read back. The draft's idempotency key (key.ts) lives in the tab's storage beside
 * the draft: a reload and a sign-in round trip keep it, and clearing the draft clears it (by the
 * name in storage-names.ts). The claim: one draft, one entry — across tabs too. A duplicated tab carries the same draft (and draft
 * id); before sending, a tab claims the draft's content in shared storage, which all tabs of the
 * origin share. A claim is for one draft id and one content: a draft changed in another tab is
 * another entry, and is not held back. Only ids, a hash of the content and times are stored,
 * never form contents or the token.
 *
 * A claim lives until the outcome is known: `sending` while a request runs, `unknown` when its
 * answer was lost (until someone checks the folder or says to try again), `done` with the new
 * entry's id. A definite failure removes it. Claims older than a day are swept. It keeps when
 * the first attempt was sent and the folder's baseline read just before it (folder-match.ts),
 * across a resend the person asked for, so a later look in the folder judges from the first.
 */
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { isApiError } from '../api-error';
import type { CreateEntryBody } from '../schemas';
import { baselineSchema, type FolderBaseline } from './folder-match';
import { fingerprintOf, keyForAttempt, newDraftKey, draftKeySchema, type DraftKey } from './key';
import { IDEMPOTENCY_KEY_STORAGE } from './storage-names';
import { keyValueStore } from '../../lib/key-value-store';
import type { StorageSource } from '../../lib/storage';
/** Prefix of the attempt records (the claims) in the browser's shared storage. */
export const ATTEMPT_STORAGE_PREFIX = 'registry-console:submission:';
/** A `sending` claim this old was left by a tab that stopped: its outcome is unknown. */
export const SENDING_STALE_MS = 5 * 60_000;
/** Any claim this old is removed. */
export const CLAIM_MAX_AGE_MS = 24 * 60 * 60_000;

/** Which draft, and which content of it, a claim is for. */
export interface ClaimRef {
  draftId: string;
  content: string;
}

/** Why a claim holds a draft back: nothing is sent. */
export type Held =
  /** Another tab is sending this draft right now. */
  | { kind: 'busy' }
  /** This draft was created already (in another tab): its entry. */
  | { kind: 'done'; entryId: string }
  /** An earlier attempt's answer was lost (here or in another tab): look in the folder first. */
  | { kind: 'earlier-lost'; first: FirstAttempt };

export type Outcome =
  { kind: 'created'; entryId: string } | { kind: 'failed' } | { kind: 'unknown' };

const keyOf = (ref: ClaimRef) => `${ATTEMPT_STORAGE_PREFIX}${ref.draftId}:${ref.content}`;

// Claims are kept in the storage the tabs of the origin share (the session's `shared`). Without
// storage, each tab guards only itself.

const time = z.number();

/**
 * A claim as stored, checked field by field (another tab, an older version or DevTools may have
 * written anything): no time, no claim; a state it does not know is a lost answer (the careful
 * reading: look in the folder first), and so is `done` without the entry's id; a baseline it
 * cannot read is left out, so nothing is judged by it.
 */
const claimFields = z.object({
  state: z.catch(z.enum(['sending', 'unknown', 'done']), 'unknown'),
  at: time,
  /** When the first attempt was sent. */
  sentAt: z.catch(z.optional(time), undefined),
  /** The folder just before the first attempt, when it could be read. */
  baseline: z.catch(z.optional(baselineSchema), undefined),
  entryId: z.catch(z.optional(z.string()), undefined),
});
type Claim = z.infer<typeof claimFields>;

const claimSchema = z.pipe(
  claimFields,
  z.transform((claim): Claim => ({
    ...claim,
    state: claim.state === 'done' && claim.entryId === undefined ? 'unknown' : claim.state,
  })),
);

function read(store: StorageSource, key: string): Claim | null {
  return keyValueStore(store).read(key, claimSchema);
}

function write(store: StorageSource, key: string, claim: Claim | null): void {
  if (claim) keyValueStore(store).write(key, claim);
  else keyValueStore(store).remove(key);
}

/** Removes claims older than a day, and any that cannot be read. */
export function sweepClaims(store: StorageSource, now: number): void {
  for (const key of keyValueStore(store).keys(ATTEMPT_STORAGE_PREFIX)) {
    const claim = read(store, key);
    if (!claim || now - claim.at > CLAIM_MAX_AGE_MS) keyValueStore(store).remove(key);
  }
}

/**
 * Claims the draft's content for sending, or says what holds it back. `takeOver` is the person
 * choosing to send again after being told an earlier answer was lost; a first attempt keeps the
 * `baseline` read just before it.
 */
export function claimSubmission(
  store: StorageSource,
  ref: ClaimRef,
  options: { now: number; takeOver?: boolean; baseline?: FolderBaseline | null },
): Held | null {
  const { now, takeOver = false, baseline } = options;
  sweepClaims(store, now);
  const key = keyOf(ref);
  const claim = read(store, key);
  if (claim?.state === 'done' && claim.entryId) return { kind: 'done', entryId: claim.entryId };
  if (claim?.state === 'sending' && now - claim.at < SENDING_STALE_MS) return { kind: 'busy' };
  if (claim && !takeOver) return { kind: 'earlier-lost', first: firstAttempt(claim) };
  // Sent again on purpose: the first attempt may still have made the entry.
  const first = claim ? firstAttempt(claim) : { sentAt: now, ...(baseline ? { baseline } : {}) };
  write(store, key, { state: 'sending', at: now, ...first });
  return null;
}

/** The first attempt: when it went out, and the folder's baseline read just before it. */
export interface FirstAttempt {
  sentAt: number;
  baseline?: FolderBaseline;
}

function firstAttempt(claim: Claim): FirstAttempt {
  const sentAt = claim.sentAt ?? claim.at;
  return claim.baseline ? { sentAt, baseline: claim.baseline } : { sentAt };
}

/** The first attempt of the claim, if there is a claim. */
export function attemptOf(store: StorageSource, ref: ClaimRef): FirstAttempt | null {
  const claim = read(store, keyOf(ref));
  return claim ? firstAttempt(claim) : null;
}

/** Records how an attempt ended: the claim holds unless it definitely failed. */
export function settleSubmission(
  store: StorageSource,
  ref: ClaimRef,
  outcome: Outcome,
  now: number,
): void {
  const key = keyOf(ref);
  if (outcome.kind === 'failed') return write(store, key, null);
  const first = firstAttempt(read(store, key) ?? { state: 'sending', at: now });
  if (outcome.kind === 'created')
    write(store, key, { state: 'done', at: now, sentAt: first.sentAt, entryId: outcome.entryId });
  else write(store, key, { state: 'unknown', at: now, ...first });
}

/** Which draft and content an attempt is for: what `settleDraft` is given later. */
export function draftRef(draftId: string, body: CreateEntryBody): ClaimRef {
  return { draftId, content: fingerprintOf(body) };
}

/** The person said which entry the lost answer made, or that none did. */
export function settleDraft(api: ApiClient, ref: ClaimRef, entryId: string | null): void {
  const outcome =
    entryId === null ? ({ kind: 'failed' } as const) : { kind: 'created' as const, entryId };
  settleSubmission(api.session.shared, ref, outcome, api.now());
}

/** How a failed create ended, for the claim: a lost answer (or anything unexpected) is unknown. */
export function outcomeOfError(error: unknown): Outcome {
  return isApiError(error) && !error.outcomeUnknown ? { kind: 'failed' } : { kind: 'unknown' };
}

/** The draft's idempotency key state, kept beside it so reloads and sign-ins keep it too. */
export function loadDraftKey(store: StorageSource): DraftKey | null {
  // Storage refused or not JSON: no key yet, a new one is made.
  return keyValueStore(store).read(IDEMPOTENCY_KEY_STORAGE, draftKeySchema);
}

export function saveDraftKey(store: StorageSource, state: DraftKey): void {
  // Without storage the key lives as long as the page.
  keyValueStore(store).write(IDEMPOTENCY_KEY_STORAGE, state);
}

/** The stored key state, drawn and stored first when the draft has none. */
export function ensureDraftKey(store: StorageSource): DraftKey {
  const stored = loadDraftKey(store);
  if (stored) return stored;
  const fresh = newDraftKey();
  saveDraftKey(store, fresh);
  return fresh;
}

/** The key the next attempt to send this body will carry: what the request preview shows. */
export function nextKeyFor(store: StorageSource, body: unknown): string {
  return keyForAttempt(ensureDraftKey(store), fingerprintOf(body)).key;
}
