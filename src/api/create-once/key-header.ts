/**
 * The key header check (key-header-check.ts) for this console's API and config. Small on
 * purpose: sign-in loads it on demand, the create form with the create code.
 */
import type { ApiClient } from '../api-client';
import { checkKeyHeader, knownKeyHeaderStatus, type KeyHeaderStatus } from './key-header-check';

function keyHeaderTarget(api: ApiClient) {
  return {
    url: api.url('/api/v1/registry/list', { limit: 1 }),
    header: api.config.idempotencyHeader,
  };
}

/** What is known about the key header now, without asking the server. */
export function keyHeaderStatus(api: ApiClient): KeyHeaderStatus {
  return knownKeyHeaderStatus(keyHeaderTarget(api));
}

/** Learns (once per tab) whether the key header may cross to the server; sign-in runs it. */
export function learnKeyHeader(api: ApiClient, token: string): Promise<KeyHeaderStatus> {
  return checkKeyHeader({ ...keyHeaderTarget(api), token });
}
