import type { QueryClient } from '@tanstack/react-query';

/**
 * A read made once, outside any screen's cache (a page of an export), with the same retries as
 * every query. Never cached; `signal` stops it, between tries too. `key` says what is read (the
 * key factory's), so those who follow the cache hear the answer; each read has a key of its own.
 */
export async function readOnce<T>(
  queryClient: QueryClient,
  key: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  signal?.throwIfAborted();
  const queryKey = [...key, crypto.randomUUID()];
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
