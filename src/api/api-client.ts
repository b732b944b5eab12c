/**
 * The one HTTP client: base URL, bearer token, timeout, retries, response parsing and error
 * normalisation live here and nowhere else. Components never call fetch.
 */
import type * as z from 'zod/mini';
import { envelopeSchema, errorBodySchema } from './schemas';
import { ApiError } from './api-error';
import { getConfig } from '../lib/config';
import { clearToken, getToken } from '../lib/session';

type Query = Record<string, string | number | undefined>;

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
  /** Schema of the envelope's `data`. */
  schema: S;
  signal?: AbortSignal;
  /** Checks a candidate token (sign-in) instead of the session's; a 401 then ends no session. */
  token?: string;
}

export interface RetryPolicy {
  /** Extra attempts for GET after the first one. POST is never retried automatically. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is shown instead. */
  maxRetryAfterSeconds: number;
}

const defaultRetryPolicy: RetryPolicy = {
  retries: 2,
  baseDelayMs: 400,
  maxDelayMs: 4000,
  maxRetryAfterSeconds: 10,
};
let retryPolicy = defaultRetryPolicy;

/** Tests shorten the waits; the app keeps the defaults. */
export function setRetryPolicy(policy: Partial<RetryPolicy> | null): void {
  retryPolicy = policy ? { ...defaultRetryPolicy, ...policy } : defaultRetryPolicy;
}

export function buildUrl(path: string, query: Query = {}): string {
  const { apiBaseUrl } = getConfig();
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const base = apiBaseUrl === '' ? origin : new URL(apiBaseUrl, origin).href;
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.href;
}

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

function plural(n: number, word: string): string {
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
      const parsed = errorBodySchema.safeParse(JSON.parse(text));
      if (parsed.success) {
        serverMessage = parsed.data.message?.trim() || undefined;
        for (const [path, messages] of Object.entries(parsed.data.errors ?? {})) {
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

function contractError(issues: z.core.$ZodIssue[], method: string): ApiError {
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

/**
 * Turns any answer into the envelope's data or an ApiError: the one place responses are read,
 * so whatever a server sends (HTML, nothing, the wrong shape) ends as a clear message.
 */
export async function readResponse<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
  method = 'GET',
  token: string | null = null,
): Promise<z.infer<S>> {
  if (!response.ok) throw await errorFromResponse(response, method, token);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new ApiError({
      kind: 'contract',
      status: response.status,
      message: 'Unexpected response from the server: the answer is not JSON.',
      method,
    });
  }
  const parsed = envelopeSchema(schema).safeParse(json);
  if (!parsed.success) throw contractError(parsed.error.issues, method);
  return (parsed.data as { data: z.infer<S> }).data;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function attempt<S extends z.ZodMiniType>(
  options: RequestOptions<S>,
  token: string | null,
): Promise<z.infer<S>> {
  const { requestTimeoutMs } = getConfig();
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(options.path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
        // Never followed: a redirect could carry the token or a create body to another host.
        redirect: 'manual',
      });
    } catch (cause) {
      if (options.signal?.aborted) throw options.signal.reason ?? cause;
      if (timedOut) {
        throw new ApiError({
          kind: 'timeout',
          status: 0,
          message: `The service did not answer within ${plural(Math.round(requestTimeoutMs / 1000), 'second')}.`,
          method,
        });
      }
      throw new ApiError({
        kind: 'network',
        status: 0,
        message: 'The service could not be reached. Check your connection and try again.',
        method,
      });
    }

    if (response.type === 'opaqueredirect' || (response.status > 299 && response.status < 400)) {
      throw new ApiError({
        kind: 'redirect',
        status: response.status,
        message:
          'The service answered with a redirect, which the console does not follow. Check the API base URL.',
        method,
      });
    }
    try {
      return await readResponse(response, options.schema, method, token);
    } catch (error) {
      if (timedOut && error instanceof ApiError && error.kind === 'contract') {
        throw new ApiError({
          kind: 'timeout',
          status: 0,
          message: 'The service stopped answering mid-response.',
          method,
        });
      }
      throw error;
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function retryDelay(error: ApiError, attemptIndex: number): number | null {
  if (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500) {
    return Math.min(retryPolicy.maxDelayMs, retryPolicy.baseDelayMs * 2 ** attemptIndex);
  }
  if (error.status === 429) {
    if (error.retryAfter === null)
      return Math.min(retryPolicy.maxDelayMs, retryPolicy.baseDelayMs * 2 ** attemptIndex);
    return error.retryAfter <= retryPolicy.maxRetryAfterSeconds ? error.retryAfter * 1000 : null;
  }
  return null;
}

export async function apiRequest<S extends z.ZodMiniType>(
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const token = options.token ?? getToken();
  const method = options.method ?? 'GET';
  const retries = method === 'GET' ? retryPolicy.retries : 0;
  await backendReady;
  for (let attemptIndex = 0; ; attemptIndex++) {
    try {
      return await attempt(options, token);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401 && options.token === undefined) clearToken('expired');
      const delay = attemptIndex < retries ? retryDelay(error, attemptIndex) : null;
      if (delay === null) throw error;
      await sleep(delay, options.signal);
    }
  }
}

let backendReady: Promise<unknown> = Promise.resolve();

/** In demo mode requests wait for the in-browser backend, so the shell can render meanwhile. */
export function waitForBackend(ready: Promise<unknown>): void {
  backendReady = ready.catch(() => undefined);
}
