/**
 * A minimal live Registry Service for browser tests, on its own loopback origin: it checks the
 * bearer token and answers the list. Tests pass `list` to answer otherwise (redirects, huge
 * pages, silence).
 */
import type { ServerResponse } from 'node:http';
import { DEMO_TOKEN } from './fixtures';
import {
  json,
  serveBuild,
  startLoopback,
  type Handler,
  type Loopback,
  type SeenRequest,
} from './loopback';

export const LIVE_TOKEN = DEMO_TOKEN;

export function listItems(count: number, prefix = 'Live entry') {
  return Array.from({ length: count }, (_, i) => ({
    id: `live-${i + 1}`,
    title: `${prefix} ${i + 1}`,
    type: 'STORAGE',
    status: 'ACTIVE',
    created_at: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - i * 60_000).toISOString(),
  }));
}

/** A list answer in the API's envelope; `total` defaults to the number of items. */
export function listBody(items: unknown[], limit = 10, total = items.length) {
  return {
    message: 'OK',
    data: {
      items,
      pagination: {
        total,
        per_page: limit,
        current_page: 1,
        last_page: Math.max(1, Math.ceil(total / limit)),
        has_more_pages: total > limit,
      },
    },
  };
}

export interface LiveServerOptions {
  /** Answers a list request that carries the right token; the default sends 3 rows. */
  list?: (request: SeenRequest, response: ServerResponse, url: URL) => void | Promise<void>;
  /** Answers a create request that carries the right token; the default is 201. */
  create?: Handler;
}

export function startLiveServer({ list, create }: LiveServerOptions = {}) {
  return startLoopback(async (request, response): Promise<void | 'unhandled'> => {
    const url = new URL(request.url, 'http://x');
    if (request.headers.authorization !== `Bearer ${LIVE_TOKEN}`) {
      return json(response, 401, { message: 'Unauthenticated.' });
    }
    if (url.pathname === '/api/v1/registry/list' && request.method === 'GET') {
      if (list) return list(request, response, url);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return json(response, 200, listBody(listItems(3), limit));
    }
    if (url.pathname === '/api/v1/registry/create' && request.method === 'POST') {
      if (create) return create(request, response);
      const body = JSON.parse(request.body) as { title: string };
      return json(response, 201, {
        message: 'Created',
        data: { id: 'live-new', title: body.title, created_at: new Date().toISOString() },
      });
    }
    return 'unhandled';
  });
}

/** The CSP from dist/_headers with the API's origin in connect-src, as docs/deploy.md says. */
export function withApiOrigin(origin: string) {
  return (headers: Record<string, string>) => ({
    ...headers,
    'Content-Security-Policy': headers['Content-Security-Policy']!.replace(
      'https://registry.example.com',
      origin,
    ),
  });
}

/**
 * The build served in live mode against `api`: config.json names it (`config()` is read on every
 * request, so a test can switch modes). With `csp: false` no headers are sent at all, as on a
 * host set up without them.
 */
export function serveLiveBuild(
  api: Loopback,
  {
    csp = true,
    config = () => ({ apiBaseUrl: api.origin }) as object,
    dist,
  }: { csp?: boolean; config?: () => object; dist?: () => string } = {},
) {
  return serveBuild({
    dist,
    headers: csp ? withApiOrigin(api.origin) : false,
    handler: (request, response) => {
      if (new URL(request.url, 'http://x').pathname !== '/config.json') return 'unhandled';
      // No background index walk unless the test's config asks for one (playwright.config.ts).
      json(response, 200, { indexOnSignIn: false, refreshSeconds: 0, ...config() });
    },
  });
}
