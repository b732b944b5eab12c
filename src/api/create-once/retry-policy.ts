/**
 * When a create that carries an idempotency key is sent again, and how long it waits first.
 * Two cases, each with its own bound:
 * - `409`: the server is still working on the first attempt with this key. Ask again with the
 *   same key after `Retry-After` (else a backoff), visibly.
 * - a lost answer (no answer, a timeout, 502/503/504): with `resendLostCreates` on, resend with
 *   the same key after a backoff, visibly. Only safe when the key was really sent.
 * Pure apart from the waiting, so every decision is testable.
 */

/** What the policy needs to know about a failed attempt (an ApiError has it). */
export interface FailedAttempt {
  kind: string;
  status: number;
  /** Seconds, from a Retry-After header the server exposed. */
  retryAfter: number | null;
}

export interface KeyedCreatePolicy {
  /** How many times a 409 (first attempt still running) is asked about again. */
  conflictRetries: number;
  /** How many times a lost answer is resent, when resending is on. */
  lostAnswerResends: number;
  baseDelayMs: number;
  maxDelayMs: number;
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

export type CreateProgress =
  | { phase: 'sending' }
  /** The server is still working on the first attempt: waiting before asking again. */
  | { phase: 'first-attempt-running'; retry: number; delayMs: number }
  /** The answer was lost: waiting before resending with the same key. */
  | { phase: 'resending-lost-answer'; resend: number; delayMs: number };

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

export function backoff(attempt: number, policy: KeyedCreatePolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
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

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface SendKeyedOptions extends ResendOptions {
  onProgress?: (progress: CreateProgress) => void;
  signal?: AbortSignal;
  policy?: KeyedCreatePolicy;
  /** Tests wait on their own clock. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Sends (with the same key every time) until an answer settles it or a bound is reached;
 * the last failure is thrown as it came. Errors the policy does not know are thrown at once.
 */
export async function sendKeyed<T>(
  send: () => Promise<T>,
  options: SendKeyedOptions,
): Promise<{ result: T; attempts: number }> {
  const policy = options.policy ?? defaultKeyedCreatePolicy;
  const wait = options.wait ?? sleep;
  let conflicts = 0;
  let resends = 0;
  for (let attempts = 1; ; attempts++) {
    options.onProgress?.({ phase: 'sending' });
    try {
      return { result: await send(), attempts };
    } catch (error) {
      if (!isFailedAttempt(error)) throw error;
      const conflict = options.keySent ? conflictDelay(error, conflicts, policy) : null;
      if (conflict !== null) {
        conflicts += 1;
        options.onProgress?.({
          phase: 'first-attempt-running',
          retry: conflicts,
          delayMs: conflict,
        });
        await wait(conflict, options.signal);
        continue;
      }
      const lost = lostAnswerDelay(error, resends, options, policy);
      if (lost === null) throw error;
      resends += 1;
      options.onProgress?.({ phase: 'resending-lost-answer', resend: resends, delayMs: lost });
      await wait(lost, options.signal);
    }
  }
}

function isFailedAttempt(error: unknown): error is FailedAttempt {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Record<string, unknown>;
  return typeof e.kind === 'string' && typeof e.status === 'number';
}

/** How an import waits out a 429: a floor, a growing backoff, a cap, a limit of tries. */
export interface RateLimitPolicy {
  /** The shortest wait, and the first step of the backoff. */
  baseDelayMs: number;
  /** The longest wait, whatever `Retry-After` says. */
  maxDelayMs: number;
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
  const floor = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (refusals - 1));
  // NaN and anything not above 0 ask for nothing; Infinity is cut to the cap below.
  const asked = retryAfterSeconds !== null && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.min(policy.maxDelayMs, Math.max(floor, asked));
}
