import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIndexedDb } from '../../../testing/fake-indexed-db';
import { fakeItem } from '../../../testing/fake-list';
import { boundEntry } from './entry-bounds';
import { createIndexHost, KEEP_AFTER_MS } from './index-host';
import { indexKey } from './index-key';
import type { IndexRequest, IndexResponse } from './index-protocol';
import { searchQuery } from '../../../testing/search-query';

const fakeEntries = (count: number) =>
  Array.from({ length: count }, (_, n) => fakeItem(`id-${n}`, `Ledger number ${n}`));

/** A host and what it told its pages. */
function hostOf() {
  const told: IndexResponse[] = [];
  const host = createIndexHost((response) => told.push(response));
  const replies: IndexResponse[] = [];
  const send = (request: IndexRequest) => host.receive(request, (r) => replies.push(r));
  const lastStats = () => told.filter((r) => r.type === 'stats').at(-1);
  return { send, told, replies, lastStats };
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
    first.send({ type: 'open', key });
    await until(() => first.replies.some((r) => r.type === 'opened'));
    first.send({ type: 'put', entries: items.map(boundEntry), meta: { total: 30 } });
    first.send({ type: 'walked', total: 30 });
    await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 300));

    const reloaded = hostOf();
    reloaded.send({ type: 'open', ...(await indexKey('token-1')) });
    await until(() => reloaded.replies.some((r) => r.type === 'opened'));
    const stats = reloaded.lastStats();
    expect(stats).toMatchObject({ stats: { count: 30, total: 30, walked: { total: 30 } } });
    reloaded.send({ type: 'search', seq: 1, query: searchQuery({ q: items[7]!.title }) });
    expect(reloaded.replies.at(-1)).toMatchObject({
      type: 'results',
      answer: { matches: 1, items: [{ id: items[7]!.id }] },
    });
  });

  it('with another token starts empty, and forget empties it for every page and deletes what was kept', async () => {
    const items = fakeEntries(5);
    const mine = hostOf();
    mine.send({ type: 'open', ...(await indexKey('token-1')) });
    mine.send({ type: 'put', entries: items.map(boundEntry), meta: {} });
    await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 300));

    const theirs = hostOf();
    theirs.send({ type: 'open', ...(await indexKey('token-2')) });
    await until(() => theirs.replies.some((r) => r.type === 'opened'));
    expect(theirs.lastStats()).toMatchObject({ stats: { count: 0 } });

    mine.send({ type: 'forget' });
    expect(mine.lastStats()).toMatchObject({ stats: { count: 0, walked: null } });
    await until(() => mine.told.length > 0);
    await vi.waitFor(async () =>
      expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(
        'registry-console-index',
      ),
    );
  });

  it('without a key keeps nothing and answers from memory', async () => {
    const host = hostOf();
    host.send({ type: 'open', key: null });
    await until(() => host.replies.some((r) => r.type === 'opened'));
    host.send({ type: 'put', entries: fakeEntries(3).map(boundEntry), meta: {} });
    expect(host.lastStats()).toMatchObject({ stats: { count: 3 } });
    await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS + 300));
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
    const replies: IndexResponse[] = [];
    const told: IndexResponse[] = [];
    const host = createIndexHost((r) => told.push(r), vault);
    host.receive({ type: 'open', ...(await indexKey('token-1')) }, (r) => replies.push(r));
    await until(() => replies.some((r) => r.type === 'opened'));
    host.receive({ type: 'put', entries: fakeEntries(3).map(boundEntry), meta: {} }, () => {});
    host.receive({ type: 'walked', total: 3 }, () => {});
    // Read again and kept in place of what could not be used.
    await until(() => writes.length > 0);
    host.receive({ type: 'search', seq: 1, query: searchQuery({ q: 'Ledger' }) }, (r) =>
      replies.push(r),
    );
    expect(replies.at(-1)).toMatchObject({ type: 'results', answer: { matches: 3 } });
    // Nothing of what was kept stayed in.
    expect(told.filter((r) => r.type === 'stats').at(-1)).toMatchObject({ stats: { count: 3 } });
  });
});
