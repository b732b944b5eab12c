// @vitest-environment jsdom
/**
 * Reads are retried by the query client (Retry-After read from the error); writes never are.
 * Waits are shortened by the tests' retry policy (src/testing/api.ts).
 */
import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { recordRequests } from '../testing/requests';
import type { CreateEntryBody } from './schemas';
import { ApiError } from './api-error';
import { createEntryMutation, createVariables } from './create-once/create-mutation';
import { entryQueries, refreshEntryLists } from './entries';
import { createQueryClient } from './query-client';
import { TEST_RETRY, testApi } from '../testing/api';
import type { ReadRetryPolicy } from './retry-policy';
import { readPageOnce, viewPageReader } from './read-view-page';

const LIST = '*/api/v1/registry/list';
const CREATE = '*/api/v1/registry/create';
const params = { page: 1, limit: 10, order_by: '-created_at' };
const api = testApi();
/** The tests' read policy, with some waits changed by a test. */
let reads: ReadRetryPolicy = TEST_RETRY.reads;
const withReadPolicy = (changes: Partial<ReadRetryPolicy>) => {
  reads = { ...TEST_RETRY.reads, ...changes };
};
beforeEach(() => {
  // Signed in: nothing is sent without a token.
  api.session.set('signed-in-token');
});
afterEach(() => {
  reads = TEST_RETRY.reads;
});
const testQueryClient = () => createQueryClient(reads);

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
  return testQueryClient().fetchQuery(entryQueries.list(api, params));
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
    withReadPolicy({ retries: 0, baseDelayMs: 1, maxDelayMs: 1 });
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
      // A 401 ended the session: signed in again for the next answer.
      api.session.set('signed-in-token');
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

describe('readPageOnce: a read outside the cache', () => {
  afterEach(() => vi.useRealTimers());

  it('is retried like any query, and leaves nothing in the cache', async () => {
    const count = countRequests('/list');
    listAnswers(() => HttpResponse.json({ message: 'Maintenance.' }, { status: 503 }));
    const queryClient = testQueryClient();
    await expect(readPageOnce(api, params, new AbortController().signal)).resolves.toEqual(
      okList.data,
    );
    expect(count()).toBe(2);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('stops when its signal is aborted, between tries too', async () => {
    // Clocks run as usual, and can be moved on at once past any retry's wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const slow = {
      ...api,
      retry: { reads: { ...TEST_RETRY.reads, baseDelayMs: 200, maxDelayMs: 200 } },
    };
    const count = countRequests('/list');
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 503 })));
    const controller = new AbortController();
    const read = readPageOnce(slow, params, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(read).rejects.toBeDefined();
    // Every wait a retry could still be in has passed.
    await vi.advanceTimersByTimeAsync(1000);
    expect(count()).toBe(1);
  });

  it("hands each page to `heard`, and a write's refresh of the lists does not cancel it", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(LIST, async () => {
        await held;
        return HttpResponse.json(okList);
      }),
    );
    const queryClient = testQueryClient();
    const heard: number[] = [];
    const view = { limit: params.limit, order_by: params.order_by };
    const read = viewPageReader(api, view, (list, read) =>
      heard.push(read.page, list.items.length),
    )(1, new AbortController().signal);
    await refreshEntryLists(queryClient);
    answer();
    await expect(read).resolves.toEqual(okList.data);
    expect(heard).toEqual([params.page, okList.data.items.length]);
  });

  it('does not start when its signal is already aborted', async () => {
    const count = countRequests('/list');
    const controller = new AbortController();
    controller.abort();
    await expect(readPageOnce(api, params, controller.signal)).rejects.toBeDefined();
    expect(count()).toBe(0);
  });
});

describe('writes: never retried', () => {
  it('sends a create that got a 503 once, even through a mutation', async () => {
    const count = countRequests('/create');
    server.use(
      http.post(CREATE, () => HttpResponse.json({ message: 'Queue full.' }, { status: 503 })),
    );
    // The create mutation, with resendLostCreates off (the default).
    const mutation = new MutationObserver(testQueryClient(), createEntryMutation(api));
    const body: CreateEntryBody = { title: 'T', folder_id: 'f', template: 'STORAGE', metadata: [] };
    const error = await failure(mutation.mutate(createVariables(body, 'key')));
    expect(error.outcomeUnknown).toBe(true);
    expect(count()).toBe(1);
  });
});
