// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api-client';
import type { AppConfig } from '../../lib/config';
import { DEMO_TOKEN } from '../../lib/demo';
import { testApi } from '../../testing/api';
import { getDb, server, updateSettings } from '../../mocks/node';
import { ApiError } from '../api-error';
import { createEntryOnce, keyHeaderStatus } from './send';
import type { KeyedCreatePolicy } from './create-retries';
import type { CreateProgress } from './send-keyed';

const CREATE = '*/api/v1/registry/create';
const body = { title: 'Once', folder_id: 'once', template: 'STORAGE' as const, metadata: [] };
const fast: KeyedCreatePolicy = {
  conflictRetries: 6,
  lostAnswerResends: 3,
  baseDelayMs: 1,
  maxDelayMs: 5,
  maxRetryAfterSeconds: 0,
};

/** The key header of every create that reaches the demo backend. */
function recordKeys(header = 'Idempotency-Key') {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') keys.push(request.headers.get(header));
  });
  return keys;
}

let api: ApiClient;
beforeEach(() => {
  api = testApi();
});

function signedIn(config: Partial<AppConfig> = {}) {
  api = testApi({ config, token: DEMO_TOKEN });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the create to fail');
}

describe('a create with an idempotency key', () => {
  it('sends the key in the configured header, and a repeat is a replayed success', async () => {
    signedIn();
    const keys = recordKeys();
    const first = await createEntryOnce(api, body, { key: 'key-1', policy: fast });
    expect(first).toMatchObject({ replayed: false, attempts: 1, keySent: true });
    const again = await createEntryOnce(api, body, { key: 'key-1', policy: fast });
    expect(again).toMatchObject({ replayed: true, attempts: 1, entry: first.entry });
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(getDb().created).toHaveLength(1);
  });

  it('uses a renamed header, and sends none when the header is ""', async () => {
    signedIn({ idempotencyHeader: 'X-Request-Key' });
    const renamed = recordKeys('X-Request-Key');
    await createEntryOnce(api, body, { key: 'key-2', policy: fast });
    expect(renamed).toEqual(['key-2']);
    signedIn({ idempotencyHeader: '' });
    const none = recordKeys();
    const result = await createEntryOnce(api, body, { key: 'key-3', policy: fast });
    expect(result.keySent).toBe(false);
    expect(none.at(-1)).toBeNull();
    expect(keyHeaderStatus(api)).toBe('off');
  });

  it('waits out a 409 as long as Retry-After says, and asks again with the same key, saying so', async () => {
    signedIn();
    updateSettings({ slowFirstAttemptMs: 150 });
    const first = createEntryOnce(api, body, { key: 'key-4', policy: fast });
    // The server has taken the first request and is still working on it.
    await vi.waitFor(() => expect(getDb().running.has('key-4')).toBe(true));
    const progress: CreateProgress[] = [];
    const repeat = await createEntryOnce(api, body, {
      key: 'key-4',
      policy: { ...fast, maxRetryAfterSeconds: 10 },
      onProgress: (p) => progress.push(p),
    }).finally(() => first.catch(() => undefined));
    // The demo backend says Retry-After: 1.
    expect(progress).toEqual([
      { phase: 'sending' },
      { phase: 'first-attempt-running', retry: 1, delayMs: 1000 },
      { phase: 'sending' },
    ]);
    expect(repeat.replayed).toBe(true);
    expect(repeat.entry).toEqual((await first).entry);
    expect(getDb().created).toHaveLength(1);
  });

  it('gives up after the bound of 409s with an "in progress" error whose outcome is unknown', async () => {
    signedIn();
    server.use(http.post(CREATE, () => HttpResponse.json({ message: 'Busy' }, { status: 409 })));
    const error = await failure(createEntryOnce(api, body, { key: 'key-5', policy: fast }));
    expect(error.kind).toBe('in-progress');
    expect(error.outcomeUnknown).toBe(true);
    expect(error.message).toMatch(/still working on the first attempt/);
  });

  it('reads a 422 for a reused key as its own kind, with no field errors', async () => {
    signedIn();
    await createEntryOnce(api, body, { key: 'key-6', policy: fast });
    const error = await failure(
      createEntryOnce(api, { ...body, title: 'Changed' }, { key: 'key-6', policy: fast }),
    );
    expect(error.kind).toBe('key-reused');
    expect(error.fieldErrors).toEqual({});
    expect(error.outcomeUnknown).toBe(false);
    expect(error.message).toMatch(/check the folder/);
    // A validation 422 stays a validation error.
    const invalid = await failure(
      createEntryOnce(api, { ...body, title: '' }, { key: 'k7', policy: fast }),
    );
    expect(invalid.kind).toBe('http');
    expect(Object.keys(invalid.fieldErrors)).toContain('title');
  });

  it('resends a lost answer with the same key when resendLostCreates is on', async () => {
    signedIn({ resendLostCreates: true });
    const keys = recordKeys();
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    let resends = 0;
    const pending = createEntryOnce(api, body, {
      key: 'key-8',
      policy: fast,
      onProgress: (p) => {
        if (p.phase === 'resending-lost-answer') {
          resends += 1;
          updateSettings({ failureRate: 0 }); // the next answer arrives
        }
      },
    });
    const result = await pending;
    expect(result).toMatchObject({ replayed: true, attempts: 2 });
    expect(resends).toBe(1);
    expect(keys).toEqual(['key-8', 'key-8']);
    expect(getDb().created).toHaveLength(1);
  });

  it('does not resend a lost answer when resendLostCreates is off (the default)', async () => {
    signedIn();
    const keys = recordKeys();
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    const error = await failure(createEntryOnce(api, body, { key: 'key-9', policy: fast }));
    expect(error.outcomeUnknown).toBe(true);
    expect(keys).toHaveLength(1);
  });

  it('goes without the header when the CORS policy refuses it, and never resends then', async () => {
    signedIn({ apiBaseUrl: 'https://registry.example.com', resendLostCreates: true });
    sessionStorage.setItem(
      'registry-console:key-header',
      JSON.stringify({ for: 'https://registry.example.com Idempotency-Key', status: 'refused' }),
    );
    expect(keyHeaderStatus(api)).toBe('refused');
    const keys = recordKeys();
    const created = await createEntryOnce(api, body, { key: 'key-10', policy: fast });
    expect(created.keySent).toBe(false);
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    await failure(createEntryOnce(api, body, { key: 'key-10', policy: fast }));
    expect(keys).toEqual([null, null]);
  });
});
