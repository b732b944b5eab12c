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
  policy: ReadRetryPolicy = defaultReadRetryPolicy,
): number | null {
  if (!isApiError(error) || failureCount >= policy.retries) return null;
  const { status, retryAfter } = error;
  if (status === 429 && retryAfter !== null) {
    return retryAfter <= policy.maxRetryAfterSeconds ? retryAfter * 1000 : null;
  }
  return error.outcomeUnknown || status === 429 ? backoff(failureCount, policy) : null;
}

/** What the policy needs to know about a failed attempt (an ApiError has it). */
export interface FailedAttempt {
  kind: string;
  status: number;
  /** Seconds, from a Retry-After header the server exposed. */
  retryAfter: number | null;
}

export interface KeyedCreatePolicy extends Backoff {
  /** How many times a 409 (first attempt still running) is asked about again. */
  conflictRetries: number;
  /** How many times a lost answer is resent, when resending is on. */
  lostAnswerResends: number;
  /** A longer Retry-After is cut to this many seconds. */
  maxRetryAfterSeconds: number;
}

export const defaultKeyedCreatePolicy: KeyedCreatePolicy = {
  conflictRetries: 6,
  lostAnswerResends: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  maxRetryAfterSeconds: 10,
};

/** The request went out and no answer says what happened. */
export function isLostAnswer(error: FailedAttempt): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  );
}

function retryAfterMs(error: FailedAttempt, policy: KeyedCreatePolicy): number | null {
  if (typeof error.retryAfter !== 'number') return null;
  return Math.min(error.retryAfter, policy.maxRetryAfterSeconds) * 1000;
}

/** The wait before asking again about a first attempt still running, or null to stop. */
export function conflictDelay(
  error: FailedAttempt,
  retriesSoFar: number,
  policy: KeyedCreatePolicy = defaultKeyedCreatePolicy,
): number | null {
  if (error.kind !== 'http' || error.status !== 409) return null;
  if (retriesSoFar >= policy.conflictRetries) return null;
  return retryAfterMs(error, policy) ?? backoff(retriesSoFar, policy);
}

export interface ResendOptions {
  /** The config's resendLostCreates. */
  resendLost: boolean;
  /** The key went out with the request (a header is configured and CORS lets it through). */
  keySent: boolean;
}

/** The wait before resending a create whose answer was lost, or null not to resend. */
export function lostAnswerDelay(
  error: FailedAttempt,
  resendsSoFar: number,
  { resendLost, keySent }: ResendOptions,
  policy: KeyedCreatePolicy = defaultKeyedCreatePolicy,
): number | null {
  if (!resendLost || !keySent || !isLostAnswer(error)) return null;
  if (resendsSoFar >= policy.lostAnswerResends) return null;
  return retryAfterMs(error, policy) ?? backoff(resendsSoFar, policy);
}

/** How an import waits out a 429: a floor, a growing backoff, a cap, a limit of tries. */
export interface RateLimitPolicy extends Backoff {
  /** 429s one row may meet before it is failed. */
  tries: number;
}

export const defaultRateLimitPolicy: RateLimitPolicy = {
  baseDelayMs: 2000,
  maxDelayMs: 60_000,
  tries: 8,
};

/**
 * The wait before sending again after the `refusals`-th 429 for one row (1 for the first), or
 * null when it has been refused too often. `Retry-After` is honoured between the floor (the
 * backoff: base, twice that, … ) and the cap: 0, a date in the past, a negative or an absurd
 * number can neither make it resend at once for ever nor wait for ever.
 */
export function rateLimitDelay(
  retryAfterSeconds: number | null,
  refusals: number,
  policy: RateLimitPolicy = defaultRateLimitPolicy,
): number | null {
  if (refusals > policy.tries) return null;
  const floor = backoff(refusals - 1, policy);
  // NaN and anything not above 0 ask for nothing; Infinity is cut to the cap below.
  const asked = retryAfterSeconds !== null && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.min(policy.maxDelayMs, Math.max(floor, asked));
}

/**
 * The policies the API client carries to what retries: reads and keyed creates. (An import's
 * 429s are waited out by its runner with `rateLimitDelay`, its tries from the config.)
 */
export interface RetryPolicies {
  reads: ReadRetryPolicy;
  keyedCreate: KeyedCreatePolicy;
}

export const defaultRetryPolicies: RetryPolicies = {
  reads: defaultReadRetryPolicy,
  keyedCreate: defaultKeyedCreatePolicy,
};

/** The defaults with some waits changed (tests shorten them). */
type PolicyChanges = { [K in keyof RetryPolicies]?: Partial<RetryPolicies[K]> };

export function retryPolicies(changes: PolicyChanges = {}): RetryPolicies {
  return {
    reads: { ...defaultReadRetryPolicy, ...changes.reads },
    keyedCreate: { ...defaultKeyedCreatePolicy, ...changes.keyedCreate },
  };
}
