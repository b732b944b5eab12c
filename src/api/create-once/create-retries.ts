/**
 * create-once's bounds on the one retry policy (src/api/retry-policy.ts), with its backoff:
 * - a create that carries an idempotency key: a `409` means the server is still working on the
 *   first attempt with this key — ask again with the same key after `Retry-After` (else a
 *   backoff), visibly; a lost answer (no answer, a timeout, 502/503/504) is resent with the same
 *   key after a backoff, only with `resendLostCreates` on and only when the key was really sent
 *   (send-keyed.ts runs these);
 * - an import waiting out a `429`: a floor, a growing backoff, a cap, a limit of tries.
 * Pure, so every decision is testable.
 */
import { backoff, type Backoff, type KeyedCreatePolicy } from '../retry-policy';

export type { KeyedCreatePolicy };

/** What the policy needs to know about a failed attempt (an ApiError has it). */
export interface FailedAttempt {
  kind: string;
  status: number;
  /** Seconds, from a Retry-After header the server exposed. */
  retryAfter: number | null;
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

/** The wait the server's `Retry-After` asks for, cut to the policy's longest; null for none. */
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
