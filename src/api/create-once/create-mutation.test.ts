// @vitest-environment jsdom
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../lib/config';
import { DEMO_TOKEN } from '../../lib/demo';
import { TEST_RETRY, testApi, testQueryClient } from '../../testing/api';
import { getDb, server, updateSettings } from '../../mocks/node';
import { ApiError } from '../api-error';
import { backoff, type KeyedCreatePolicy } from '../retry-policy';
import {
  createEntryMutation,
  createRetryWait,
  createVariables,
  defaultKeyedCreatePolicy as policy,
  DraftHeld,
  isLostAnswer,
  sendDraft,
} from './create-mutation';
import { keyHeaderStatus } from './key-header';
import type { CreateEntryBody } from '../schemas';

const CREATE = '*/api/v1/registry/create';
const body: CreateEntryBody = {
  title: 'Once',
  folder_id: 'once',
  template: 'STORAGE',
  metadata: [],
};
const fast: KeyedCreatePolicy = {
  ...policy,
  baseDelayMs: 1,
  maxDelayMs: 5,
  maxRetryAfterSeconds: 0,
};

const httpError = (status: number, retryAfter: number | null = null) =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, retryAfter, method: 'POST' });
const lost = (keySent = true) =>
  new ApiError({ kind: 'network', status: 0, message: 'cut', method: 'POST', keySent });
const running = (retryAfter: number | null = null) =>
  new ApiError({ kind: 'in-progress', status: 409, message: 'busy', retryAfter, keySent: true });
const on = { resendLost: true, signedIn: true };

describe('when a create is tried again', () => {
  it('a lost answer is no answer, a timeout, or 502/503/504 — not other statuses', () => {
    const timeout = new ApiError({ kind: 'timeout', status: 0, message: 'slow' });
    expect(
      [lost(), timeout, httpError(502), httpError(503), httpError(504)].map(isLostAnswer),
    ).toEqual([true, true, true, true, true]);
    expect([500, 409, 422, 429, 401].map((s) => isLostAnswer(httpError(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('resends a lost answer with backoff up to the bound, only with resending on and the key sent', () => {
    expect([0, 1, 2, 3].map((n) => createRetryWait(n, lost(), on))).toEqual([
      1000,
      2000,
      4000,
      null,
    ]);
    expect(createRetryWait(0, lost(), { ...on, resendLost: false })).toBeNull();
    expect(createRetryWait(0, lost(false), on)).toBeNull();
    expect(createRetryWait(0, httpError(500), on)).toBeNull();
    expect(createRetryWait(0, lost(), { ...on, signedIn: false })).toBeNull();
  });

  it('asks about a 409 again as long as Retry-After says (cut to the longest), else backs off, up to the bound', () => {
    expect(createRetryWait(0, running(1), on)).toBe(1000);
    expect(createRetryWait(0, running(3600), on)).toBe(policy.maxRetryAfterSeconds * 1000);
    expect(createRetryWait(3, running(), { ...on, resendLost: false })).toBe(8000);
    expect(createRetryWait(policy.conflictRetries, running(), on)).toBeNull();
    expect(createRetryWait(0, httpError(422), on)).toBeNull();
    expect(createRetryWait(0, httpError(429, 1), on)).toBeNull();
  });

  it('waits the one backoff every retry waits', () => {
    const steps = { baseDelayMs: 100, maxDelayMs: 350 };
    expect(
      [0, 1, 2].map((n) => createRetryWait(n, running(), on, { ...policy, ...steps })),
    ).toEqual([0, 1, 2].map((n) => backoff(n, steps)));
  });
});

function signedIn(config: Partial<AppConfig> = {}, keyed: KeyedCreatePolicy = fast) {
  const api = testApi({ config, token: DEMO_TOKEN, retry: { ...TEST_RETRY, keyedCreate: keyed } });
  const queryClient = testQueryClient();
  const create = (key: string, sent = body) =>
    new MutationObserver(queryClient, createEntryMutation(api)).mutate(createVariables(sent, key));
  return { api, queryClient, create };
}

/** The key header of every create that reaches the demo backend. */
function recordKeys(header = 'Idempotency-Key') {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') keys.push(request.headers.get(header));
  });
  return keys;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected the create to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a create with an idempotency key', () => {
  it('sends the key in the configured header, and a repeat is answered with the same entry', async () => {
    const { create } = signedIn();
    const keys = recordKeys();
    const first = await create('key-1');
    expect(await create('key-1')).toEqual(first);
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(getDb().created).toHaveLength(1);
  });

  it('uses a renamed header, and sends none when the header is ""', async () => {
    const renamed = recordKeys('X-Request-Key');
    await signedIn({ idempotencyHeader: 'X-Request-Key' }).create('key-2');
    expect(renamed).toEqual(['key-2']);
    const { api, create } = signedIn({ idempotencyHeader: '' });
    const none = recordKeys();
    await create('key-3');
    expect(none.at(-1)).toBeNull();
    expect(keyHeaderStatus(api)).toBe('off');
  });

  it('waits out a 409 as long as Retry-After says and asks again with the same key, the wait shown from the mutation', async () => {
    const { api, queryClient, create } = signedIn({}, { ...fast, maxRetryAfterSeconds: 10 });
    updateSettings({ slowFirstAttemptMs: 150 });
    const first = create('key-4');
    await vi.waitFor(() => expect(getDb().running.has('key-4')).toBe(true));
    const seen: unknown[] = [];
    const observer = new MutationObserver(queryClient, createEntryMutation(api));
    const unsubscribe = observer.subscribe((state) => seen.push(state.failureReason));
    const repeat = await observer.mutate(createVariables(body, 'key-4'));
    unsubscribe();
    // The demo backend says Retry-After: 1.
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'in-progress', retryAfter: 1 }));
    expect(repeat).toEqual(await first);
    expect(getDb().created).toHaveLength(1);
  });

  it('gives up after the bound of 409s with an "in progress" error whose outcome is unknown', async () => {
    const { create } = signedIn();
    let tries = 0;
    server.use(
      http.post(CREATE, () => {
        tries += 1;
        return HttpResponse.json({ message: 'Busy' }, { status: 409 });
      }),
    );
    const error = await failure(create('key-5'));
    expect(error.kind).toBe('in-progress');
    expect(error.outcomeUnknown).toBe(true);
    expect(error.message).toMatch(/still working on the first attempt/);
    expect(tries).toBe(fast.conflictRetries + 1);
  });

  it('reads a 422 for a reused key as its own kind, with no field errors', async () => {
    const { create } = signedIn();
    await create('key-6');
    const error = await failure(create('key-6', { ...body, title: 'Changed' }));
    expect(error.kind).toBe('key-reused');
    expect(error.fieldErrors).toEqual({});
    expect(error.outcomeUnknown).toBe(false);
    expect(error.message).toBe(
      'This draft was sent before with other content, and the server refused the changed version under the same idempotency key. That first attempt may have created an entry: check the folder before creating again.',
    );
    // A validation 422 stays a validation error.
    const invalid = await failure(create('k7', { ...body, title: '' }));
    expect(invalid.kind).toBe('http');
    expect(Object.keys(invalid.fieldErrors)).toContain('title');
  });

  it('resends a lost answer with the same key when resendLostCreates is on', async () => {
    const { create } = signedIn({ resendLostCreates: true });
    const keys = recordKeys();
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    server.events.on('request:end', () => updateSettings({ failureRate: 0 }));
    await create('key-8');
    expect(keys).toEqual(['key-8', 'key-8']);
    expect(getDb().created).toHaveLength(1);
  });

  it('does not resend a lost answer when resendLostCreates is off (the default)', async () => {
    const { create } = signedIn();
    const keys = recordKeys();
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    const error = await failure(create('key-9'));
    expect(error.outcomeUnknown).toBe(true);
    expect(keys).toHaveLength(1);
  });

  it('keeps a lost answer unknown when the resend is refused for its token', async () => {
    const { api, create } = signedIn({ resendLostCreates: true });
    let tries = 0;
    server.use(
      http.post(CREATE, () => {
        tries += 1;
        return tries === 1 ? HttpResponse.error() : HttpResponse.json({}, { status: 401 });
      }),
    );
    const error = await failure(create('key-11'));
    expect(error.kind).toBe('network');
    expect(error.outcomeUnknown).toBe(true);
    expect(tries).toBe(2);
    expect(api.session.token()).toBeNull();
  });

  it('keeps the outcome unknown when a 409 (the first attempt still running) is followed by a 401', async () => {
    const { api, create } = signedIn();
    let tries = 0;
    server.use(
      http.post(CREATE, () => {
        tries += 1;
        return HttpResponse.json({}, { status: tries === 1 ? 409 : 401 });
      }),
    );
    const error = await failure(create('key-12'));
    expect(error.kind).toBe('in-progress');
    expect(error.outcomeUnknown).toBe(true);
    expect(tries).toBe(2);
    expect(api.session.token()).toBeNull();
  });

  it('goes without the header when the CORS policy refuses it, and never resends then', async () => {
    const { api, create } = signedIn({
      apiBaseUrl: 'https://registry.example.com',
      resendLostCreates: true,
    });
    sessionStorage.setItem(
      'registry-console:key-header',
      JSON.stringify({ for: 'https://registry.example.com Idempotency-Key', status: 'refused' }),
    );
    expect(keyHeaderStatus(api)).toBe('refused');
    const keys = recordKeys();
    await create('key-10');
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    await failure(create('key-10'));
    expect(keys).toEqual([null, null]);
  });

  it('sends the body the contract describes, and nothing else; a body that breaks it is never sent', async () => {
    const { create } = signedIn();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    const contract = {
      ...body,
      data_encrypted: false,
      metadata: [{ type: 'TEXT', key: 'k', value: 'v' }],
    };
    await create('key-12', { ...contract, secret: 'not in the contract' } as CreateEntryBody);
    expect(bodies).toEqual([contract]);
    const broken = { ...body, template: 'OTHER' } as unknown as CreateEntryBody;
    await expect(create('key-13', broken)).rejects.toThrow();
    expect(bodies).toHaveLength(1);
  });

  it('reads a 422 without field errors as a reused key when it is a problem document or says so, else as it came', async () => {
    const { create } = signedIn();
    const answers = [
      HttpResponse.json(
        { title: 'Unprocessable', message: 'Unprocessable' },
        { status: 422, headers: { 'Content-Type': 'application/problem+json; charset=utf-8' } },
      ),
      HttpResponse.json({ message: 'Key already used: not IDEMPOTENT.' }, { status: 422 }),
      HttpResponse.json({ message: 'Unprocessable' }, { status: 422 }),
      // Field errors make it a refusal of the content, problem document or not.
      HttpResponse.json(
        {
          message: 'Idempotency checks passed; the content did not.',
          errors: { title: ['Too long.'] },
        },
        { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    ];
    server.use(http.post(CREATE, () => answers.shift()));
    expect((await failure(create('key-14'))).kind).toBe('key-reused');
    expect((await failure(create('key-15'))).kind).toBe('key-reused');
    const plain = await failure(create('key-16'));
    expect(plain.kind).toBe('http');
    expect(plain.message).toMatch(/Unprocessable/);
    const fields = await failure(create('key-24'));
    expect(fields.kind).toBe('http');
    expect(fields.fieldErrors).toEqual({ title: ['Too long.'] });
  });

  it('sent without the key, a 409 or a 422 is the server’s answer as it came, never asked about again', async () => {
    const { create } = signedIn({ idempotencyHeader: '' });
    let tries = 0;
    server.use(
      http.post(CREATE, () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.json({ message: 'Busy' }, { status: 409, headers: { 'Retry-After': '0' } })
          : HttpResponse.json(
              { message: 'Idempotency key reused' },
              { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
            );
      }),
    );
    const conflict = await failure(create('key-17'));
    expect(conflict).toMatchObject({ kind: 'http', status: 409, keySent: false });
    expect(tries).toBe(1);
    expect(await failure(create('key-18'))).toMatchObject({ kind: 'http', status: 422 });
  });

  it('waits the Retry-After a 409 asks for before asking again', async () => {
    const { create } = signedIn({}, { ...fast, maxRetryAfterSeconds: 10 });
    const times: number[] = [];
    server.use(
      http.post(CREATE, () => {
        times.push(Date.now());
        if (times.length === 1)
          return HttpResponse.json(
            { message: 'Busy' },
            { status: 409, headers: { 'Retry-After': '1' } },
          );
        // The second try goes on to the demo backend.
        return undefined;
      }),
    );
    await create('key-20');
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
  });

  it('to another origin, first learns whether the key header may cross, and goes without it when the policy refuses it', async () => {
    const { api, create } = signedIn({ apiBaseUrl: 'https://registry.example.com' });
    expect(keyHeaderStatus(api)).toBe('unknown');
    // As a browser whose preflight the server refuses: no answer to anything carrying the key.
    const refuseKey = ({ request }: { request: Request }) =>
      request.headers.has('Idempotency-Key') ? HttpResponse.error() : undefined;
    server.use(http.get('*/api/v1/registry/list', refuseKey), http.post(CREATE, refuseKey));
    const keys = recordKeys();
    expect(await create('key-21')).toMatchObject({ id: expect.any(String) });
    expect(keys).toEqual([null]);
    expect(keyHeaderStatus(api)).toBe('refused');
  });

  it('sends the key when the server could not be reached to ask about it, so a repeat cannot make a second entry', async () => {
    const { api, create } = signedIn({ apiBaseUrl: 'https://registry.example.com' });
    server.use(http.get('*/api/v1/registry/list', () => HttpResponse.error()));
    const keys = recordKeys();
    await create('key-22');
    expect(keys).toEqual(['key-22']);
    expect(keyHeaderStatus(api)).toBe('unknown');
  });

  it('a create refused for its token, with no earlier answer lost, is that refusal: nothing was created', async () => {
    const { create } = signedIn({ resendLostCreates: true });
    server.use(http.post(CREATE, () => HttpResponse.json({}, { status: 401 })));
    const error = await failure(create('key-25'));
    expect(error.status).toBe(401);
    expect(error.outcomeUnknown).toBe(false);
  });

  it('is sent even when the browser says it is offline, so a create that cannot go out says so', async () => {
    const { create } = signedIn();
    onlineManager.setOnline(false);
    try {
      expect(await create('key-19')).toMatchObject({ id: expect.any(String) });
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('sendDraft: one attempt to create the form’s draft', () => {
  const LIST = '*/api/v1/registry/list';
  const made = { id: 'made-1', title: 'Once', created_at: '2026-12-04T10:00:00Z' };
  const setUp = () => {
    const api = testApi({ token: DEMO_TOKEN });
    const queryClient = testQueryClient();
    const reads: string[] = [];
    server.use(
      http.get(LIST, ({ request }) => {
        reads.push(new URL(request.url).searchParams.get('folder_id') ?? '');
        return undefined;
      }),
    );
    const keys: string[] = [];
    const answer = (outcome: () => Promise<typeof made>) =>
      vi.fn(async (variables: { key: string }) => {
        keys.push(variables.key);
        return outcome();
      });
    const send = (
      create: ReturnType<typeof answer>,
      sent: CreateEntryBody = body,
      takeOver = false,
    ) => sendDraft(api, queryClient, sent, { draftId: 'draft-1', takeOver, create });
    return { reads, keys, answer, send };
  };

  it('reads the folder first, and an entry made holds the draft: sent again, nothing goes', async () => {
    const { reads, keys, answer, send } = setUp();
    const create = answer(async () => made);
    await expect(send(create)).resolves.toEqual(made);
    expect(reads).toEqual(['once']);
    expect(keys).toHaveLength(1);
    const again = send(create);
    await expect(again).rejects.toBeInstanceOf(DraftHeld);
    await expect(again).rejects.toMatchObject({ held: { kind: 'done', entryId: 'made-1' } });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a 401 while reading the folder first sends nothing', async () => {
    const { answer, send } = setUp();
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 401 })));
    const create = answer(async () => made);
    await expect(send(create)).rejects.toMatchObject({ status: 401 });
    expect(create).not.toHaveBeenCalled();
  });

  it('another failure while reading the folder first does not stop the create', async () => {
    const { answer, send } = setUp();
    server.use(http.get(LIST, () => new HttpResponse(null, { status: 500 })));
    const create = answer(async () => made);
    await expect(send(create)).resolves.toEqual(made);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a lost answer holds the draft until it is sent again on purpose: the same key, the folder not read again', async () => {
    const { reads, keys, answer, send } = setUp();
    const cut = answer(async () => {
      throw lost();
    });
    await expect(send(cut)).rejects.toMatchObject({ kind: 'network' });
    const held = send(answer(async () => made));
    await expect(held).rejects.toMatchObject({ held: { kind: 'earlier-lost' } });
    const create = answer(async () => made);
    await expect(send(create, body, true)).resolves.toEqual(made);
    expect(create).toHaveBeenCalledTimes(1);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(reads).toEqual(['once']);
  });

  it('a definite refusal frees the draft: the same content keeps its key, changed content gets a new one', async () => {
    const { keys, answer, send } = setUp();
    const refused = answer(async () => {
      throw httpError(422);
    });
    await expect(send(refused)).rejects.toMatchObject({ status: 422 });
    await expect(send(refused)).rejects.toMatchObject({ status: 422 });
    await expect(
      send(
        answer(async () => made),
        { ...body, title: 'Changed' },
      ),
    ).resolves.toEqual(made);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a key the server holds for other content is never sent again, even for the same content', async () => {
    const { keys, answer, send } = setUp();
    const reused = answer(async () => {
      throw new ApiError({
        kind: 'key-reused',
        status: 422,
        message: 'other content',
        keySent: true,
      });
    });
    await expect(send(reused)).rejects.toMatchObject({ kind: 'key-reused' });
    await expect(send(answer(async () => made))).resolves.toEqual(made);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
