/**
 * create-once: an entry is created exactly once, however often its create is sent, and a create
 * whose answer was lost is never taken for an older entry. This folder owns every rule of it;
 * the create form and the import use it through what this file exports, and nothing else.
 *
 * The rules, and where each lives:
 * - key.ts: the idempotency key of a draft or an import row (one per content; a new one only
 *   after an answer settled the last attempt), and the content's fingerprint.
 * - claim.ts: the attempt record (shared storage, read by every tab): the claim on a draft's
 *   content, when its first attempt was sent, the folder's baseline read just before it, and
 *   what is known of its outcome. draft-key.ts keeps the draft's key beside the draft.
 * - send.ts + send-keyed.ts + create-retries.ts: one keyed create, asked about again on a 409
 *   and resent on a lost answer (only where the key reaches a deduplicating server), each within
 *   its bound, and an import's 429 waits; all on the one backoff of src/api/retry-policy.ts.
 * - folder-read.ts, folder-walk.ts, folder-match.ts, match-lost-rows.ts: the look through the
 *   folder after a lost answer. An entry counts only when it provably did not exist before the
 *   first attempt: not in the baseline, or made after the send by the server's own clock. When
 *   nothing shows it, the outcome stays unknown and says why.
 *
 * Everything is handed the API client (`api`), which brings the configuration, the token and
 * the clock. The form: `sendDraft(api, body, { draftId })` does one attempt with all of the above and returns
 * what happened; after a lost answer, `readFolderForCheck` + `matchFolder` (given the attempt's
 * `first`) list the entries that can be it, and `settleDraft` records the person's answer.
 * The import: each row has its own key (`newRowKey`); `readBaseline` once per folder before its
 * first row goes out, `createEntryOnce` per row, and for rows whose answers were lost one
 * `walkFolder` per folder judged by `matchLostRows`.
 */
export {
  attemptOf,
  claimSubmission,
  contentHash,
  CLAIM_MAX_AGE_MS,
  outcomeOfError,
  settleSubmission,
  type ClaimRef,
  type FirstAttempt,
} from './claim';
export { createMutationDefaults, runCreate } from './create-mutation';
export { draftRef, sendDraft, settleDraft, type DraftAttempt } from './draft';
export { ensureDraftKey, loadDraftKey, nextKeyFor, saveDraftKey } from './draft-key';
export { readBaseline, readFolderForCheck, type FolderRead } from './folder-read';
export {
  baselineOf,
  createKey,
  entryKeys,
  inFolder,
  matchFolder,
  type Candidate,
  type FolderBaseline,
  type FolderMatch,
  type UnprovableReason,
} from './folder-match';
export { DEFAULT_WALK_MAX_ENTRIES, walkFolder, type FolderWalk } from './folder-walk';
export { fingerprintOf, keyForAttempt, newRowKey, settleAttempt, type DraftKey } from './key';
export { keyHeaderStatus, learnKeyHeader } from './key-header';
export type { KeyHeaderStatus } from './key-header-check';
export {
  matchLostRows,
  UNPROVABLE,
  verdictMessage,
  type LostRow,
  type LostVerdict,
} from './match-lost-rows';
export { createEntry } from './request';
export type { CreateProgress } from './send-keyed';
export {
  defaultKeyedCreatePolicy,
  defaultRateLimitPolicy,
  rateLimitDelay,
  type KeyedCreatePolicy,
  type RateLimitPolicy,
} from './create-retries';
export { createEntryOnce, type CreateOnceResult } from './send';
