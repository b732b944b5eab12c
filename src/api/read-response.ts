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
  const text = await answerText(response, method, token, now);
  return readAnswer(text, schema, method, response.status);
}

/** A successful answer's text, unread; an ApiError for any other answer. */
export async function answerText(
  response: Response,
  method: string,
  token: string | null,
  now: () => number,
): Promise<string> {
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
  return response.text();
}

/**
 * A successful answer's text as the envelope's data, checked by `schema`. The index's worker
 * reads the pages a walk hands it with it too, off the page's thread.
 */
export async function readAnswer<T>(
  text: string,
  schema: z.ZodMiniType<T>,
  method: string,
  /** The answer's status: a success's. */
  status = 200,
): Promise<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: a contract error that says so.
    throw new ApiError({
      kind: 'contract',
      status,
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
