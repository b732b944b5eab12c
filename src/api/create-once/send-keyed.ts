/**
 * One keyed create, sent again as the retry policy (src/api/retry-policy.ts) decides: asked
 * about again on a 409, resent on a lost answer, each within its bound.
 */
import { sleep } from '../../lib/sleep';
import {
  conflictDelay,
  defaultKeyedCreatePolicy,
  lostAnswerDelay,
  type FailedAttempt,
  type KeyedCreatePolicy,
  type ResendOptions,
} from './create-retries';

export type CreateProgress =
  | { phase: 'sending' }
  /** The server is still working on the first attempt: waiting before asking again. */
  | { phase: 'first-attempt-running'; retry: number; delayMs: number }
  /** The answer was lost: waiting before resending with the same key. */
  | { phase: 'resending-lost-answer'; resend: number; delayMs: number };

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
  /** An earlier attempt's lost answer: what the entry's fate is until an answer settles it. */
  let lostAnswer: FailedAttempt | null = null;
  for (let attempts = 1; ; attempts++) {
    options.onProgress?.({ phase: 'sending' });
    try {
      return { result: await send(), attempts };
    } catch (error) {
      if (!isFailedAttempt(error)) throw error;
      // A resend refused for its token (the session ended meanwhile) says nothing of what the
      // lost one did: the outcome stays unknown, never "not created".
      if (lostAnswer && error.status === 401) throw lostAnswer;
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
      lostAnswer = error;
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
