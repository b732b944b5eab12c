/**
 * Every retry of the console, in one place: when a request is tried again and how long it waits
 * first. One backoff (a base, doubling, up to a cap) and one reading of `Retry-After` serve:
 * - reads (TanStack Query's `retry`/`retryDelay`, the create-once folder reads, the export's
 *   and the index's walks through them): no answer, a timeout, a 5xx or a 429 is tried again a
 *   few times; anything another try would not fix (401, 404, 422, an unreadable answer, an
 *   abort) is final;
 * - a create that carries an idempotency key (`conflictDelay`, `lostAnswerDelay`, run by
 *   create-once's `sendKeyed`): a `409` means the server is still
 *   working on the first attempt with this key — ask again with the same key after
 *   `Retry-After` (else a backoff), visibly; a lost answer (no answer, a timeout, 502/503/504)
 *   is resent with the same key after a backoff, only with `resendLostCreates` on and only when
 *   the key was really sent;
 * - an import waiting out a `429` (`rateLimitDelay`): a floor, a growing backoff, a cap, a limit
 *   of tries.
 * The policies are values handed in (`RetryPolicies`, carried by the API client; the import's
 * runner is given its own), never module state: tests shorten the waits by passing their own. Pure apart from the waiting, so every
 * decision is testable.
 */
import { isApiError } from './api-error';
import type { KeyedCreatePolicy } from './create-once';

/** A wait that starts at `baseDelayMs` and doubles with each attempt, up to `maxDelayMs`. */
export interface Backoff {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait before the try after `attempt` earlier ones (0 for the first retry). */
export function backoff(attempt: number, policy: Backoff): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
}

/**
 * The wait a `Retry-After` of `seconds` asks for, at most `maxSeconds`; null when the server
 * asked for nothing readable.
 */
export function retryAfterWait(seconds: number | null, maxSeconds: number): number | null {
  return typeof seconds === 'number' ? Math.min(seconds, maxSeconds) * 1000 : null;
}

export interface ReadRetryPolicy extends Backoff {
  /** Extra attempts for a read after the first one. Writes are never retried this way. */
  retries: number;
  /** A Retry-After longer than this is not waited for: the error is shown instead. */
  maxRetryAfterSeconds: number;
}

export const defaultReadRetryPolicy: ReadRetryPolicy = {
  retries: 2,
  baseDelayMs: 400,
  maxDelayMs: 4000,
  maxRetryAfterSeconds: 10,
};

/**
 * How long to wait before trying a failed read again, or null when trying again would not
 * help. A read with no readable answer (no answer, a timeout, a 5xx) backs off, doubling; a
 * 429 waits its Retry-After when that is short; anything else (401, 404, 422, an answer we
 * cannot read, an abort) is final.
 */
export function readRetryWait(
  failureCount: number,
  error: unknown,
  policy: ReadRetryPolicy,
): number | null {
  if (!isApiError(error) || failureCount >= policy.retries) return null;
  const { status, retryAfter } = error;
  if (status === 429 && retryAfter !== null) {
    return retryAfter <= policy.maxRetryAfterSeconds ? retryAfter * 1000 : null;
  }
  return error.outcomeUnknown || status === 429 ? backoff(failureCount, policy) : null;
}

/**
 * The policies the API client carries to what retries: reads and keyed creates. (An import's
 * 429s are waited out by its runner with create-once's `rateLimitDelay`, its tries from the
 * config.)
 */
export interface RetryPolicies {
  reads: ReadRetryPolicy;
  /** create-once's own bounds unless given (tests shorten them). */
  keyedCreate?: KeyedCreatePolicy;
}

export const defaultRetryPolicies: RetryPolicies = { reads: defaultReadRetryPolicy };
