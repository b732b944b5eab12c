import type { QueryClient } from '@tanstack/react-query';

let oneOffReads = 0;

/**
 * A read made once, outside any screen's cache (a token check, a page of an export), with the
 * same retries as every query. Never cached; `signal` stops it, between tries too.
 */
export async function readOnce<T>(
  queryClient: QueryClient,
  read: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  signal?.throwIfAborted();
  const queryKey = ['read-once', ++oneOffReads];
  const stop = () => void queryClient.cancelQueries({ queryKey });
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await queryClient.fetchQuery({
      queryKey,
      queryFn: ({ signal }) => read(signal),
      staleTime: 0,
      gcTime: 0,
    });
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
