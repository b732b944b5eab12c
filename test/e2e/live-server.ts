/**
 * A minimal live Registry Service for browser tests, on its own loopback origin: it checks the
 * bearer token and answers the list. Tests pass `list` to answer otherwise (redirects, huge
 * pages, silence).
 */
import type { ServerResponse } from 'node:http';
import { DEMO_TOKEN } from './fixtures';
import { json, startLoopback, type Handler, type SeenRequest } from './loopback';

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
