import { describe, expect, it, vi } from 'vitest';
import type { ListItem } from '../../../api/schemas';
import { fakeItem } from '../../../testing/fake-list';
import { listPage } from '../../../testing/list-page';
import { quietly } from './quietly';
import { freshen } from './use-index-all';

/** A server's newest-first list, and an index holding `held` of it (by id, with its status). */
function setUp(list: ListItem[], held: ListItem[]) {
  const index = new Map(held.map((item) => [item.id, item]));
  const asked: number[] = [];
  const pass = () =>
    freshen(
      async (page) => {
        asked.push(page);
        return listPage(list, page, 10);
      },
      {
        find: async (id) => index.get(id) ?? null,
        heard: (page) => page.items.forEach((item) => index.set(item.id, item)),
      },
      ['PENDING', 'PROCESSING'],
    );
  return { pass, asked, index };
}

const entries = (count: number, from = 0) =>
  Array.from({ length: count }, (_, n) => fakeItem(`e${from + n}`));

describe('a pass over the newest entries', () => {
  it('reads until a page holds entries the index knows, and puts the new ones in', async () => {
    const old = entries(40, 100);
    const made = entries(13);
    const { pass, asked, index } = setUp([...made, ...old], old);
    expect(await pass()).toBe(53);
    expect(asked).toEqual([1, 2]);
    for (const item of made) expect(index.has(item.id)).toBe(true);
  });

  it('reads on past known entries still in progress, and puts their new status in', async () => {
    const old = entries(40, 100);
    const { pass, asked, index } = setUp(
      [{ ...old[0]!, status: 'ACTIVE' }, ...old.slice(1)],
      [{ ...old[0]!, status: 'PENDING' }, ...old.slice(1)],
    );
    // Page 1 holds an entry the index has as PENDING: page 2 is read too; it holds none.
    expect(await pass()).toBe(40);
    expect(asked).toEqual([1, 2]);
    expect(index.get(old[0]!.id)?.status).toBe('ACTIVE');
  });

  it('stops at its page bound when everything is new, and says it did not reach known entries', async () => {
    const { pass, asked, index } = setUp(entries(100), []);
    expect(await pass()).toBeNull();
    expect(asked).toEqual([1, 2, 3, 4, 5]);
    expect(index.size).toBe(50);
  });

  it('stops at the end of a list that is all new', async () => {
    const { pass, asked } = setUp(entries(12), []);
    expect(await pass()).toBe(12);
    expect(asked).toEqual([1, 2]);
  });
});

describe('quietly', () => {
  it('tells the first at once, then the latest at most once a second, and nothing after stop', () => {
    vi.useFakeTimers();
    try {
      const told: number[] = [];
      const progress = quietly((n: number) => told.push(n));
      for (let n = 1; n <= 11; n++) progress.tell(n);
      expect(told).toEqual([1]);
      vi.advanceTimersByTime(1000);
      expect(told).toEqual([1, 11]);
      progress.tell(12);
      progress.stop();
      vi.advanceTimersByTime(2000);
      expect(told).toEqual([1, 11]);
      // News (every entry there to search) is told at once, whatever was waiting.
      progress.tell(13);
      progress.tell(14);
      progress.now(15);
      vi.advanceTimersByTime(2000);
      expect(told).toEqual([1, 11, 13, 15]);
    } finally {
      vi.useRealTimers();
    }
  });
});
