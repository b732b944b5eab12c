/**
 * How an import waits out a 429 (run-import.ts holds every lane for it): a floor, a growing
 * backoff, a cap, a limit of tries, over the one backoff of src/api/retry-policy.ts. Pure, so
 * every decision is testable.
 */
import { backoff, type Backoff } from '../../../api/retry-policy';

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
