/**
 * Whether the idempotency key header can reach a cross-origin server. Its CORS policy must name
 * the header in Access-Control-Allow-Headers, or the browser refuses every request carrying it.
 * A failed create cannot tell a refused preflight from a lost answer, so this is learnt before
 * the first create, by a read that carries the same headers a create does (sign-in runs it),
 * and never by sending a create. Remembered for the tab, in the session's store. Small on
 * purpose: sign-in loads it on demand, the create form with the create code.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import { keyValueStore } from '../../lib/key-value-store';

export type KeyHeaderStatus =
  | 'off' // no header configured
  | 'allowed' // the header goes out with every create
  | 'refused' // the server's CORS policy does not allow it: creates go without it
  | 'unknown'; // not learnt yet (the server could not be reached)

const STORAGE_KEY = 'registry-console:key-header';
const LIST_PATH = '/api/v1/registry/list';
/** The probe's answer is not read: any body will do. */
const anyBody = z.unknown();
// Whatever is stored is checked, not trusted: anything else is learnt again.
const learntSchema = z.object({ for: z.string(), status: z.enum(['allowed', 'refused']) });

/** The API origin and header name what was learnt holds for. */
const learntFor = (api: ApiClient) =>
  `${new URL(api.url(LIST_PATH)).origin} ${api.config.idempotencyHeader}`;

/** What is known without asking: no header, no CORS involved, or learnt earlier in this tab. */
export function keyHeaderStatus(api: ApiClient): KeyHeaderStatus {
  if (api.config.idempotencyHeader === '') return 'off';
  if (new URL(api.url(LIST_PATH)).origin === window.location.origin) return 'allowed';
  const learnt = keyValueStore(api.session.store).read(STORAGE_KEY, learntSchema);
  return learnt?.for === learntFor(api) ? learnt.status : 'unknown';
}

/**
 * Learns (once per tab) whether the key header may cross to the server; sign-in runs it. Two
 * reads of the list at most: one with the headers of a create (bearer token, JSON content type
 * and the key header, so the browser asks the same preflight question), and only when it gets
 * no answer, the same read without the key header. An answer of any status means the header is
 * allowed; no answer with it but one without it means the policy refuses it.
 */
export async function learnKeyHeader(api: ApiClient, token: string): Promise<KeyHeaderStatus> {
  const known = keyHeaderStatus(api);
  if (known !== 'unknown') return known;
  const answered = async (headers: Record<string, string>) => {
    try {
      await api.request({ path: LIST_PATH, query: { limit: 1 }, token, headers, schema: anyBody });
    } catch (error) {
      // Only no answer at all is no answer (a refused preflight, a server out of reach): an
      // error status, a redirect or an odd body is one.
      if (!(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout')
        return false;
    }
    return true;
  };
  const json = { 'Content-Type': 'application/json' };
  let status: KeyHeaderStatus = 'unknown';
  if (await answered({ ...json, [api.config.idempotencyHeader]: crypto.randomUUID() }))
    status = 'allowed';
  else if (await answered(json)) status = 'refused';
  // Without storage it is learnt again next time.
  if (status !== 'unknown')
    keyValueStore(api.session.store).write(STORAGE_KEY, { for: learntFor(api), status });
  return status;
}

/**
 * The status as the create form shows it: what is known at once, learnt (once) where it is not
 * yet, as a session from before sign-in learnt it (or a failed check) leaves it.
 */
export const keyHeaderQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['key-header', learntFor(api)],
    queryFn: () => {
      const token = api.session.token();
      return token ? learnKeyHeader(api, token) : keyHeaderStatus(api);
    },
    initialData: () => keyHeaderStatus(api),
    // Only what is not learnt yet is asked about again.
    staleTime: ({ state }) => (state.data === 'unknown' ? 0 : Infinity),
  });
