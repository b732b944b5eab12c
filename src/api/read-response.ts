/**
 * Reading an answer: the envelope's data, or an ApiError with a message written for people
 * (never holding the token), whatever the server sent.
 */
import { ApiError } from './api-error';
import type { Issue, Parser } from '../lib/shape';
import { envelopeSchema, parseErrorBody } from './schemas';

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function redact(text: string, token: string | null): string {
  // Redact before shortening: a cut through the token would leave part of it readable.
  const clean = token ? text.split(token).join('•••') : text;
  return clean.length > 300 ? `${clean.slice(0, 297)}…` : clean;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function httpMessage(
  status: number,
  serverMessage: string | undefined,
  retryAfter: number | null,
): string {
  switch (true) {
    case status === 401:
      return 'Your session has ended — sign in again.';
    case status === 403:
      return serverMessage
        ? `You are not allowed to do this: ${serverMessage}`
        : 'You are not allowed to do this (HTTP 403).';
    case status === 404:
      return serverMessage
        ? `Not found: ${serverMessage}`
        : 'The service has no such address (HTTP 404). Check the API base URL.';
    case status === 422:
      return serverMessage ?? 'Some fields are not valid.';
    case status === 429:
      return retryAfter !== null
        ? `Too many requests — try again in ${plural(retryAfter, 'second')}.`
        : 'Too many requests — wait a moment and try again.';
    case status >= 500:
      return serverMessage
        ? `The server had a problem: ${serverMessage}`
        : `The server had a problem (HTTP ${status}). Try again in a moment.`;
    default:
      return serverMessage ?? `The request failed (HTTP ${status}).`;
  }
}

async function errorFromResponse(
  response: Response,
  method: string,
  token: string | null,
): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, string[]> = {};
  let unreadable = false;
  if (text.trim() !== '') {
    try {
      const parsed = parseErrorBody(JSON.parse(text));
      if (parsed) {
        serverMessage = parsed.message?.trim() || undefined;
        for (const [path, messages] of Object.entries(parsed.errors ?? {})) {
          // A field name that echoes the token would show it in the summary: drop it.
          if (token && path.includes(token)) continue;
          fieldErrors[path] = (Array.isArray(messages) ? messages : [messages]).map((m) =>
            redact(m, token),
          );
        }
      } else {
        unreadable = true;
      }
    } catch {
      // The body could not be read: said as such below.
      unreadable = true;
    }
  }
  if (serverMessage) serverMessage = redact(serverMessage, token);
  let message = httpMessage(response.status, serverMessage, retryAfter);
  if (unreadable && !serverMessage && response.status >= 500) {
    message = `The server had a problem (HTTP ${response.status}) and sent an unreadable answer. Try again in a moment.`;
  } else if (unreadable && !serverMessage && response.status !== 401 && response.status !== 429) {
    message = `${message.replace(/\.$/, '')} — the server sent an unreadable answer.`;
  }
  // Only validation answers carry field errors worth showing next to fields.
  if (response.status !== 422 && response.status !== 400) fieldErrors = {};
  return new ApiError({
    kind: 'http',
    status: response.status,
    message,
    fieldErrors,
    retryAfter,
    method,
  });
}

function contractError(issues: Issue[], method: string): ApiError {
  const first = issues[0];
  // Paths start at the envelope, so they read as the server sent them: data.items.0.id.
  const where = first && first.path.length > 0 ? first.path.map(String).join('.') : 'the answer';
  const what = first?.expected
    ? `expected ${first.expected}`
    : (first?.message ?? 'not as described');
  return new ApiError({
    kind: 'contract',
    status: 0,
    message: `Unexpected response from the server: ${where} — ${what}.`,
    method,
  });
}

/**
 * Turns any answer into the envelope's data or an ApiError: the one place responses are read,
 * so whatever a server sends (HTML, nothing, the wrong shape) ends as a clear message.
 */
export async function readResponse<T>(
  response: Response,
  schema: Parser<T>,
  method = 'GET',
  token: string | null = null,
): Promise<T> {
  if (!response.ok) throw await errorFromResponse(response, method, token);
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
  if (!parsed.success) throw contractError(parsed.error.issues, method);
  return parsed.data.data;
}
