import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export interface RetryPolicy {
  /** Extra attempts for a read after the first one. Writes (mutations) are never retried. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is shown instead. */
  maxRetryAfterSeconds: number;
}

const defaultRetryPolicy: RetryPolicy = {
  retries: 2,
  baseDelayMs: 400,
  maxDelayMs: 4000,
  maxRetryAfterSeconds: 10,
};
let retryPolicy = defaultRetryPolicy;

/** Tests shorten the waits; the app keeps the defaults. */
export function setRetryPolicy(policy: Partial<RetryPolicy> | null): void {
  retryPolicy = policy ? { ...defaultRetryPolicy, ...policy } : defaultRetryPolicy;
}

/**
 * How long to wait before trying a failed read again, or null when trying again would not
 * help. A read with no readable answer (no answer, a timeout, a 5xx) backs off, doubling; a
 * 429 waits its Retry-After when that is short; anything else (401, 404, 422, an answer we
 * cannot read, an abort) is final.
 */
export function retryWait(failureCount: number, error: unknown): number | null {
  if (!isApiError(error) || failureCount >= retryPolicy.retries) return null;
  const { status, retryAfter } = error;
  if (status === 429 && retryAfter !== null) {
    return retryAfter <= retryPolicy.maxRetryAfterSeconds ? retryAfter * 1000 : null;
  }
  return error.outcomeUnknown || status === 429
    ? Math.min(retryPolicy.maxDelayMs, retryPolicy.baseDelayMs * 2 ** failureCount)
    : null;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => retryWait(failureCount, error) !== null,
        retryDelay: (failureCount, error) => retryWait(failureCount, error) ?? 0,
        refetchOnWindowFocus: (query) => !isApiError(query.state.error),
        // The one stale time: a list shown within 30 s of its last answer is not fetched again.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
      },
      // A write that failed may still have happened: only the person decides to send it again.
      mutations: { retry: false },
    },
  });
}
