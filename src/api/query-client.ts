import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already retries GETs with backoff and Retry-After; a second layer
        // would multiply the attempts.
        retry: false,
        refetchOnWindowFocus: (query) => !isApiError(query.state.error),
        staleTime: 30_000,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}
