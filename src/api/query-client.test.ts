/**
 * Reads are retried by the query client (Retry-After read from the error); writes never are.
 * Waits are shortened by the test setup (see src/testing/setup.ts).
 */
import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { recordRequests } from '../testing/requests';
import type { CreateEntryBody } from './schemas';
import { ApiError } from './api-error';
import { createEntry } from './create-once';
import { entriesQueryOptions, listEntries } from './entries';
import { createQueryClient, retryWait, setRetryPolicy } from './query-client';
import { readOnce } from './read-once';

const LIST = '*/api/v1/registry/list';
const CREATE = '*/api/v1/registry/create';
const params = { page: 1, limit: 10, order_by: '-created_at' };

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

/** Reads the list the way the screens do: through a query client. */
function readList() {
  return createQueryClient().fetchQuery(entriesQueryOptions(params));
}

function countRequests(pathEnd: string): () => number {
  const seen = recordRequests();
  return () => seen.filter((url) => url.pathname.endsWith(pathEnd)).length;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Answers the list with these responses in turn, then with the list. */
function listAnswers(...answers: (() => Response)[]) {
  let calls = 0;
  server.use(http.get(LIST, () => answers[calls++]?.() ?? HttpResponse.json(okList)));
}

describe('reads: retries', () => {
  it('retries a read after two 503s and succeeds on the third request', async () => {
    const count = countRequests('/list');
    const busy = () => HttpResponse.json({ message: 'Maintenance.' }, { status: 503 });
    listAnswers(busy, busy);
    await expect(readList()).resolves.toEqual(okList.data);
    expect(count()).toBe(3);
  });

  it('gives up on a read that always fails with 500 after exactly three requests', async () => {
    const count = countRequests('/list');
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'Down.' }, { status: 500 })));
    const error = await failure(readList());
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server had a problem: Down.');
    expect(count()).toBe(3);
  });

  it('retries a read after a network failure', async () => {
    const count = countRequests('/list');
    listAnswers(() => HttpResponse.error());
    await expect(readList()).resolves.toEqual(okList.data);
    expect(count()).toBe(2);
  });

  it('follows the configured number of retries', async () => {
    setRetryPolicy({ retries: 0, baseDelayMs: 1, maxDelayMs: 1 });
    const count = countRequests('/list');
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 503 })));
    await failure(readList());
    expect(count()).toBe(1);
  });

  it('does not retry what another try would not fix: 401, 404, 422, a broken answer', async () => {
    for (const answer of [
      () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      () => HttpResponse.json({ message: 'No such folder.' }, { status: 404 }),
      () => HttpResponse.json({ message: 'Bad limit.' }, { status: 422 }),
      () => HttpResponse.json({ message: 'OK', data: { items: 'nope' } }),
    ]) {
      const count = countRequests('/list');
      server.use(http.get(LIST, answer));
      await failure(readList());
      expect(count()).toBe(1);
      server.events.removeAllListeners();
    }
  });

  it('waits out a short Retry-After and then succeeds', async () => {
    const count = countRequests('/list');
    listAnswers(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } }));
    const started = Date.now();
    await expect(readList()).resolves.toEqual(okList.data);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(count()).toBe(2);
  });

  it('does not wait for a Retry-After longer than the policy allows', async () => {
    const count = countRequests('/list');
    server.use(
      http.get(
        LIST,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    );
    const error = await failure(readList());
    expect(error.retryAfter).toBe(120);
    expect(count()).toBe(1);
  });
});

describe('readOnce: a read outside the cache', () => {
  afterEach(() => vi.useRealTimers());

  it('is retried like any query, and leaves nothing in the cache', async () => {
    const count = countRequests('/list');
    listAnswers(() => HttpResponse.json({ message: 'Maintenance.' }, { status: 503 }));
    const queryClient = createQueryClient();
    await expect(readOnce(queryClient, (signal) => listEntries(params, signal))).resolves.toEqual(
      okList.data,
    );
    expect(count()).toBe(2);
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
  });

  it('stops when its signal is aborted, between tries too', async () => {
    // Clocks run as usual, and can be moved on at once past any retry's wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setRetryPolicy({ baseDelayMs: 200, maxDelayMs: 200 });
    const count = countRequests('/list');
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 503 })));
    const controller = new AbortController();
    const read = readOnce(
      createQueryClient(),
      (signal) => listEntries(params, signal),
      controller.signal,
    );
    setTimeout(() => controller.abort(), 50);
    await expect(read).rejects.toBeDefined();
    // Every wait a retry could still be in has passed.
    await vi.advanceTimersByTimeAsync(1000);
    expect(count()).toBe(1);
  });

  it('does not start when its signal is already aborted', async () => {
    const count = countRequests('/list');
    const controller = new AbortController();
    controller.abort();
    await expect(
      readOnce(createQueryClient(), (signal) => listEntries(params, signal), controller.signal),
    ).rejects.toBeDefined();
    expect(count()).toBe(0);
  });
});

describe('writes: never retried', () => {
  it('sends a create that got a 503 once, even through a mutation', async () => {
    const count = countRequests('/create');
    server.use(
      http.post(CREATE, () => HttpResponse.json({ message: 'Queue full.' }, { status: 503 })),
    );
    const mutation = new MutationObserver(createQueryClient(), {
      mutationFn: (body: CreateEntryBody) => createEntry(body),
    });
    const error = await failure(
      mutation.mutate({ title: 'T', folder_id: 'f', template: 'STORAGE', metadata: [] }),
    );
    expect(error.outcomeUnknown).toBe(true);
    expect(count()).toBe(1);
  });
});

describe('retryWait', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ kind: 'http', status: 500, message: 'x', ...init });

  it('backs off, doubling up to the maximum, for no answer, a timeout or a 5xx', () => {
    setRetryPolicy({ retries: 5, baseDelayMs: 400, maxDelayMs: 1000 });
    expect(retryWait(0, error({ kind: 'network', status: 0 }))).toBe(400);
    expect(retryWait(1, error({ kind: 'timeout', status: 0 }))).toBe(800);
    expect(retryWait(2, error({ status: 502 }))).toBe(1000);
  });

  it('reads Retry-After from a 429, and backs off when there is none', () => {
    setRetryPolicy({ baseDelayMs: 400, maxRetryAfterSeconds: 10 });
    expect(retryWait(0, error({ status: 429, retryAfter: 3 }))).toBe(3000);
    expect(retryWait(0, error({ status: 429, retryAfter: 11 }))).toBeNull();
    expect(retryWait(0, error({ status: 429, retryAfter: null }))).toBe(400);
  });

  it('stops after the configured retries, and for anything that is not an ApiError', () => {
    setRetryPolicy({ retries: 2 });
    expect(retryWait(2, error({ status: 503 }))).toBeNull();
    expect(retryWait(0, new DOMException('Left the page', 'AbortError'))).toBeNull();
    expect(retryWait(0, error({ status: 403 }))).toBeNull();
  });
});
