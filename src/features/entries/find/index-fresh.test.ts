import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../../api/schemas';
import { fakeItem } from '../../../testing/fake-list';
import { listPage } from '../../../testing/list-page';
import { freshen, type FreshenWith } from './index-fresh';

/** A server's newest-first list, and an index holding `held` of it (by id, with its status). */
function setUp(list: ListItem[], held: ListItem[], maxPages = 5) {
  const index = new Map(held.map((item) => [item.id, item]));
  const asked: number[] = [];
  const how: FreshenWith = {
    fetchPage: async (page) => {
      asked.push(page);
      return listPage(list, page, 10);
    },
    held: async (ids) => ids.map((id) => index.get(id) ?? null),
    put: (page) => page.items.forEach((item) => index.set(item.id, item)),
    inProgress: ['PENDING', 'PROCESSING'],
    maxPages,
  };
  return { how, asked, index };
}

const entries = (count: number, from = 0) =>
  Array.from({ length: count }, (_, n) => fakeItem(`e${from + n}`));

describe('a pass over the newest entries', () => {
  it('reads until a page holds entries the index knows, and counts the new ones', async () => {
    const old = entries(40, 100);
    const made = entries(13);
    const { how, asked, index } = setUp([...made, ...old], old);
    const result = await freshen(how, new AbortController().signal);
    expect(asked).toEqual([1, 2]);
    expect(result).toEqual({ added: 13, reachedKnown: true, total: 53 });
    for (const item of made) expect(index.has(item.id)).toBe(true);
  });

  it('reads on past known entries still in progress, and puts their new status in', async () => {
    const old = entries(40, 100);
    const { how, asked, index } = setUp(
      [{ ...old[0]!, status: 'ACTIVE' }, ...old.slice(1)],
      [{ ...old[0]!, status: 'PENDING' }, ...old.slice(1)],
    );
    // Page 1 holds an entry the index has as PENDING: page 2 is read too; it holds none.
    expect(await freshen(how, new AbortController().signal)).toEqual({
      added: 0,
      reachedKnown: true,
      total: 40,
    });
    expect(asked).toEqual([1, 2]);
    expect(index.get(old[0]!.id)?.status).toBe('ACTIVE');
  });

  it('stops at its page bound when everything is new, and says it did not reach known entries', async () => {
    const { how, asked } = setUp(entries(100), [], 3);
    const result = await freshen(how, new AbortController().signal);
    expect(asked).toEqual([1, 2, 3]);
    expect(result).toEqual({ added: 30, reachedKnown: false, total: -1 });
  });

  it('stops at the end of a list that is all new', async () => {
    const { how, asked } = setUp(entries(12), []);
    expect(await freshen(how, new AbortController().signal)).toEqual({
      added: 12,
      reachedKnown: true,
      total: 12,
    });
    expect(asked).toEqual([1, 2]);
  });
});
