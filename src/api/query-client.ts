import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { defaultReadRetryPolicy, readRetryWait, type ReadRetryPolicy } from './retry-policy';

/** The query client, retrying reads as the one retry policy says (src/api/retry-policy.ts). */
export function createQueryClient(reads: ReadRetryPolicy = defaultReadRetryPolicy): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => readRetryWait(failureCount, error, reads) !== null,
        retryDelay: (failureCount, error) => readRetryWait(failureCount, error, reads) ?? 0,
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
