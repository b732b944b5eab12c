import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIndexedDb } from '../../../testing/fake-indexed-db';
import { fakeItem } from '../../../testing/fake-list';
import { boundEntry } from './entry-bounds';
import { createIndexHost, KEEP_AFTER_MS } from './index-host';
import { indexKey } from './index-vault';
import type { IndexMessage } from './index-host';
import { searchQuery } from '../../../testing/search-query';

const fakeEntries = (count: number) =>
  Array.from({ length: count }, (_, n) => fakeItem(`id-${n}`, `Ledger number ${n}`));

/** A host and what it told its pages. */
function hostOf() {
  const told: IndexMessage[] = [];
  const host = createIndexHost((message) => told.push(message));
  const lastStats = () => told.filter((message) => 'stats' in message).at(-1);
  return { host, told, lastStats };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

beforeEach(stubIndexedDb);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the index host', () => {
  it('keeps the index a moment after it changes, and a host opened after a reload has it at once', async () => {
    const { key } = await indexKey('token-1');
    const items = fakeEntries(30);
    const first = hostOf();
    await first.host.open(key, Infinity);
    first.host.put(items.map(boundEntry), { total: 30 });
    void first.host.walked(30);
    await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 300));

    const reloaded = hostOf();
    await reloaded.host.open((await indexKey('token-1')).key, Infinity);
    const stats = reloaded.lastStats();
    expect(stats).toMatchObject({ stats: { count: 30, total: 30, walked: { total: 30 } } });
    expect(reloaded.host.search(searchQuery({ q: items[7]!.title }))).toMatchObject({
      matches: 1,
      items: [{ id: items[7]!.id }],
    });
  });

  it('with another token starts empty, and forget empties it for every page and deletes what was kept', async () => {
    const items = fakeEntries(5);
    const mine = hostOf();
    void mine.host.open((await indexKey('token-1')).key, Infinity);
    mine.host.put(items.map(boundEntry), {});
    await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 300));

    const theirs = hostOf();
    await theirs.host.open((await indexKey('token-2')).key, Infinity);
    expect(theirs.lastStats()).toMatchObject({ stats: { count: 0 } });

    mine.host.forget();
    expect(mine.lastStats()).toMatchObject({ stats: { count: 0, walked: null } });
    await until(() => mine.told.length > 0);
    await vi.waitFor(async () =>
      expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(
        'registry-console-index',
      ),
    );
  });

  it('tells the count as it fills at most once a second, and every entry there to search at once', async () => {
    const host = hostOf();
    await host.host.open(null, Infinity);
    vi.useFakeTimers();
    try {
      const entries = fakeEntries(30).map(boundEntry);
      for (let n = 0; n < 30; n += 3) host.host.put(entries.slice(n, n + 3), {});
      expect(host.lastStats()).toMatchObject({ stats: { count: 0 } });
      vi.advanceTimersByTime(1000);
      expect(host.lastStats()).toMatchObject({ stats: { count: 30 } });
      host.host.put(
        ['x1', 'x2', 'x3'].map((id) => boundEntry(fakeItem(id))),
        { total: 33 },
      );
      expect(host.lastStats()).toMatchObject({ stats: { count: 30 } });
      // Every entry there to search is news: told at once, the count with it.
      await host.host.walked(33);
      expect(host.lastStats()).toMatchObject({ stats: { count: 33, walked: { total: 33 } } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a key keeps nothing and answers from memory', async () => {
    const host = hostOf();
    await host.host.open(null, Infinity);
    host.host.put(fakeEntries(3).map(boundEntry), {});
    await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 300));
    expect(host.lastStats()).toMatchObject({ stats: { count: 3 } });
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(
      'registry-console-index',
    );
  });

  it.each([
    ['a snapshot that opens but does not hold together', async () => ({ v: 2, ids: ['a', 'b'] })],
    ['a record that is not JSON', async () => Promise.reject(new SyntaxError('Unexpected token'))],
    [
      'a snapshot with an object where a title goes',
      async () => ({
        v: 2,
        ids: ['odd'],
        titles: [{ toString: null }],
        types: ['STORAGE'],
        statuses: ['ACTIVE'],
        created: ['2026-01-01T00:00:00.000Z'],
        folders: [null],
        folded: [''],
        createdMs: [0],
        extra: [undefined],
        cut: [],
      }),
    ],
  ])('discards %s and goes on: opened is said, and the index fills again', async (_, read) => {
    const writes: unknown[] = [];
    const vault = {
      open: async () => ({
        read,
        write: async (value: unknown) => void writes.push(value),
        close() {},
      }),
      forget: async () => undefined,
    };
    const told: IndexMessage[] = [];
    const host = createIndexHost((message) => told.push(message), vault);
    await host.open((await indexKey('token-1')).key, Infinity);
    host.put(fakeEntries(3).map(boundEntry), {});
    void host.walked(3);
    // Read again and kept in place of what could not be used.
    await until(() => writes.length > 0);
    expect(host.search(searchQuery({ q: 'Ledger' }))).toMatchObject({ matches: 3 });
    // Nothing of what was kept stayed in.
    expect(told.filter((message) => 'stats' in message).at(-1)).toMatchObject({
      stats: { count: 3 },
    });
  });
});
