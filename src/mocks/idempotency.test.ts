// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../lib/config';
import { DEMO_TOKEN } from '../lib/demo';
import { demo, getDb, resetDemoData, server, updateSettings } from './node';
import { defaultSettings } from './db';
import { openDemoStore } from './demo-store';
import { stubIndexedDb } from '../testing/fake-indexed-db';
import { createMockBackend } from './backend';
import { KEY_LIFETIME_MS } from './idempotency';

const URL = 'http://localhost/api/v1/registry/create';
const body = { title: 'Keyed', folder_id: 'keys', template: 'STORAGE', metadata: [] };

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(URL, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_TOKEN}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    retryAfter: response.headers.get('Retry-After'),
    type: response.headers.get('Content-Type'),
    json: (await response.json()) as { message?: string; data?: { id: string }; title?: string },
  };
}
const keyed = (key: string, payload: unknown = body) => post(payload, { 'Idempotency-Key': key });
const titles = () => getDb().created.map((e) => e.title);

describe('the demo backend and idempotency keys', () => {
  it('answers a repeat with the stored answer, marked replayed, and makes one entry', async () => {
    const first = await keyed('k-1');
    expect(first).toMatchObject({ status: 201, replayed: null });
    const again = await keyed('k-1');
    expect(again).toMatchObject({ status: 201, replayed: 'true', json: first.json });
    expect(titles()).toEqual(['Keyed']);
  });

  it('makes one entry per key, and one per request without a key', async () => {
    await keyed('k-1');
    await keyed('k-2');
    await post(body);
    await post(body);
    expect(titles()).toHaveLength(4);
  });

  it('refuses a repeat with another body with a 422 that is no field error', async () => {
    await keyed('k-1');
    const other = await keyed('k-1', { ...body, title: 'Changed' });
    expect(other.status).toBe(422);
    expect(other.type).toBe('application/problem+json');
    expect(other.json.title).toBe('Idempotency-Key is already used');
    expect(other.json).not.toHaveProperty('errors');
    expect(titles()).toEqual(['Keyed']);
  });

  it('answers 409 with Retry-After while the first request still runs, then replays', async () => {
    updateSettings({ slowFirstAttemptMs: 300 });
    const first = keyed('k-slow');
    // The server has taken the first request and is still working on it.
    await vi.waitFor(() => expect(getDb().running.has('k-slow')).toBe(true));
    const meanwhile = await keyed('k-slow');
    expect(meanwhile).toMatchObject({ status: 409, retryAfter: '1' });
    expect(titles()).toEqual([]);
    expect((await first).status).toBe(201);
    const after = await keyed('k-slow');
    expect(after).toMatchObject({ status: 201, replayed: 'true' });
    expect(after.json.data!.id).toBe((await first).json.data!.id);
    expect(titles()).toEqual(['Keyed']);
  });

  it('frees a key whose request was refused, so the corrected body can use it', async () => {
    const invalid = await keyed('k-1', { ...body, title: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.json).toHaveProperty('errors');
    expect(await keyed('k-1')).toMatchObject({ status: 201, replayed: null });
  });

  it('replays the stored answer after a connection dropped once the entry was stored', async () => {
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    await expect(keyed('k-drop')).rejects.toThrow();
    updateSettings({ failureRate: 0 });
    const again = await keyed('k-drop');
    expect(again).toMatchObject({ status: 201, replayed: 'true' });
    expect(again.json.data!.id).toBe(getDb().created[0]!.id);
    expect(titles()).toEqual(['Keyed']);
  });

  it('reads the header the config names', async () => {
    const renamed = createMockBackend({
      keyHeader: parseConfig({ idempotencyHeader: 'X-Request-Key' }).idempotencyHeader,
    });
    renamed.db.resetMemoryDb();
    server.use(...renamed.handlers);
    await post(body, { 'X-Request-Key': 'k-1' });
    expect(await post(body, { 'X-Request-Key': 'k-1' })).toMatchObject({ replayed: 'true' });
    await keyed('k-1'); // the default name means nothing now
    expect(renamed.db.getDb().created.map((e) => e.title)).toHaveLength(2);
  });

  it('keeps answers with the demo data across a reload, and forgets them on reset', async () => {
    stubIndexedDb();
    const open = () => openDemoStore(demo.db, defaultSettings(), { channel: null });
    await open();
    await keyed('k-kept');
    await open(); // a reload
    expect(await keyed('k-kept')).toMatchObject({ replayed: 'true' });
    await resetDemoData();
    await open();
    expect(await keyed('k-kept')).toMatchObject({ replayed: null });
    expect(titles()).toEqual(['Keyed']);
  });

  it('forgets answers after a day', () => {
    const now = Date.now();
    expect(demo.keys.beginKeyed('k-old', body, now)).toBe('first');
    getDb().keys['k-old'] = { fingerprint: 'x', status: 201, body: {}, at: now };
    getDb().running.clear();
    expect(demo.keys.beginKeyed('k-old', body, now + KEY_LIFETIME_MS - 1)).toBe('other-body');
    expect(demo.keys.beginKeyed('k-old', body, now + KEY_LIFETIME_MS + 1)).toBe('first');
  });

  it('drops expired answers from the store without walking every key on each request', () => {
    // Days past the other tests' clocks, so their sweeps do not count as recent.
    const now = Date.now() + 5 * KEY_LIFETIME_MS;
    const keys = getDb().keys;
    for (let i = 0; i < 3; i++)
      keys[`k-${i}`] = { fingerprint: 'x', status: 201, body: {}, at: now };
    demo.keys.beginKeyed('k-new', body, now + KEY_LIFETIME_MS + 1);
    expect(Object.keys(keys)).toEqual([]);
    keys['k-later'] = { fingerprint: 'x', status: 201, body: {}, at: now };
    // Within a minute of the last walk, another key's request leaves it be…
    demo.keys.beginKeyed('k-other', body, now + KEY_LIFETIME_MS + 2);
    expect(Object.keys(keys)).toEqual(['k-later']);
    // …and the next walk, a minute on, drops it.
    demo.keys.beginKeyed('k-third', body, now + KEY_LIFETIME_MS + 60_001);
    expect(Object.keys(keys)).toEqual([]);
  });
});
