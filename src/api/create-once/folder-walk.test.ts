// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig, type AppConfig } from '../../lib/config';
import type { ApiClient } from '../api-client';
import { testApi, testQueryClient } from '../../testing/api';
import { ApiError } from '../api-error';
import type { FolderPage } from './folder-read';
import { walkFolder, walkPageSize } from './folder-walk';
import type { ListItem } from '../schemas';
import { listPage } from '../../testing/list-page';
import { PageMismatchError } from '../walk-pages';

let api: ApiClient;
beforeEach(() => {
  api = testApi();
});
const configure = (config: AppConfig) => {
  api = testApi({ config });
};

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const MIN = 60_000;

/** `count` entries, one a minute, newest first. */
function folder(count: number): ListItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `e-${i}`,
    title: `Entry ${i}`,
    type: 'PASS',
    status: 'READY',
    created_at: new Date(NOW - i * MIN).toISOString(),
  }));
}

/** A server holding `items` in the order given; `asked` records each read. */
function server(items: ListItem[], over: { maxLimit?: number; answerPage?: number } = {}) {
  const asked: { page: number; limit: number; order: string }[] = [];
  const readPage = async (page: number, limit: number, order: string): Promise<FolderPage> => {
    asked.push({ page, limit, order });
    const list = listPage(items, page, Math.min(limit, over.maxLimit ?? limit));
    list.pagination.current_page = over.answerPage ?? page;
    return { list, offsetMs: 0, receivedAt: NOW };
  };
  return { asked, readPage };
}

describe('walkFolder', () => {
  it('pages with the largest size the config allows', () => {
    expect(walkPageSize(api)).toBe(100);
    configure({ ...defaultConfig, pageSizes: [10, 250], exportPageSize: 100 });
    expect(walkPageSize(api)).toBe(250);
    configure({ ...defaultConfig, pageSizes: [10, 25], exportPageSize: 500 });
    expect(walkPageSize(api)).toBe(500);
  });

  it('newest first, stops at the first page that reaches back before the send', async () => {
    const { asked, readPage } = server(folder(500));
    // Sent 150 minutes ago: entries 0..150 (and the slack) are all that matter.
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW - 150 * MIN,
      maxEntries: 10_000,
      readPage,
    });
    expect(asked).toEqual([
      { page: 1, limit: 100, order: '-created_at' },
      { page: 2, limit: 100, order: '-created_at' },
    ]);
    expect(walk).toMatchObject({ pages: 2, exhausted: false, tooBig: false, offsetMs: 0 });
    expect(walk.items).toHaveLength(200);
    expect(walk.reachedBack).toBe(NOW - 199 * MIN);
  });

  it('follows a server that sends smaller pages than asked, to the last one', async () => {
    const { asked, readPage } = server(folder(45), { maxLimit: 20 });
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW - 24 * 60 * MIN,
      maxEntries: 10_000,
      readPage,
    });
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
    expect(walk).toMatchObject({ exhausted: true, tooBig: false });
    expect(walk.items).toHaveLength(45);
  });

  it('without a newest-first order, reads every page', async () => {
    configure({ ...defaultConfig, orderOptions: [{ value: 'title', label: 'Title' }] });
    const { asked, readPage } = server(folder(250));
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW,
      maxEntries: 10_000,
      readPage,
    });
    expect(asked.map((a) => [a.page, a.order])).toEqual([
      [1, 'title'],
      [2, 'title'],
      [3, 'title'],
    ]);
    expect(walk).toMatchObject({ exhausted: true, items: expect.any(Array) });
    expect(Number.isNaN(walk.reachedBack)).toBe(true);
  });

  it('keeps an entry pushed onto the next page once', async () => {
    const items = folder(150);
    const { readPage } = server(items);
    let first = true;
    const shifted = async (page: number, limit: number, order: string) => {
      const answer = await readPage(page, limit, order);
      // A new entry arrived after page 1 was read: page 2 starts with page 1's last one.
      if (page === 2 && first) answer.list.items.unshift(items[99]!);
      first = false;
      return answer;
    };
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW - 1000 * MIN,
      maxEntries: 10_000,
      readPage: shifted,
    });
    expect(walk.items).toHaveLength(150);
  });

  it('stops at its cap and says the folder is too big', async () => {
    const { asked, readPage } = server(folder(1000));
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW - 2000 * MIN,
      maxEntries: 250,
      readPage,
    });
    expect(asked).toHaveLength(3);
    expect(walk).toMatchObject({ tooBig: true, exhausted: false, pages: 3 });
  });

  it('stops after three pages with nothing new on a server that ignores the page asked for, and says so', async () => {
    const items = folder(500);
    const asked: number[] = [];
    // Every page is the newest 100 again, numbered as asked: no entry is ever new.
    const readPage = async (page: number, limit: number): Promise<FolderPage> => {
      asked.push(page);
      const list = listPage(items, 1, limit);
      list.pagination.current_page = page;
      return { list, offsetMs: 0, receivedAt: NOW };
    };
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW - 2000 * MIN,
      maxEntries: 10_000,
      readPage,
    });
    // Pages 2 to 4 hold only entries already read: the walk stops there, before its bound (7).
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(walk).toMatchObject({ tooBig: true, exhausted: false, pages: 4 });
    expect(walk.items).toHaveLength(100);
  });

  it('retries a page as any read is retried, and refuses a server that answers another page', async () => {
    const { readPage } = server(folder(10));
    let failures = 0;
    const flaky = async (page: number, limit: number, order: string) => {
      if (failures++ === 0) throw new ApiError({ kind: 'http', status: 503, message: 'Busy' });
      return readPage(page, limit, order);
    };
    const walk = await walkFolder(api, testQueryClient(), {
      folder: 'f',
      since: NOW,
      maxEntries: 100,
      readPage: flaky,
    });
    expect(walk.items).toHaveLength(10);
    expect(failures).toBe(2);

    const wrong = server(folder(300), { answerPage: 1 });
    await expect(
      walkFolder(api, testQueryClient(), {
        folder: 'f',
        since: NOW - 1000 * MIN,
        maxEntries: 10_000,
        readPage: wrong.readPage,
      }),
    ).rejects.toBeInstanceOf(PageMismatchError);
  });
});
