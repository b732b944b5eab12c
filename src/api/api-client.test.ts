// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listEntries as listEntriesWith } from './entries';
import { createdEntrySchema } from './create-schemas';
import { entryListSchema } from './schemas';
import { server } from '../mocks/node';
import { recordRequests } from '../testing/requests';
import { createApiClient, type ApiClient, type RequestOptions } from './api-client';
import { ApiError } from './api-error';
import { parseConfig, type AppConfig } from '../lib/config';
import type { ListParams } from './schemas';
import { testApi } from '../testing/api';

/** The client as the app puts it together; a test with other config puts another together. */
let api: ApiClient;
beforeEach(() => {
  api = testApi();
  // Signed in: nothing is sent without a token.
  api.session.set('signed-in-token');
});
/** The app put together with these config keys (checked as config.json would be). */
const configure = (keys: Partial<AppConfig>) => {
  api = createApiClient({ config: parseConfig(keys), session: api.session });
};
const startWithBackend = (backendReady: Promise<unknown>) => {
  api = createApiClient({ config: api.config, session: api.session, backendReady });
};
const apiRequest = <T>(options: RequestOptions<T>) => api.request(options);
const buildUrl = (...args: Parameters<ApiClient['url']>) => api.url(...args);
const listEntries = (params: ListParams) => listEntriesWith(api, params);

const LIST = '*/api/v1/registry/list';
const CREATE = '*/api/v1/registry/create';
const TOKEN = 'sekret-token-4f9a2c71e0';

const okList = {
  message: 'OK',
  data: {
    items: [
      {
        id: 'e-1',
        title: 'Supplier invoice',
        type: 'STORAGE',
        status: 'ACTIVE',
        created_at: '2026-11-20T10:00:00Z',
      },
    ],
    pagination: { total: 1, per_page: 10, current_page: 1, last_page: 1, has_more_pages: false },
  },
};

const createBody = {
  title: 'Invoice',
  folder_id: 'finance',
  template: 'STORAGE',
  metadata: [{ type: 'TEXT', key: 'k', value: 'v' }],
};

function getList(token?: string) {
  return apiRequest({ path: '/api/v1/registry/list', schema: entryListSchema, token });
}

function postCreate() {
  return apiRequest({
    method: 'POST',
    path: '/api/v1/registry/create',
    body: createBody,
    schema: createdEntrySchema,
  });
}

/** The ApiError a request fails with; fails the test when it succeeds or throws something else. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('Expected the request to fail');
}

/** Counts the requests that reach the network for a path. */
function countRequests(pathEnd: string): () => number {
  const seen = recordRequests();
  return () => seen.filter((url) => url.pathname.endsWith(pathEnd)).length;
}

describe('apiRequest: success', () => {
  it('returns the parsed data of the envelope; items keep unknown fields, nothing else does', async () => {
    api.session.set(TOKEN);
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({
          ...okList,
          extra: true,
          data: {
            ...okList.data,
            items: [{ ...okList.data.items[0], status: 'SOMETHING_NEW', colour: 'blue' }],
          },
        }),
      ),
    );
    const data = await getList();
    expect(data.items).toEqual([
      { ...okList.data.items[0], status: 'SOMETHING_NEW', colour: 'blue' },
    ]);
    expect(data).not.toHaveProperty('extra');
    expect(data.pagination.total).toBe(1);
  });

  it('sends the session token as a Bearer Authorization header, never in the URL', async () => {
    api.session.set(TOKEN);
    let authorization: string | null = null;
    let url = '';
    server.use(
      http.get(LIST, ({ request }) => {
        authorization = request.headers.get('Authorization');
        url = request.url;
        return HttpResponse.json(okList);
      }),
    );
    await getList();
    expect(authorization).toBe(`Bearer ${TOKEN}`);
    expect(url).not.toContain(TOKEN);
  });

  it('sends an explicit token instead of the session one', async () => {
    api.session.set('session-token');
    let authorization: string | null = null;
    server.use(
      http.get(LIST, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(okList);
      }),
    );
    await getList('candidate-token');
    expect(authorization).toBe('Bearer candidate-token');
  });

  it('sends nothing when signed out (or waiting to sign in again), and says why', async () => {
    let requests = 0;
    server.use(
      http.get(LIST, () => {
        requests += 1;
        return HttpResponse.json(okList);
      }),
    );
    api.session.clear('signed-out');
    await expect(getList()).rejects.toMatchObject({ status: 401, message: 'Signed out.' });
    expect(requests).toBe(0);
  });

  it('POSTs the body as JSON', async () => {
    api.session.set(TOKEN);
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(CREATE, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        received = await request.json();
        return HttpResponse.json(
          { message: 'Created', data: { id: 'n-1', title: 'Invoice', created_at: 'x' } },
          { status: 201 },
        );
      }),
    );
    await expect(postCreate()).resolves.toEqual({ id: 'n-1', title: 'Invoice', created_at: 'x' });
    expect(contentType).toBe('application/json');
    expect(received).toEqual(createBody);
  });
});

describe('apiRequest: HTTP errors', () => {
  it('401 ends the session and asks to sign in again', async () => {
    api.session.set(TOKEN);
    const count = countRequests('/list');
    server.use(
      http.get(LIST, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const error = await failure(getList());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has ended — sign in again.');
    expect(error.outcomeUnknown).toBe(false);
    expect(api.session.token()).toBeNull();
    expect(api.session.notice()).toBe('expired');
    expect(count()).toBe(1);
  });

  it('401 on a create ends the session too, without retrying', async () => {
    api.session.set(TOKEN);
    const count = countRequests('/create');
    server.use(
      http.post(CREATE, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const error = await failure(postCreate());
    expect(error.status).toBe(401);
    expect(error.outcomeUnknown).toBe(false);
    expect(api.session.token()).toBeNull();
    expect(count()).toBe(1);
  });

  it('401 for an explicitly given token leaves the session alone', async () => {
    api.session.set('session-token');
    server.use(
      http.get(LIST, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const error = await failure(getList('candidate-token'));
    expect(error.status).toBe(401);
    expect(api.session.token()).toBe('session-token');
    expect(api.session.notice()).toBeNull();
  });

  it('403 says the action is not allowed, with the server reason', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ message: 'Folder finance is restricted.' }, { status: 403 }),
      ),
    );
    const error = await failure(getList());
    expect(error.status).toBe(403);
    expect(error.message).toBe('You are not allowed to do this: Folder finance is restricted.');
    expect(error.fieldErrors).toEqual({});
  });

  it('403 without a body still says it is not allowed', async () => {
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 403 })));
    const error = await failure(getList());
    expect(error.message).toBe('You are not allowed to do this (HTTP 403).');
  });

  it('404 without a message points at the API base URL, and is not retried', async () => {
    const count = countRequests('/list');
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 404 })));
    const error = await failure(getList());
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      'The service has no such address (HTTP 404). Check the API base URL.',
    );
    expect(count()).toBe(1);
  });

  it('404 with a message shows it', async () => {
    server.use(
      http.get(LIST, () => HttpResponse.json({ message: 'No such folder.' }, { status: 404 })),
    );
    const error = await failure(getList());
    expect(error.message).toBe('Not found: No such folder.');
  });

  it('422 maps dotted-path errors onto fieldErrors, as arrays', async () => {
    const count = countRequests('/create');
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          {
            message: 'The title field is required. (and 2 more errors)',
            errors: {
              title: ['The title field is required.'],
              'metadata.0.key': ['The metadata.0.key field is required.'],
              'metadata.3.value': 'The metadata.3.value field is required when type is TEXT.',
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(postCreate());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.message).toBe('The title field is required. (and 2 more errors)');
    expect(error.fieldErrors).toEqual({
      title: ['The title field is required.'],
      'metadata.0.key': ['The metadata.0.key field is required.'],
      'metadata.3.value': ['The metadata.3.value field is required when type is TEXT.'],
    });
    expect(error.outcomeUnknown).toBe(false);
    expect(count()).toBe(1);
  });

  it('422 without a message still says fields are invalid', async () => {
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json({ errors: { title: ['Too long.'] } }, { status: 422 }),
      ),
    );
    const error = await failure(postCreate());
    expect(error.message).toBe('Some fields are not valid.');
    expect(error.fieldErrors).toEqual({ title: ['Too long.'] });
  });

  it('400 keeps field errors too', async () => {
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          { message: 'Bad input.', errors: { body: ['Not JSON.'] } },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(postCreate());
    expect(error.message).toBe('Bad input.');
    expect(error.fieldErrors).toEqual({ body: ['Not JSON.'] });
  });

  it('field errors on a non-validation status are not shown next to fields', async () => {
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json({ message: 'Oops.', errors: { title: ['x'] } }, { status: 500 }),
      ),
    );
    const error = await failure(postCreate());
    expect(error.fieldErrors).toEqual({});
  });

  it('429 with Retry-After in seconds says how long to wait', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const error = await failure(getList());
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(30);
    expect(error.message).toBe('Too many requests — try again in 30 seconds.');
  });

  it('429 with a Retry-After of one second says "1 second"', async () => {
    server.use(
      http.post(
        CREATE,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } }),
      ),
    );
    const error = await failure(postCreate());
    expect(error.retryAfter).toBe(1);
    expect(error.message).toBe('Too many requests — try again in 1 second.');
  });

  it("429 with Retry-After as an HTTP date is turned into seconds by the client's clock", async () => {
    // The client's clock, not the machine's: a date 20 s after it is 20 seconds.
    const now = Date.parse('2026-03-01T10:00:00Z');
    api = testApi({ now: () => now });
    server.use(
      http.get(
        LIST,
        () =>
          new HttpResponse(null, {
            status: 429,
            headers: { 'Retry-After': new Date(now + 20_000).toUTCString() },
          }),
      ),
    );
    const error = await failure(getList());
    expect(error.retryAfter).toBe(20);
    expect(error.message).toBe('Too many requests — try again in 20 seconds.');
  });

  it('429 without Retry-After asks to wait a moment', async () => {
    server.use(http.post(CREATE, () => new HttpResponse(null, { status: 429 })));
    const error = await failure(postCreate());
    expect(error.retryAfter).toBeNull();
    expect(error.message).toBe('Too many requests — wait a moment and try again.');
  });

  it('500 with a JSON message shows the server message', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ message: 'Database connection lost.' }, { status: 500 }),
      ),
    );
    const error = await failure(getList());
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server had a problem: Database connection lost.');
  });

  it('500 with an HTML page says the answer was unreadable, without the HTML', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.html(
          '<!doctype html><html><head><title>Whoops</title></head><body><h1>Server Error</h1></body></html>',
          { status: 500 },
        ),
      ),
    );
    const error = await failure(getList());
    expect(error.message).toBe(
      'The server had a problem (HTTP 500) and sent an unreadable answer. Try again in a moment.',
    );
    expect(error.message).not.toContain('<');
  });

  it('502 with an empty body still says something clear', async () => {
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 502 })));
    const error = await failure(getList());
    expect(error.status).toBe(502);
    expect(error.message).toBe('The server had a problem (HTTP 502). Try again in a moment.');
  });

  it('an unlisted 4xx with an HTML body names the status and the unreadable answer', async () => {
    server.use(http.get(LIST, () => HttpResponse.html('<h1>Teapot</h1>', { status: 418 })));
    const error = await failure(getList());
    expect(error.message).toBe(
      'The request failed (HTTP 418) — the server sent an unreadable answer.',
    );
  });

  it('an unlisted 4xx with a message shows it', async () => {
    server.use(
      http.post(CREATE, () => HttpResponse.json({ message: 'Already exists.' }, { status: 409 })),
    );
    const error = await failure(postCreate());
    expect(error.status).toBe(409);
    expect(error.message).toBe('Already exists.');
  });
});

describe('apiRequest: redirects are never followed', () => {
  const ELSEWHERE = 'https://elsewhere.example';

  /** Another origin that would answer with its own rows and record what reaches it. */
  function elsewhere() {
    const reached: string[] = [];
    server.use(
      http.all(`${ELSEWHERE}/*`, async ({ request }) => {
        reached.push(
          `${request.method} ${request.headers.get('Authorization')} ${await request.text()}`,
        );
        return HttpResponse.json(
          request.method === 'GET'
            ? {
                ...okList,
                data: { ...okList.data, items: [{ ...okList.data.items[0], title: 'Planted' }] },
              }
            : { data: { id: 'x', title: 'x', created_at: '2026-11-20T10:00:00Z' } },
          { status: request.method === 'GET' ? 200 : 201 },
        );
      }),
    );
    return reached;
  }

  it.each([301, 302, 303, 307, 308])(
    'a %i on a list is an error that says so, and nothing is sent on',
    async (status) => {
      const reached = elsewhere();
      server.use(
        http.get(
          LIST,
          () =>
            new HttpResponse(null, {
              status,
              headers: { Location: `${ELSEWHERE}/stolen/list` },
            }),
        ),
      );
      api.session.set(TOKEN);
      const error = await failure(getList());
      expect(error.kind).toBe('redirect');
      expect(error.message).toBe(
        'The service answered with a redirect, which the console does not follow. Check the API base URL.',
      );
      expect(error.outcomeUnknown).toBe(false);
      expect(reached).toEqual([]);
    },
  );

  it('a 307 on a create sends the body nowhere else, is not retried, and its outcome is unknown', async () => {
    const reached = elsewhere();
    const seen = recordRequests();
    server.use(
      http.post(
        CREATE,
        () =>
          new HttpResponse(null, {
            status: 307,
            headers: { Location: `${ELSEWHERE}/stolen/create` },
          }),
      ),
    );
    api.session.set(TOKEN);
    const error = await failure(postCreate());
    expect(error.kind).toBe('redirect');
    expect(error.outcomeUnknown).toBe(true);
    expect(reached).toEqual([]);
    expect(seen.map((url) => url.href)).toEqual(['http://localhost:3000/api/v1/registry/create']);
  });
});

describe('listEntries: more rows than asked for', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...okList.data.items[0]!, id: `e-${i + 1}` }));
  const params = { page: 1, limit: 10, order_by: '-created_at' };

  it('keeps the requested page size and counts the rows it dropped', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ ...okList, data: { ...okList.data, items: rows(100_000) } }),
      ),
    );
    api.session.set(TOKEN);
    // How long such a page takes to read is the bench's figure (`npm run bench -- --only limits`).
    const list = await listEntries(params);
    expect(list.items.map((item) => item.id)).toEqual(rows(10).map((item) => item.id));
    expect(list.extraItems).toBe(99_990);
  });

  it('leaves a page of the requested size or less as it is', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ ...okList, data: { ...okList.data, items: rows(10) } }),
      ),
    );
    api.session.set(TOKEN);
    const list = await listEntries(params);
    expect(list.items).toHaveLength(10);
    expect(list).not.toHaveProperty('extraItems');
  });
});

describe('apiRequest: answers that break the contract', () => {
  it('a 200 with malformed JSON is an unexpected response', async () => {
    server.use(
      http.get(
        LIST,
        () =>
          new HttpResponse('{"message": "OK", "data": {', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await failure(getList());
    expect(error.kind).toBe('contract');
    expect(error.message).toBe('Unexpected response from the server: the answer is not JSON.');
  });

  it('a 200 with an empty body is an unexpected response', async () => {
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 200 })));
    const error = await failure(getList());
    expect(error.kind).toBe('contract');
    expect(error.message).toMatch(/^Unexpected response from the server/);
  });

  it('a 200 missing a required field names the field path', async () => {
    const withoutId: Partial<(typeof okList.data.items)[number]> = { ...okList.data.items[0] };
    delete withoutId.id;
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ ...okList, data: { ...okList.data, items: [withoutId] } }),
      ),
    );
    const error = await failure(getList());
    expect(error.kind).toBe('contract');
    expect(error.message).toBe(
      'Unexpected response from the server: data.items.0.id — expected string.',
    );
  });

  it('a 200 without data names data', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'OK' })));
    const error = await failure(getList());
    expect(error.kind).toBe('contract');
    expect(error.message).toBe('Unexpected response from the server: data — expected object.');
  });

  it('a 200 whose body is not an object says the answer itself is wrong', async () => {
    server.use(http.get(LIST, () => HttpResponse.json(['not', 'an', 'envelope'])));
    const error = await failure(getList());
    expect(error.kind).toBe('contract');
    expect(error.message).toBe(
      'Unexpected response from the server: the answer — expected object.',
    );
  });

  it('a contract error is not retried', async () => {
    const count = countRequests('/list');
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'OK', data: {} })));
    await failure(getList());
    expect(count()).toBe(1);
  });
});

describe('apiRequest: no answer', () => {
  it('times out after requestTimeoutMs, and a POST that timed out may have been made', async () => {
    configure({ requestTimeoutMs: 1000 });
    const count = countRequests('/create');
    server.use(
      http.post(CREATE, async () => {
        await delay(1500);
        return HttpResponse.json({ message: 'late' }, { status: 500 });
      }),
    );
    const started = Date.now();
    const error = await failure(postCreate());
    expect(Date.now() - started).toBeLessThan(1400);
    expect(error.kind).toBe('timeout');
    expect(error.method).toBe('POST');
    expect(error.message).toBe('The service did not answer within 1 second.');
    expect(error.outcomeUnknown).toBe(true);
    expect(count()).toBe(1);
  });

  it('a network failure says the service could not be reached', async () => {
    server.use(http.get(LIST, () => HttpResponse.error()));
    const error = await failure(getList());
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'The service could not be reached. Check your connection and try again.',
    );
  });

  it('a POST cut off by the network is not retried and its outcome is unknown', async () => {
    const count = countRequests('/create');
    server.use(http.post(CREATE, () => HttpResponse.error()));
    const error = await failure(postCreate());
    expect(error.kind).toBe('network');
    expect(error.outcomeUnknown).toBe(true);
    expect(count()).toBe(1);
  });

  it('a caller abort rejects with the abort reason, not an ApiError', async () => {
    server.use(
      http.get(LIST, async () => {
        await delay(200);
        return HttpResponse.json(okList);
      }),
    );
    const controller = new AbortController();
    const reason = new DOMException('Left the page', 'AbortError');
    const request = apiRequest({
      path: '/api/v1/registry/list',
      schema: entryListSchema,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 10);
    await expect(request).rejects.toBe(reason);
  });
});

describe('apiRequest: one request each', () => {
  it('makes one request for a GET that fails (reads are retried by the query client)', async () => {
    const count = countRequests('/list');
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'Down.' }, { status: 503 })));
    const error = await failure(getList());
    expect(error.status).toBe(503);
    expect(count()).toBe(1);
  });

  it('never retries a POST that got a 500, and says the entry may have been created', async () => {
    const count = countRequests('/create');
    server.use(
      http.post(CREATE, () => HttpResponse.json({ message: 'Queue full.' }, { status: 500 })),
    );
    const error = await failure(postCreate());
    expect(error.method).toBe('POST');
    expect(error.message).toBe('The server had a problem: Queue full.');
    expect(error.outcomeUnknown).toBe(true);
    expect(count()).toBe(1);
  });
});

describe('apiRequest: the token never shows in an error', () => {
  it('redacts a token the server echoes in its message and field errors', async () => {
    api.session.set(TOKEN);
    server.use(
      http.post(CREATE, ({ request }) => {
        const echoed = request.headers.get('Authorization') ?? '';
        return HttpResponse.json(
          {
            message: `Token ${echoed} may not create here.`,
            errors: { title: [`Rejected for ${echoed}.`] },
          },
          { status: 422 },
        );
      }),
    );
    const error = await failure(postCreate());
    expect(error.message).not.toContain(TOKEN);
    expect(JSON.stringify(error.fieldErrors)).not.toContain(TOKEN);
    expect(error.message).toContain('may not create here');
  });

  it.each([403, 404, 500, 503])('redacts an echoed token on %i', async (status) => {
    api.session.set(TOKEN);
    server.use(
      http.get(LIST, ({ request }) =>
        HttpResponse.json(
          { message: `Bad credentials: ${request.headers.get('Authorization')}` },
          { status },
        ),
      ),
    );
    const error = await failure(getList());
    expect(error.message).toContain('Bad credentials');
    expect(error.message).not.toContain(TOKEN);
  });

  it('redacts an explicitly given token too', async () => {
    server.use(
      http.get(LIST, ({ request }) =>
        HttpResponse.json(
          { message: `No access for ${request.headers.get('Authorization')}` },
          { status: 403 },
        ),
      ),
    );
    const error = await failure(getList(TOKEN));
    expect(error.message).not.toContain(TOKEN);
  });

  it('leaves no part of the token in a long message that is shortened', async () => {
    api.session.set(TOKEN);
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ message: `${'x'.repeat(290)} ${TOKEN} trailing` }, { status: 403 }),
      ),
    );
    const error = await failure(getList());
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).not.toContain(TOKEN.slice(0, 6));
  });
});

describe('buildUrl', () => {
  it('uses the page origin in demo mode (empty apiBaseUrl)', () => {
    expect(buildUrl('/api/v1/registry/list')).toBe(
      `${window.location.origin}/api/v1/registry/list`,
    );
  });

  it('joins an absolute base URL with a path prefix, without doubling slashes', () => {
    configure({ apiBaseUrl: 'https://registry.example.com/service/' });
    expect(buildUrl('/api/v1/registry/list')).toBe(
      'https://registry.example.com/service/api/v1/registry/list',
    );
  });

  it('treats "/" as the page origin', () => {
    configure({ apiBaseUrl: '/' });
    expect(buildUrl('/api/v1/registry/list')).toBe(
      `${window.location.origin}/api/v1/registry/list`,
    );
  });

  it('resolves a path base against the page origin', () => {
    configure({ apiBaseUrl: '/registry-proxy' });
    expect(buildUrl('/api/v1/registry/create')).toBe(
      `${window.location.origin}/registry-proxy/api/v1/registry/create`,
    );
  });

  it('encodes query values and leaves out undefined and empty ones', () => {
    const url = new URL(
      buildUrl('/api/v1/registry/list', {
        folder_id: 'R&D / 2026',
        page: 2,
        limit: undefined,
        order_by: '',
      }),
    );
    expect(url.searchParams.get('folder_id')).toBe('R&D / 2026');
    expect(url.searchParams.get('page')).toBe('2');
    expect([...url.searchParams.keys()]).toEqual(['folder_id', 'page']);
  });

  it('sends requests to the configured absolute base URL', async () => {
    configure({ apiBaseUrl: 'https://registry.example.com' });
    const seen = recordRequests();
    server.use(
      http.get('https://registry.example.com/api/v1/registry/list', () =>
        HttpResponse.json(okList),
      ),
    );
    await getList();
    expect(seen.map((url) => url.origin)).toEqual(['https://registry.example.com']);
  });
});

describe('listEntries', () => {
  it('selects the page with the configured page parameter name', async () => {
    configure({ pageParam: 'page_number' });
    const seen = recordRequests();
    server.use(http.get(LIST, () => HttpResponse.json(okList)));
    await listEntries({ page: 3, limit: 25, order_by: 'title', folder_id: 'legal' });
    const url = seen[0]!;
    expect(url.searchParams.get('page_number')).toBe('3');
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.get('limit')).toBe('25');
    expect(url.searchParams.get('order_by')).toBe('title');
    expect(url.searchParams.get('folder_id')).toBe('legal');
  });

  it('uses "page" by default and leaves out an absent folder', async () => {
    configure({});
    const seen = recordRequests();
    server.use(http.get(LIST, () => HttpResponse.json(okList)));
    await listEntries({ page: 2, limit: 10, order_by: '-created_at' });
    expect(seen[0]!.searchParams.get('page')).toBe('2');
    expect(seen[0]!.searchParams.has('folder_id')).toBe(false);
  });
});

describe('backendReady', () => {
  it('holds requests until the in-browser backend is ready', async () => {
    let ready!: () => void;
    startWithBackend(new Promise<void>((resolve) => (ready = resolve)));
    try {
      const seen = recordRequests();
      server.use(
        http.get(LIST, () => HttpResponse.json(okList)),
        http.get('*/sentinel', () => HttpResponse.text('later')),
      );
      const request = getList();
      // A request sent after it, outside the client, goes through and is answered first.
      await expect(
        fetch(new URL('/sentinel', location.origin)).then((r) => r.text()),
      ).resolves.toBe('later');
      expect(seen.map((url) => url.pathname)).toEqual(['/sentinel']);
      ready();
      await expect(request).resolves.toEqual(okList.data);
      expect(seen.map((url) => url.pathname)).toEqual(['/sentinel', '/api/v1/registry/list']);
    } finally {
      startWithBackend(Promise.resolve());
    }
  });

  it('lets requests through when the backend failed to start', async () => {
    startWithBackend(Promise.reject(new Error('service worker blocked')));
    try {
      server.use(http.get(LIST, () => HttpResponse.json(okList)));
      await expect(getList()).resolves.toEqual(okList.data);
    } finally {
      startWithBackend(Promise.resolve());
    }
  });
});

describe('apiRequest with a custom schema', () => {
  it('checks data against the schema the caller gives', async () => {
    server.use(http.get('*/api/v1/ping', () => HttpResponse.json({ data: { n: 'one' } })));
    const error = await failure(
      apiRequest({ path: '/api/v1/ping', schema: z.object({ n: z.number() }) }),
    );
    expect(error.message).toBe('Unexpected response from the server: data.n — expected number.');
  });
});
