/**
 * The key header check (key-header-check.ts) for this console's API and config. Small on
 * purpose: sign-in loads it on demand, the create form with the create code.
 */
import { getConfig } from '../../lib/config';
import { buildUrl } from '../api-client';
import { checkKeyHeader, knownKeyHeaderStatus, type KeyHeaderStatus } from './key-header-check';

function keyHeaderTarget() {
  return {
    url: buildUrl('/api/v1/registry/list', { limit: 1 }),
    header: getConfig().idempotencyHeader,
  };
}

/** What is known about the key header now, without asking the server. */
export function keyHeaderStatus(): KeyHeaderStatus {
  return knownKeyHeaderStatus(keyHeaderTarget());
}

/** Learns (once per tab) whether the key header may cross to the server; sign-in runs it. */
export function learnKeyHeader(token: string): Promise<KeyHeaderStatus> {
  return checkKeyHeader({ ...keyHeaderTarget(), token });
}
