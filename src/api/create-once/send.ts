/**
 * Creating an entry exactly once. Every attempt carries the draft's idempotency key in the
 * configured header (when the server's CORS policy lets it through); a replayed answer is a
 * success like any other; a 409 (the first attempt still running) is asked about again; a lost
 * answer is resent with the same key when `resendLostCreates` is on (send-keyed.ts, over
 * src/api/retry-policy.ts). The
 * one-attempt request is in request.ts.
 */
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import { createEntry } from './request';
import { keyHeaderStatus, learnKeyHeader } from './key-header';
import type { KeyHeaderStatus } from './key-header-check';
import type { KeyedCreatePolicy } from './create-retries';
import { sendKeyed, type CreateProgress } from './send-keyed';
import { createEntryBodySchema } from '../create-schemas';
import type { CreateEntryBody, CreatedEntry } from '../schemas';

export type { CreateProgress, KeyHeaderStatus };
export { keyHeaderStatus, learnKeyHeader };

export interface CreateOnceOptions {
  /** The draft's idempotency key: the same for every attempt of the same content. */
  key: string;
  onProgress?: (progress: CreateProgress) => void;
  signal?: AbortSignal;
  /** The client's keyed-create policy unless given (the import shortens nothing; tests may). */
  policy?: KeyedCreatePolicy;
}

export interface CreateOnceResult {
  entry: CreatedEntry;
  /** The server answered from its store: an earlier attempt had made the entry. */
  replayed: boolean;
  /** Requests sent for this click (resends and 409 repeats included). */
  attempts: number;
  /** The key went out with the request (false: no header configured, or CORS refuses it). */
  keySent: boolean;
}

export async function createEntryOnce(
  api: ApiClient,
  body: CreateEntryBody,
  { key, onProgress, signal, policy }: CreateOnceOptions,
): Promise<CreateOnceResult> {
  const { idempotencyHeader, resendLostCreates } = api.config;
  const sent = createEntryBodySchema.parse(body);
  let status = keyHeaderStatus(api);
  const token = api.session.token();
  if (status === 'unknown' && token) status = await learnKeyHeader(api, token);
  // Unknown means the server could not be reached to ask: the key goes out, so that if this
  // request does reach it, a repeat cannot make a second entry.
  const keySent = status === 'allowed' || status === 'unknown';
  let replayed = false;
  let problem = false;
  try {
    const { result, attempts } = await sendKeyed(
      () =>
        createEntry(api, sent, {
          signal,
          headers: keySent ? { [idempotencyHeader]: key } : undefined,
          onResponse: (response) => {
            replayed = response.headers.get('Idempotent-Replayed') === 'true';
            problem = /problem\+json/i.test(response.headers.get('Content-Type') ?? '');
          },
        }),
      {
        keySent,
        resendLost: resendLostCreates,
        onProgress,
        signal,
        policy: policy ?? api.retry.keyedCreate,
      },
    );
    return { entry: result, replayed, attempts, keySent };
  } catch (error) {
    throw keyedError(error, keySent, problem);
  }
}

/** The two answers only a keyed create gets, as their own kinds of error. */
function keyedError(error: unknown, keySent: boolean, problem: boolean): unknown {
  if (!(error instanceof ApiError) || !keySent) return error;
  if (error.status === 409) {
    return new ApiError({
      kind: 'in-progress',
      status: 409,
      retryAfter: error.retryAfter,
      method: 'POST',
      message: 'The server is still working on the first attempt to create this entry.',
    });
  }
  const noFields = Object.keys(error.fieldErrors).length === 0;
  if (error.status === 422 && noFields && (problem || /idempoten/i.test(error.message))) {
    return new ApiError({
      kind: 'key-reused',
      status: 422,
      method: 'POST',
      message:
        'This draft was sent before with other content, and the server refused the changed ' +
        'version under the same idempotency key. That first attempt may have created an entry: ' +
        'check the folder before creating again.',
    });
  }
  return error;
}
