/**
 * The retry policy of the console: when a request is tried again and how long it waits first.
 * Every retry waits by the one backoff here (a base, doubling, up to a cap), or by the server's
 * `Retry-After` within a bound:
 * - reads (TanStack Query's `retry`/`retryDelay`, the create-once folder reads, the export's
 *   and the index's walks through them), decided here: no answer, a timeout, a 5xx or a 429 is
 *   tried again a few times; anything another try would not fix (401, 404, 422, an unreadable
 *   answer, an abort) is final;
 * - a create that carries an idempotency key (its 409s and lost answers): the create mutation's
 *   `retry` / `retryDelay` (create-once/create-mutation.ts), over this backoff; an import
 *   waiting out a 429: its runner (features/import/job/rate-limit.ts), over this backoff too.
 * The policies are values handed in (`RetryPolicies`, carried by the API client), never module
 * state: tests shorten the waits by passing their own. Pure, so every decision is testable.
 */
import { isApiError } from './api-error';

/** A wait that starts at `baseDelayMs` and doubles with each attempt, up to `maxDelayMs`. */
export interface Backoff {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait before the try after `attempt` earlier ones (0 for the first retry). */
export function backoff(attempt: number, policy: Backoff): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
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

/** A create under an idempotency key (create-once/create-mutation.ts applies it). */
export interface KeyedCreatePolicy extends Backoff {
  /** How many times a 409 (first attempt still running) is asked about again. */
  conflictRetries: number;
  /** How many times a lost answer is resent, when resending is on. */
  lostAnswerResends: number;
  /** A longer Retry-After is cut to this many seconds. */
  maxRetryAfterSeconds: number;
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
