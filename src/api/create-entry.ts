/**
 * Creating an entry. Apart from the list reading in entries.ts, so that it loads with the
 * create form, not with the first screen.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { entryKeys } from './entries';
import { createdEntrySchema, type CreateEntryBody } from './schemas';

export function createEntry(body: CreateEntryBody) {
  return apiRequest({
    method: 'POST',
    path: '/api/v1/registry/create',
    body,
    schema: createdEntrySchema,
  });
}

/**
 * After a write: every cached list is out of date. A list fetch already in flight (a poll, a
 * prefetch) may have left before the write and would answer without it, then count as fresh;
 * so it is cancelled first, and the lists are marked stale to refetch when shown.
 */
export async function refreshEntryLists(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: entryKeys.lists() });
  await queryClient.invalidateQueries({ queryKey: entryKeys.lists() });
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: () => refreshEntryLists(queryClient),
  });
}
