// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN } from '../lib/demo';
import { createToastStore, type Toast } from '../lib/toast';
import { openBrowserDb, type BrowserDb } from './browser-db';
import { demo, getDb, resetDemoData } from './node';
import { defaultSettings } from './db';
import { memoryDemoStore, type Changes, type DemoStore } from './demo-store';
import type { SyncMessage } from './demo-sync';
import { STORAGE_KEY } from './local-state';
import type { StoredEntry } from './seed';
import { storageNotice, STORAGE_MESSAGES, type StorageProblem } from './storage-notice';

const entry = (id: string): StoredEntry => ({
  id,
  title: `Stored ${id}`,
  type: 'PASS',
  status: 'ACTIVE',
  created_at: '2026-11-20T11:00:00.000Z',
  folder_id: 'stored',
});
const answer = { fingerprint: '{}', status: 201, body: { data: { id: 'a' } }, at: Date.now() };

async function create(title: string, key?: string) {
  const response = await fetch('http://localhost/api/v1/registry/create', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_TOKEN}`,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ title, folder_id: 'stored', template: 'PASS', metadata: [] }),
  });
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') };
}

let toasts: Toast[] = [];
let report: (problem: StorageProblem) => void = () => undefined;
const opened: BrowserDb[] = [];
async function open(store: DemoStore | null, channel: string | null = null) {
  const db = await openBrowserDb(demo.db, defaultSettings(), { store, channel, report });
  opened.push(db);
  return db;
}
const titles = () => getDb().created.map((e) => e.title);
const storedKey = () => JSON.parse(localStorage.getItem(STORAGE_KEY)!) as Record<string, unknown>;

beforeEach(() => {
  const store = createToastStore();
  store.subscribe((list) => (toasts = list));
  report = storageNotice(store);
});
afterEach(() => {
  opened.splice(0).forEach((db) => db.close());
});

describe('the demo backend in a browser', () => {
  it('loads stored entries and answers, with the anchor and settings from localStorage', async () => {
    const store = memoryDemoStore();
    await store.write({ entries: [entry('e1')], answers: [['k-1', answer]], dropped: [] });
    const anchor = Date.parse('2026-10-01T00:00:00Z');
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 2, anchor, settings: { failureRate: 0 } }),
    );
    await open(store);
    expect(getDb().anchor).toBe(anchor);
    expect(titles()).toEqual(['Stored e1']);
    expect(getDb().keys['k-1']).toEqual(answer);
  });

  it('writes only what each create changed: its entry, with its key’s answer', async () => {
    const store = memoryDemoStore();
    await open(store);
    await create('First', 'k-first');
    await create('Second');
    expect(
      store.writes.map((w) => [w.entries.map((e) => e.title), w.answers.map(([k]) => k)]),
    ).toEqual([
      [['First'], ['k-first']],
      [['Second'], []],
    ]);
    await open(store); // a reload
    expect(titles()).toEqual(['First', 'Second']);
    expect(await create('First', 'k-first')).toMatchObject({ status: 201, replayed: 'true' });
  });

  it('moves an older localStorage state into the store once, and the key keeps no entries', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        anchor: 1_700_000_000_000,
        created: [entry('old-1'), entry('old-2')],
        settings: { latencyMs: 0 },
        keys: { 'k-old': answer },
      }),
    );
    const store = memoryDemoStore();
    await open(store);
    expect(titles()).toEqual(['Stored old-1', 'Stored old-2']);
    const loaded = await store.load();
    expect(loaded.entries.map((e) => e.id)).toEqual(['old-1', 'old-2']);
    expect(loaded.answers).toEqual([['k-old', answer]]);
    expect(storedKey()).toMatchObject({ version: 2, anchor: 1_700_000_000_000 });
    expect(storedKey()).not.toHaveProperty('created');
    expect(storedKey()).not.toHaveProperty('keys');

    await create('New');
    await open(store); // a reload: nothing moved again, nothing lost
    expect(titles()).toEqual(['Stored old-1', 'Stored old-2', 'New']);
  });

  it('Reset demo data empties the store and starts from a new anchor', async () => {
    const store = memoryDemoStore();
    await open(store);
    await create('Gone soon', 'k-gone');
    const before = getDb().anchor;
    await new Promise((resolve) => setTimeout(resolve, 2));
    await resetDemoData();
    expect(await store.load()).toEqual({ entries: [], answers: [] });
    expect(storedKey().anchor).not.toBe(before);
    await open(store);
    expect(titles()).toEqual([]);
    expect(await create('Gone soon', 'k-gone')).toMatchObject({ replayed: null });
  });

  it('says so when storage is full, and goes on in memory', async () => {
    const store = memoryDemoStore();
    await open(store);
    store.fail = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(await create('Kept in memory', 'k-mem')).toMatchObject({ status: 201 });
    expect(await create('Kept in memory', 'k-mem')).toMatchObject({ replayed: 'true' });
    expect(titles()).toEqual(['Kept in memory']);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ message: STORAGE_MESSAGES.quota, tone: 'error' });
    expect(toasts[0]!.durationMs).toBe(0);

    // Reset frees the space: changes are stored again.
    store.fail = null;
    await resetDemoData();
    await create('Stored again');
    expect((await store.load()).entries.map((e) => e.title)).toEqual(['Stored again']);
  });

  it('without IndexedDB it says so, runs in memory and leaves older stored entries alone', async () => {
    const legacy = JSON.stringify({
      version: 1,
      anchor: 1_700_000_000_000,
      created: [entry('old')],
      settings: {},
    });
    localStorage.setItem(STORAGE_KEY, legacy);
    await open(null);
    expect(toasts.map((t) => t.message)).toEqual([STORAGE_MESSAGES.unavailable]);
    await create('In memory');
    expect(titles()).toEqual(['Stored old', 'In memory']);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(legacy);
  });

  it('tells other tabs what it stored, and takes in what they stored or reset', async () => {
    const name = 'registry-console:demo-test';
    const other = new BroadcastChannel(name);
    const heard: SyncMessage[] = [];
    other.onmessage = (event: MessageEvent<SyncMessage>) => heard.push(event.data);
    try {
      const store = memoryDemoStore();
      await open(store, name);
      await create('From this tab', 'k-this');
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]).toMatchObject({
        type: 'changes',
        changes: { entries: [{ title: 'From this tab' }], answers: [['k-this', { status: 201 }]] },
      });

      const changes: Changes = {
        entries: [entry('remote')],
        answers: [['k-remote', answer]],
        dropped: [],
      };
      other.postMessage({ type: 'changes', changes } satisfies SyncMessage);
      other.postMessage({ type: 'changes', changes } satisfies SyncMessage); // heard twice: added once
      await vi.waitFor(() => expect(titles()).toEqual(['From this tab', 'Stored remote']));
      expect(getDb().keys['k-remote']).toEqual(answer);
      expect(store.writes).toHaveLength(1); // the other tab stored its own

      other.postMessage({ type: 'reset', anchor: 1_600_000_000_000 } satisfies SyncMessage);
      await vi.waitFor(() => expect(getDb().anchor).toBe(1_600_000_000_000));
      expect(titles()).toEqual([]);
      expect(getDb().keys).toEqual({});
    } finally {
      other.close();
    }
  });
});
