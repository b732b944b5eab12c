/**
 * The app's dependencies as a test puts them together (src/app/start.tsx does it for the app): the
 * configuration, a session over this tab's session storage and the API client that carries them,
 * with the clock of the test (fake timers move it) and reads retried after a few milliseconds.
 */
import { createApiClient, type ApiClient } from '../api/api-client';
import { createQueryClient } from '../api/query-client';
import { defaultReadRetryPolicy, type RetryPolicies } from '../api/retry-policy';
import { parseConfig, type AppConfig } from '../lib/config';
import { demoConfig } from '../lib/demo';
import { createSession, type Session } from '../lib/session';

/** Reads retried at once, so a test of a passing failure does not wait the app's 400 ms. */
export const TEST_RETRY: RetryPolicies = {
  reads: { ...defaultReadRetryPolicy, baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterSeconds: 1 },
};

export interface TestApiOptions {
  /** Config keys that differ from the defaults (checked as config.json would be). */
  config?: Partial<AppConfig>;
  /** Signs the session in with this token first; null or absent leaves it as it is. */
  token?: string | null;
  /** Another tab's view of the same storage, or one with its own `onEnd`. */
  session?: Session;
  /** The clock; the test's (fake timers move it) unless given. */
  now?: () => number;
  /** The retry policies; the tests' short read retries unless given. */
  retry?: RetryPolicies;
}

export function testApi({
  config,
  token,
  session,
  now = () => Date.now(),
  retry = TEST_RETRY,
}: TestApiOptions = {}): ApiClient {
  const own = session ?? createSession();
  if (token) own.set(token);
  return createApiClient({
    // No background walk over every page, and no passes over the newest entries, unless a test
    // asks for them (`indexOnSignIn: true`, `refreshSeconds`): a test of something else should not
    // also read the demo list.
    // Without an `apiBaseUrl` the test runs the demo, configured as the demo build runs it.
    config: asBuilt(parseConfig({ indexOnSignIn: false, refreshSeconds: 0, ...config })),
    session: own,
    now,
    retry,
  });
}

/** A query client with the tests' short read retries. */
export function testQueryClient() {
  return createQueryClient(TEST_RETRY.reads);
}

const asBuilt = (config: AppConfig) => (config.apiBaseUrl === '' ? demoConfig(config) : config);
