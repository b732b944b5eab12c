/**
 * Reading an answer: the envelope's data, or an ApiError with a message written for people
 * (never holding the token), whatever the server sent.
 */
import { ApiError } from './api-error';
import type * as z from 'zod/mini';
import { envelopeSchema } from './schemas';

/** What a failed answer says (error-answer.ts) loads only when an answer fails. */
const loadErrorAnswer = () =>
  import('./error-answer').catch(
    // The console's own files cannot be fetched: the error still says what failed, more plainly.
    () => null,
  );

/**
 * Turns any answer into the envelope's data or an ApiError: the one place responses are read,
 * so whatever a server sends (HTML, nothing, the wrong shape) ends as a clear message.
 */
export async function readResponse<T>(
  response: Response,
  schema: z.ZodMiniType<T>,
  method: string,
  token: string | null,
  /** The client's clock: a Retry-After date is read against it. */
  now: () => number,
): Promise<T> {
  if (!response.ok) {
    const answer = await loadErrorAnswer();
    throw answer
      ? await answer.errorFromResponse(response, method, token, now())
      : new ApiError({
          kind: 'http',
          status: response.status,
          message: `The request failed (HTTP ${response.status}).`,
          method,
        });
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    // Not JSON: a contract error that says so.
    throw new ApiError({
      kind: 'contract',
      status: response.status,
      message: 'Unexpected response from the server: the answer is not JSON.',
      method,
    });
  }
  const parsed = envelopeSchema(schema).safeParse(json);
  if (!parsed.success) {
    const answer = await loadErrorAnswer();
    throw answer
      ? answer.contractError(parsed.error.issues, method)
      : new ApiError({
          kind: 'contract',
          status: 0,
          message: 'Unexpected response from the server: not the shape the API describes.',
          method,
        });
  }
  return parsed.data.data;
}
