/**
 * The key header check (key-header-check.ts) for this console's API and config. Small on
 * purpose: sign-in loads it on demand, the create form with the create code.
 */
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import { checkKeyHeader, knownKeyHeaderStatus, type KeyHeaderStatus } from './key-header-check';

const LIST_PATH = '/api/v1/registry/list';
/** The probe's answer is not read: any body will do. */
const anyBody = z.unknown();

function keyHeaderTarget(api: ApiClient) {
  return {
    store: api.session.store,
    url: api.url(LIST_PATH, { limit: 1 }),
    header: api.config.idempotencyHeader,
  };
}

/** What is known about the key header now, without asking the server. */
export function keyHeaderStatus(api: ApiClient): KeyHeaderStatus {
  return knownKeyHeaderStatus(keyHeaderTarget(api));
}

/** Learns (once per tab) whether the key header may cross to the server; sign-in runs it. */
export function learnKeyHeader(api: ApiClient, token: string): Promise<KeyHeaderStatus> {
  return checkKeyHeader(keyHeaderTarget(api), async (headers) => {
    try {
      await api.request({ path: LIST_PATH, query: { limit: 1 }, token, headers, schema: anyBody });
    } catch (error) {
      // Only no answer at all is no answer: an error status, a redirect or an odd body is one.
      if (!(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout')
        throw error;
    }
  });
}
