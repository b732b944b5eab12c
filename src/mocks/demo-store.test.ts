import * as fakeIndexedDb from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DB_NAME, indexedDbDemoStore } from './demo-store';
import type { StoredEntry } from './seed';

const entry = (id: string, minute: number): StoredEntry => ({
  id,
  title: `Entry ${id}`,
  type: 'PASS',
  status: 'PROCESSING',
  created_at: `2026-11-20T12:${String(minute).padStart(2, '0')}:00.000Z`,
  folder_id: 'stored',
  settlesAt: 1,
  finalStatus: 'ACTIVE',
});
const answer = (at: number) => ({ fingerprint: '{"a":1}', status: 201, body: { id: 'x' }, at });

/** How many records each object store holds, read without the store under test. */
async function counts(): Promise<Record<string, number>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DEMO_DB_NAME);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const count = (name: string) =>
    new Promise<number>((resolve) => {
      const request = db.transaction(name).objectStore(name).count();
      request.onsuccess = () => resolve(request.result);
    });
  const result = { entries: await count('entries'), answers: await count('answers') };
  db.close();
  return result;
}

// A fresh, empty IndexedDB for each test, gone after it (unstubGlobals): a later test file in
// the same worker finds no IndexedDB, as in jsdom, and keeps its imports in memory.
beforeEach(() => {
  vi.stubGlobal('indexedDB', new fakeIndexedDb.IDBFactory());
  for (const [name, value] of Object.entries(fakeIndexedDb)) {
    if (name.startsWith('IDB')) vi.stubGlobal(name, value);
  }
});

describe('the demo store in IndexedDB', () => {
  it('keeps each entry and each answer as its own record, loaded oldest first', async () => {
    const store = indexedDbDemoStore();
    await store.write({ entries: [entry('b', 2)], answers: [['k-b', answer(2)]], dropped: [] });
    await store.write({ entries: [entry('a', 1)], answers: [], dropped: [] });
    expect(await counts()).toEqual({ entries: 2, answers: 1 });

    const again = await indexedDbDemoStore().load(); // another page load
    expect(again.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(again.entries[1]).toEqual(entry('b', 2));
    expect(again.answers).toEqual([['k-b', answer(2)]]);
  });

  it('a write changes only what it carries', async () => {
    const store = indexedDbDemoStore();
    await store.write({
      entries: [entry('a', 1), entry('b', 2)],
      answers: [
        ['k-1', answer(1)],
        ['k-2', answer(2)],
      ],
      dropped: [],
    });
    await store.write({ entries: [entry('c', 3)], answers: [], dropped: ['k-1'] });
    const loaded = await store.load();
    expect(loaded.entries.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(loaded.answers.map(([key]) => key)).toEqual(['k-2']);
  });

  it('replace puts a whole state in place of what was there; clear empties both stores', async () => {
    const store = indexedDbDemoStore();
    await store.write({ entries: [entry('old', 1)], answers: [['k-old', answer(1)]], dropped: [] });
    await store.replace({ entries: [entry('moved', 5)], answers: [['k-moved', answer(5)]] });
    const loaded = await store.load();
    expect(loaded.entries.map((e) => e.id)).toEqual(['moved']);
    expect(loaded.answers.map(([key]) => key)).toEqual(['k-moved']);

    await store.clear();
    expect(await counts()).toEqual({ entries: 0, answers: 0 });
  });

  it('a failed write stores nothing of its batch', async () => {
    const store = indexedDbDemoStore();
    const bad = { ...entry('bad', 2), notCloneable: () => undefined } as unknown as StoredEntry;
    await expect(
      store.write({ entries: [entry('good', 1), bad], answers: [], dropped: [] }),
    ).rejects.toThrow();
    expect(await counts()).toEqual({ entries: 0, answers: 0 });
  });
});
