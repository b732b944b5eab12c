// @vitest-environment jsdom
import * as fakeIndexedDb from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN } from '../lib/demo';
import { createToastStore, type Toast } from '../lib/toast';
import { stubIndexedDb } from '../testing/fake-indexed-db';
import { createMockBackend } from './backend';
import { defaultSettings, type DemoDb } from './db';
import { openDemoStore, storageNotice, STORAGE_MESSAGES } from './demo-store';
import { demo, getDb, resetDemoData, updateSettings } from './node';

const body = (title: string) => ({ title, folder_id: 'kept', template: 'PASS', metadata: [] });
async function create(title: string, key: string) {
  const response = await fetch('http://localhost/api/v1/registry/create', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_TOKEN}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify(body(title)),
  });
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') };
}

let toasts: Toast[] = [];
const closers: (() => void)[] = [];
/** Opens the store for `db`, as a page load does; other tabs hear it on `channel`. */
async function open(db: DemoDb = demo.db, channel: string | null = null) {
  const store = createToastStore();
  if (db === demo.db) store.subscribe(() => (toasts = store.get()));
  closers.push(
    await openDemoStore(db, defaultSettings(), { channel, report: storageNotice(store) }),
  );
}
const titles = (db: DemoDb = demo.db) => db.getDb().created.map((e) => e.title);
const messages = () => toasts.map((t) => t.message);

beforeEach(() => {
  toasts = [];
  stubIndexedDb();
});
afterEach(() => closers.splice(0).forEach((close) => close()));

describe('the demo store', () => {
  it('keeps what was created, its key’s answer, the anchor and the settings across a reload', async () => {
    await open();
    updateSettings({ latencyMs: 3 });
    expect(await create('Kept', 'k-kept')).toEqual({ status: 201, replayed: null });
    const anchor = getDb().anchor;

    demo.db.resetMemoryDb(); // the page is gone
    await open(); // and loads again
    expect(titles()).toEqual(['Kept']);
    expect(getDb().anchor).toBe(anchor);
    expect(getDb().settings.latencyMs).toBe(3);
    expect(await create('Kept', 'k-kept')).toEqual({ status: 201, replayed: 'true' });
    expect(titles()).toEqual(['Kept']);
    expect(messages()).toEqual([]);
  });

  it('Reset demo data starts from the seed again, also after a reload', async () => {
    await open();
    await create('Gone soon', 'k-gone');
    await resetDemoData();
    expect(titles()).toEqual([]);
    demo.db.resetMemoryDb();
    await open();
    expect(titles()).toEqual([]);
    expect(await create('Gone soon', 'k-gone')).toEqual({ status: 201, replayed: null });
  });

  it('another open tab sees what this one created, its key’s answer, and a reset', async () => {
    const channel = 'registry-console:demo-test';
    const other = createMockBackend();
    await open(demo.db, channel);
    await open(other.db, channel);

    await create('From this tab', 'k-tab');
    await vi.waitFor(() => expect(titles(other.db)).toEqual(['From this tab']));
    expect(other.keys.beginKeyed('k-tab', body('From this tab'))).toBe('replay');

    await resetDemoData();
    await vi.waitFor(() => expect(titles(other.db)).toEqual([]));
    expect(other.db.getDb().anchor).toBe(getDb().anchor);
  });

  it('says when the storage is full, goes on in memory, and stores again after a reset', async () => {
    await open();
    const put = vi.spyOn(fakeIndexedDb.IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await create('In memory', 'k-mem')).toEqual({ status: 201, replayed: null });
    expect(await create('In memory', 'k-mem')).toEqual({ status: 201, replayed: 'true' });
    await create('Also in memory', 'k-also');
    expect(titles()).toEqual(['In memory', 'Also in memory']);
    expect(messages()).toEqual([STORAGE_MESSAGES.quota]); // once
    expect(toasts[0]).toMatchObject({ tone: 'error', durationMs: 0 });

    put.mockRestore();
    await resetDemoData(); // frees the space
    await create('Stored again', 'k-again');
    demo.db.resetMemoryDb();
    await open();
    expect(titles()).toEqual(['Stored again']);
  });

  it('says when the browser has no database, and runs in memory until the page goes', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await open();
    expect(messages()).toEqual([STORAGE_MESSAGES.unavailable]);
    expect(toasts[0]).toMatchObject({ tone: 'error', durationMs: 0 });
    expect(await create('In memory', 'k-mem')).toEqual({ status: 201, replayed: null });
    expect(titles()).toEqual(['In memory']);

    demo.db.resetMemoryDb();
    await open();
    expect(titles()).toEqual([]);
  });
});
