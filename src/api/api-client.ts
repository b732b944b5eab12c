/**
 * The one HTTP client: base URL, bearer token and timeout live here, and answers are read in
 * read-response.ts, nowhere else. Components never call fetch.
 */
import type { Parser } from '../lib/shape';
import { ApiError } from './api-error';
import { plural, readResponse } from './read-response';
import { getConfig } from '../lib/config';
import { clearToken, getToken } from '../lib/session';

type Query = Record<string, string | number | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
  /** Schema of the envelope's `data`. */
  schema: Parser<T>;
  signal?: AbortSignal;
  /** Checks a candidate token (sign-in) instead of the session's; a 401 then ends no session. */
  token?: string;
  /** Extra request headers (an idempotency key). */
  headers?: Record<string, string>;
  /** Sees each answer's status and headers before its body is read. */
  onResponse?: (response: Response) => void;
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

async function attempt<T>(options: RequestOptions<T>, token: string | null): Promise<T> {
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

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
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
    options.onResponse?.(response);
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

/**
 * One request: no retries here. Reads are retried by the query client (see query-client.ts);
 * writes are never retried, since a write that failed may still have happened.
 */
export async function apiRequest<T>(options: RequestOptions<T>): Promise<T> {
  const token = options.token ?? getToken();
  await backendReady;
  try {
    return await attempt(options, token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && options.token === undefined) {
      clearToken('expired');
    }
    throw error;
  }
}

let backendReady: Promise<unknown> = Promise.resolve();

/** In demo mode requests wait for the in-browser backend, so the shell can render meanwhile. */
export function waitForBackend(ready: Promise<unknown>): void {
  backendReady = ready.catch(() => undefined);
}
