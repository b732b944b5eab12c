/**
 * What a failed answer says, in words written for people (never holding the token): an error
 * status with whatever body came with it, or a success whose data is not what the contract
 * describes. Loaded by read-response.ts only when an answer fails, so none of it is in the
 * first load.
 */
import { ApiError } from './api-error';
import type * as z from 'zod/mini';
import { plural } from '../lib/plural';
import { isRecord } from './schemas';

/** Laravel's error body: `{ message, errors: { "metadata.0.key": ["..."] } }`. Both parts optional. */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

/**
 * Reads an error body, or null when it is not one. Checked by hand rather than with a zod record,
 * which would drop a field named "__proto__": every field the server names is kept as sent.
 */
export function parseErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value)) return null;
  const { message, errors } = value;
  if (message !== undefined && typeof message !== 'string') return null;
  const body: ErrorBody = message === undefined ? {} : { message };
  if (errors === undefined) return body;
  if (!isRecord(errors)) return null;
  for (const messages of Object.values(errors)) {
    const ok =
      typeof messages === 'string' ||
      (Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
    if (!ok) return null;
  }
  body.errors = errors as Record<string, string[] | string>;
  return body;
}

/** Seconds to wait: a number of them, or an HTTP date read against the client's clock. */
function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function redact(text: string, token: string | null): string {
  // Redact before shortening: a cut through the token would leave part of it readable.
  const clean = token ? text.split(token).join('•••') : text;
  return clean.length > 300 ? `${clean.slice(0, 297)}…` : clean;
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

/** The ApiError for an answer with an error status. */
export async function errorFromResponse(
  response: Response,
  method: string,
  token: string | null,
  now: number,
): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), now);
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, string[]> = {};
  let unreadable = false;
  if (text.trim() !== '') {
    try {
      const parsed = parseErrorBody(JSON.parse(text));
      if (parsed) {
        serverMessage = parsed.message?.trim() || undefined;
        // Made with fromEntries (own properties): a field named "__proto__" stays a field.
        fieldErrors = Object.fromEntries(
          Object.entries(parsed.errors ?? {})
            // A field name that echoes the token would show it in the summary: drop it.
            .filter(([path]) => !(token && path.includes(token)))
            .map(([path, messages]) => [
              path,
              (Array.isArray(messages) ? messages : [messages]).map((m) => redact(m, token)),
            ]),
        );
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

/** The ApiError for a success whose data is not what the contract describes. */
export function contractError(issues: z.core.$ZodIssue[], method: string): ApiError {
  const first = issues[0];
  // Paths start at the envelope, so they read as the server sent them: data.items.0.id.
  const where = first && first.path.length > 0 ? first.path.map(String).join('.') : 'the answer';
  const what =
    first?.code === 'invalid_type'
      ? `expected ${first.expected}`
      : (first?.message ?? 'not as described');
  return new ApiError({
    kind: 'contract',
    status: 0,
    message: `Unexpected response from the server: ${where} — ${what}.`,
    method,
  });
}
