/**
 * Signing in is a mutation: the token is checked with one list request (the first page of the
 * default view), retried as any read is (src/api/retry-policy.ts), never cached. The check is
 * ended by aborting its `signal` (Cancel, or leaving the screen).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client';
import { listEntries } from '../../api/entries';
import { readRetryWait } from '../../api/retry-policy';
import type { EntryList, ListParams } from '../../api/schemas';

export interface TokenCheck {
  token: string;
  signal: AbortSignal;
}

export interface CheckedToken {
  token: string;
  list: EntryList;
  params: ListParams;
}

export function tokenCheckOptions(api: ApiClient) {
  const { reads } = api.retry;
  return mutationOptions({
    mutationFn: async ({ token, signal }: TokenCheck): Promise<CheckedToken> => {
      const { pageSizes, orderOptions } = api.config;
      const params = { page: 1, limit: Math.min(...pageSizes), order_by: orderOptions[0]!.value };
      return { token, params, list: await listEntries(api, params, signal, token) };
    },
    retry: (failures, error) => readRetryWait(failures, error, reads) !== null,
    retryDelay: (failures, error) => readRetryWait(failures, error, reads) ?? 0,
    // Tried even when the browser says it is offline: the form says it could not reach the
    // server instead of waiting unseen.
    networkMode: 'always',
  });
}
