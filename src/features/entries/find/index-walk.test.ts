// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EntryList } from '../../../api/schemas';
import { endlessServer, listServer } from '../../../testing/fake-list';
import { EntryIndex } from './index-engine';
import { completeWalk } from './complete-walk';

const signal = new AbortController().signal;

/** The fake server's pages, each put into an index as a walk hands them over. */
function feeding(index: EntryIndex, fetchPage: (page: number) => Promise<EntryList>) {
  return async (page: number) => {
    const list = await fetchPage(page);
    index.put(list.items, { total: list.pagination.total });
    return list;
  };
}

describe('completeWalk', () => {
  it('stops at maxEntries when the server announces a million pages of fresh entries, and says so', async () => {
    const server = endlessServer(1_000_000, 100, 2000);
    const index = new EntryIndex(2500);
    const result = await completeWalk({
      fetchPage: feeding(index, server.fetchPage),
      signal,
      maxEntries: 2500,
      ahead: 4,
    });
    expect(result.gap).toEqual({ kind: 'limit', maxEntries: 2500 });
    expect(index.stats().count).toBe(2500);
    expect(server.asked.length).toBeLessThanOrEqual(28);
  });

  it('reads again the part that moved when the head is deleted mid-walk, and the missed entries are indexed', async () => {
    /** 1,900 entries; the 3 newest are deleted just before page 11 is answered. */
    function headDeleted() {
      const server = listServer(1900, 100);
      let once = true;
      server.beforeAnswer = (page) => {
        if (page === 11 && once) {
          once = false;
          server.entries.splice(0, 3);
        }
      };
      return server;
    }
    // Entries 1001–1003 move onto page 10 after it was read: one walk never sees them.
    const missed = ['e1001', 'e1002', 'e1003'];
    const index = new EntryIndex();
    const oneWalk = await completeWalk({
      fetchPage: feeding(index, headDeleted().fetchPage),
      signal,
      maxEntries: 200_000,
      maxRewalks: 0,
    });
    // The count equals the total (the deleted ones were read), yet entries are missing.
    expect(index.stats()).toMatchObject({ count: 1897, total: 1897 });
    expect(missed.map((id) => index.get(id))).toEqual([null, null, null]);
    expect(oneWalk.gap).toEqual({ kind: 'moving', rewalks: 0 });

    const server = headDeleted();
    const again = new EntryIndex();
    const result = await completeWalk({
      fetchPage: feeding(again, server.fetchPage),
      signal,
      maxEntries: 200_000,
    });
    expect(missed.map((id) => again.get(id)?.id)).toEqual(missed);
    expect(result).toMatchObject({ gap: null, total: 1897, walks: 2 });
    // The second walk read only the pages up to the one on which the move was seen.
    expect(server.asked).toEqual([...range(1, 19), ...range(1, 11)]);
  });

  it('says the index may be incomplete when the list keeps moving, after a bounded number of readings again', async () => {
    const server = listServer(1000, 100);
    server.beforeAnswer = (page) => {
      if (page > 1) server.entries.shift();
    };
    const result = await completeWalk({ fetchPage: server.fetchPage, signal, maxEntries: 200_000 });
    expect(result.gap).toEqual({ kind: 'moving', rewalks: 2 });
    expect(result.walks).toBe(3);
  });

  it('says how many entries the pages held when they hold fewer than the total, without reading again', async () => {
    const server = listServer(230, 100);
    const fetchPage = async (page: number) => {
      const list = await server.fetchPage(page);
      const total = 250;
      return { ...list, pagination: { ...list.pagination, total, last_page: 3 } };
    };
    const result = await completeWalk({ fetchPage, signal, maxEntries: 200_000 });
    expect(result).toMatchObject({ gap: { kind: 'short', seen: 230, total: 250 }, walks: 1 });
  });

  it('is complete when the list held still and its ids add up to the total', async () => {
    const server = listServer(250, 100);
    const result = await completeWalk({ fetchPage: server.fetchPage, signal, maxEntries: 200_000 });
    expect(result).toEqual({ gap: null, entries: 250, total: 250, walks: 1, duplicates: 0 });
  });

  it('goes on after the pages an earlier walk read while the list held still, and reads them again when it moved since', async () => {
    const from = { pages: 3, entries: 300, total: 1000 };
    const still = listServer(1000, 100);
    const on = await completeWalk({
      fetchPage: still.fetchPage,
      signal,
      maxEntries: 200_000,
      from,
    });
    expect(still.asked).toEqual(range(4, 10));
    expect(on).toEqual({ gap: null, entries: 1000, total: 1000, walks: 1, duplicates: 0 });

    // Two entries made since: the earlier pages are read again, then the index is complete.
    const moved = listServer(1002, 100);
    const again = await completeWalk({
      fetchPage: moved.fetchPage,
      signal,
      maxEntries: 200_000,
      from,
    });
    expect(moved.asked).toEqual([...range(4, 11), ...range(1, 4)]);
    expect(again).toMatchObject({ gap: null, entries: 1002, total: 1002, walks: 2 });
  });
});

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
