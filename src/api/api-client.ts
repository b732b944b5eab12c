/**
 * The one HTTP client: base URL, bearer token and timeout live here, and answers are read in
 * read-response.ts, nowhere else. Components never call fetch.
 *
 * One client is created where the app is put together (src/app/start.tsx; tests: renderApp or
 * src/testing/api.ts) from the configuration, the session and the clock; everything that talks
 * to the service is handed it (components through `useApi()`, see app-services.ts). It carries
 * those three on to the code it is handed to, so nothing reads them from a module of its own.
 */
import type { AppConfig } from '../lib/config';
import type { Session } from '../lib/session';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { plural } from '../lib/plural';
import { answerText, readResponse } from './read-response';
import { defaultRetryPolicies, type RetryPolicies } from './retry-policy';

type Query = Record<string, string | number | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
  /** Schema of the envelope's `data`. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** Checks a candidate token (sign-in) instead of the session's; a 401 then ends no session. */
  token?: string;
  /** Extra request headers (an idempotency key). */
  headers?: Record<string, string>;
  /** Sees each answer's status and headers before its body is read. */
  onResponse?: (response: Response) => void;
}

export interface ApiClient {
  readonly config: AppConfig;
  readonly session: Session;
  /** The browser's clock (tests pass their own). */
  readonly now: () => number;
  /** How reads, keyed creates and an import's 429s are tried again. */
  readonly retry: RetryPolicies;
  /** The address of `path` on the configured API. */
  url(path: string, query?: Query): string;
  /**
   * One request: no retries here. Reads are retried by the query client (see query-client.ts);
   * writes never are, since a write that failed may still have happened. A 401 for the
   * session's token ends the session.
   */
  request<T>(options: RequestOptions<T>): Promise<T>;
  /** The same request, its answer's text left unread (the index's worker reads walked pages). */
  requestText(options: Omit<RequestOptions<never>, 'schema'>): Promise<string>;
}

export interface ApiClientOptions {
  config: AppConfig;
  session: Session;
  /** In demo mode requests wait for the in-browser backend, so the shell can render meanwhile. */
  backendReady?: Promise<unknown>;
  now?: () => number;
  retry?: RetryPolicies;
}

export function createApiClient({
  config,
  session,
  backendReady = Promise.resolve(),
  now = Date.now,
  retry = defaultRetryPolicies,
}: ApiClientOptions): ApiClient {
  // A backend that failed to start answers nothing: requests then fail as they would anyway.
  const ready = backendReady.catch(() => undefined);
  return {
    config,
    session,
    now,
    retry,
    url: (path, query) => buildUrl(config.apiBaseUrl, path, query),
    request: (options) =>
      send(options, (response, token) =>
        readResponse(response, options.schema, options.method ?? 'GET', token, now),
      ),
    requestText: (options) =>
      send(options, (response, token) => answerText(response, options.method ?? 'GET', token, now)),
  };

  async function send<T>(
    options: Omit<RequestOptions<T>, 'schema'>,
    read: (response: Response, token: string) => Promise<T>,
  ): Promise<T> {
    const token = options.token ?? session.token();
    // Nothing is sent without a token (signed out, or a 401 waiting for `Sign in again`).
    if (!token) throw new ApiError({ kind: 'http', status: 401, message: 'Signed out.' });
    await ready;
    try {
      return await attempt(config, options, token, (response) => read(response, token));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && options.token === undefined) {
        session.clear('expired');
      }
      throw error;
    }
  }
}

export function buildUrl(apiBaseUrl: string, path: string, query: Query = {}): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const base = apiBaseUrl === '' ? origin : new URL(apiBaseUrl, origin).href;
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.href;
}

async function attempt<T>(
  { apiBaseUrl, requestTimeoutMs }: AppConfig,
  options: Omit<RequestOptions<T>, 'schema'>,
  token: string | null,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const method = options.method ?? 'GET';
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(apiBaseUrl, options.path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'omit',
      cache: 'no-store',
      // Never followed: a redirect could carry the token or a create body to another host.
      redirect: 'manual',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason ?? cause;
    if (timeout.aborted) {
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
    return await read(response);
  } catch (error) {
    if (timeout.aborted && error instanceof ApiError && error.kind === 'contract') {
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        message: 'The service stopped answering mid-response.',
        method,
      });
    }
    throw error;
  }
}
