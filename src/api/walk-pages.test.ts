// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { listEntries } from './entries';
import type { EntryList, ListItem } from './schemas';
import { allEntries, insertEntry, server } from '../mocks/node';
import { TEST_SEED_COUNT as SEED_COUNT } from '../mocks/seed';
import { DEMO_TOKEN } from '../lib/demo';
import { testApi } from '../testing/api';
import { recordRequests } from '../testing/requests';
import { endlessServer, listServer } from '../testing/fake-list';
import {
  PageMismatchError,
  WALK_MAX_ENTRIES,
  pageBound,
  walkPages,
  type WalkProgress,
} from './walk-pages';

const api = testApi();

/** Pages of the demo backend, as the export asks for them. */
const fromServer =
  (limit: number, folder?: string) =>
  (page: number, signal: AbortSignal): Promise<EntryList> =>
    listEntries(api, { page, limit, order_by: '-created_at', folder_id: folder }, signal);

function collect() {
  const items: ListItem[] = [];
  const progress: WalkProgress[] = [];
  return {
    items,
    progress,
    onPage(fresh: ListItem[], p: WalkProgress) {
      items.push(...fresh);
      progress.push(p);
    },
  };
}

const item = (id: string): ListItem => ({
  id,
  title: `Entry ${id}`,
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-01-01T00:00:00Z',
});

describe('walkPages', () => {
  beforeEach(() => api.session.set(DEMO_TOKEN));

  it('reads every page of the view in order, with its own page size, and says how far it is', async () => {
    const requests = recordRequests();
    const sink = collect();
    const summary = await walkPages({
      fetchPage: fromServer(100),
      onPage: sink.onPage,
      signal: new AbortController().signal,
    });
    expect(sink.items.map((i) => i.id)).toEqual(allEntries().map((e) => e.id));
    expect(summary).toEqual({
      entries: SEED_COUNT,
      pages: 3,
      duplicates: 0,
      firstTotal: SEED_COUNT,
      lastTotal: SEED_COUNT,
      stopped: null,
      lastChange: null,
    });
    expect(requests.map((r) => [r.searchParams.get('page'), r.searchParams.get('limit')])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(sink.progress.map((p) => [p.page, p.pages, p.entries, p.total])).toEqual([
      [1, 3, 100, SEED_COUNT],
      [2, 3, 200, SEED_COUNT],
      [3, 3, SEED_COUNT, SEED_COUNT],
    ]);
  });

  it('keeps the folder filter on every page', async () => {
    const requests = recordRequests();
    const sink = collect();
    const summary = await walkPages({
      fetchPage: fromServer(10, 'legal'),
      onPage: sink.onPage,
      signal: new AbortController().signal,
    });
    const legal = allEntries().filter((e) => e.folder_id === 'legal');
    expect(sink.items.map((i) => i.id)).toEqual(legal.map((e) => e.id));
    expect(summary.pages).toBe(Math.ceil(legal.length / 10));
    expect(new Set(requests.map((r) => r.searchParams.get('folder_id')))).toEqual(
      new Set(['legal']),
    );
  });

  it('drops an entry seen twice when one is created mid-walk, and reports it and the new total', async () => {
    const sink = collect();
    const summary = await walkPages({
      fetchPage: fromServer(10),
      onPage(fresh, progress) {
        sink.onPage(fresh, progress);
        // Newest first: the new entry pushes every other one a place down.
        if (progress.page === 1)
          insertEntry({ title: 'Made during the export', folder_id: 'legal', template: 'PASS' });
      },
      signal: new AbortController().signal,
    });
    const ids = sink.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(summary.duplicates).toBe(1);
    expect(summary.firstTotal).toBe(SEED_COUNT);
    expect(summary.lastTotal).toBe(SEED_COUNT + 1);
    // Every entry that was there at the start is in the file, once.
    expect(summary.entries).toBe(SEED_COUNT);
    expect(summary.pages).toBe(Math.ceil((SEED_COUNT + 1) / 10));
    expect(summary.stopped).not.toBe('bound');
  });

  it('hands over at most maxEntries entries of a server announcing a million pages, and says it stopped there', async () => {
    const server = endlessServer(1_000_000, 100, 2000);
    const sink = collect();
    const summary = await walkPages({
      fetchPage: server.fetchPage,
      onPage: sink.onPage,
      signal: new AbortController().signal,
      maxEntries: 250,
      ahead: 4,
    });
    expect(sink.items).toHaveLength(250);
    expect(summary).toMatchObject({ entries: 250, pages: 3, stopped: 'limit' });
    expect(summary.stopped).not.toBe('bound');
    // The pages asked for ahead of the third are the only ones past it.
    expect(Math.max(...server.asked)).toBeLessThanOrEqual(6);
  });

  it('is bounded by WALK_MAX_ENTRIES when its caller sets nothing', async () => {
    const server = endlessServer(1_000_000, 1000, 10);
    let handed = 0;
    const summary = await walkPages({
      fetchPage: server.fetchPage,
      onPage: (fresh) => void (handed += fresh.length),
      signal: new AbortController().signal,
    });
    expect(handed).toBe(WALK_MAX_ENTRIES);
    expect(summary.stopped).toBe('limit');
    expect(server.asked).toHaveLength(WALK_MAX_ENTRIES / 1000);
  });

  it('says on which pages the list moved: the head deleted mid-walk shows as a changed total', async () => {
    const server = listServer(50, 10);
    server.beforeAnswer = (page) => {
      if (page === 3) server.entries.splice(0, 2);
    };
    const summary = await walkPages({
      fetchPage: server.fetchPage,
      onPage: () => {},
      signal: new AbortController().signal,
    });
    expect(summary).toMatchObject({ lastChange: 3, stopped: null });
    // e21 and e22 moved onto page 2 after it was read: never seen.
    expect(summary.entries).toBe(48);

    const still = await walkPages({
      fetchPage: listServer(50, 10).fetchPage,
      onPage: () => {},
      signal: new AbortController().signal,
    });
    expect(still).toMatchObject({ entries: 50, lastChange: null });
  });

  it('stops at its bound when the list keeps growing, instead of following it', async () => {
    let total = 50;
    const requests: number[] = [];
    const summary = await walkPages({
      fetchPage: async (page) => {
        requests.push(page);
        total += 10; // faster than the walk reads
        return {
          items: Array.from({ length: 10 }, (_, i) => item(`p${page}-${i}`)),
          pagination: {
            total,
            per_page: 10,
            current_page: page,
            last_page: Math.ceil(total / 10),
            has_more_pages: true,
          },
        };
      },
      onPage: () => {},
      signal: new AbortController().signal,
    });
    expect(requests).toHaveLength(pageBound(6));
    expect(summary.stopped).toBe('bound');
    expect(summary.firstTotal).toBe(60);
    expect(summary.lastTotal).toBe(60 + 10 * pageBound(6) - 10);
  });

  it('stops after the page on which its caller has read enough', async () => {
    const requests = recordRequests();
    const summary = await walkPages({
      fetchPage: fromServer(10),
      onPage: (_, progress) => progress.page === 2,
      signal: new AbortController().signal,
    });
    expect(requests.map((r) => r.searchParams.get('page'))).toEqual(['1', '2']);
    expect(summary).toMatchObject({ pages: 2, entries: 20, stopped: null });
  });

  /** A server whose page `n` holds `pageItems(n)` and that announces a million pages. */
  const repeating = (pageItems: (n: number) => ListItem[], requests: number[]) => ({
    fetchPage: async (page: number): Promise<EntryList> => {
      requests.push(page);
      return {
        items: pageItems(page),
        pagination: {
          total: 10_000_000,
          per_page: 10,
          current_page: page,
          last_page: 1_000_000,
          has_more_pages: true,
        },
      };
    },
  });
  const tenFrom = (start: number) => Array.from({ length: 10 }, (_, i) => item(`e${start + i}`));

  it('stops after three pages in a row of entries already read, instead of walking to its bound', async () => {
    const requests: number[] = [];
    const sink = collect();
    const summary = await walkPages({
      ...repeating(() => tenFrom(0), requests),
      onPage: sink.onPage,
      signal: new AbortController().signal,
    });
    expect(requests).toEqual([1, 2, 3, 4]);
    expect(sink.items).toHaveLength(10);
    expect(summary).toMatchObject({
      pages: 4,
      entries: 10,
      duplicates: 30,
      stopped: 'repeats',
    });
  });

  it('counts only pages in a row: a page with one new entry starts the count again', async () => {
    const requests: number[] = [];
    // Pages 2 and 3 repeat page 1, page 4 brings one new entry, then only repeats.
    const pageItems = (n: number) => (n === 4 ? [...tenFrom(0), item('new')] : tenFrom(0));
    const summary = await walkPages({
      ...repeating(pageItems, requests),
      onPage: () => {},
      signal: new AbortController().signal,
    });
    expect(requests).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(summary).toMatchObject({ pages: 7, entries: 11, stopped: 'repeats' });
  });

  it('stops after three pages of nothing new also when reading ahead', async () => {
    const requests: number[] = [];
    const summary = await walkPages({
      ...repeating(() => tenFrom(0), requests),
      onPage: () => {},
      signal: new AbortController().signal,
      ahead: 4,
    });
    expect(summary).toMatchObject({ pages: 4, entries: 10, stopped: 'repeats' });
    // Pages asked ahead of the stop are dropped, never followed further.
    expect(Math.max(...requests)).toBeLessThanOrEqual(7);
  });

  it('keeps walking a list that moves a little between pages (a few repeats, new entries each page)', async () => {
    const requests: number[] = [];
    const summary = await walkPages({
      fetchPage: async (page) => {
        requests.push(page);
        // Each page starts with the last entry of the one before: the list moved by one.
        return {
          items: tenFrom((page - 1) * 9),
          pagination: {
            total: 46,
            per_page: 10,
            current_page: page,
            last_page: 5,
            has_more_pages: page < 5,
          },
        };
      },
      onPage: () => {},
      signal: new AbortController().signal,
    });
    expect(requests).toEqual([1, 2, 3, 4, 5]);
    expect(summary).toMatchObject({ entries: 46, duplicates: 4, stopped: null });
  });

  it('stops on a page with no entries even if more are announced', async () => {
    const summary = await walkPages({
      fetchPage: async (page) => ({
        items: page === 1 ? [item('a')] : [],
        pagination: {
          total: 30,
          per_page: 10,
          current_page: page,
          last_page: 3,
          has_more_pages: true,
        },
      }),
      onPage: () => {},
      signal: new AbortController().signal,
    });
    expect(summary).toMatchObject({ pages: 2, entries: 1, stopped: null });
  });

  it('stops with a clear error when the server answers another page than asked (pageParam not understood)', async () => {
    server.use(
      http.get('*/api/v1/registry/list', () =>
        HttpResponse.json({
          message: 'OK',
          data: {
            items: [item('only')],
            pagination: {
              total: 20,
              per_page: 10,
              current_page: 1,
              last_page: 2,
              has_more_pages: true,
            },
          },
        }),
      ),
    );
    const walk = walkPages({
      fetchPage: fromServer(10),
      onPage: () => {},
      signal: new AbortController().signal,
    });
    await expect(walk).rejects.toBeInstanceOf(PageMismatchError);
    await expect(walk).rejects.toThrow('asked for page 2');
  });

  it('cancel aborts the request in flight and asks for no more pages', async () => {
    const requests = recordRequests();
    let answered = 0;
    server.use(
      http.get('*/api/v1/registry/list', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await delay('infinite');
        answered += 1;
        return undefined;
      }),
    );
    const controller = new AbortController();
    const pages: number[] = [];
    let inFlight: AbortSignal | null = null;
    const walk = walkPages({
      fetchPage: (page, signal) => {
        inFlight = signal;
        return fromServer(10)(page, signal);
      },
      onPage: (_, progress) => {
        pages.push(progress.page);
        // Cancelled while page 2 is on its way.
        if (progress.page === 1) setTimeout(() => controller.abort(), 30);
      },
      signal: controller.signal,
    });
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(pages).toEqual([1]);
    expect(inFlight!.aborted).toBe(true);
    expect(answered).toBe(1);
    // Retries would ask again; a cancelled walk does not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((r) => r.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('does not start when cancelled before the first page', async () => {
    const requests = recordRequests();
    const controller = new AbortController();
    controller.abort();
    await expect(
      walkPages({ fetchPage: fromServer(10), onPage: () => {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });

  it('asks for several pages at once with `ahead`, reads them in order, and drops repeats', async () => {
    const rows = Array.from({ length: 95 }, (_, i) => item(`e${String(i).padStart(3, '0')}`));
    let inFlight = 0;
    let most = 0;
    const asked: number[] = [];
    const sink = collect();
    const summary = await walkPages({
      ahead: 3,
      signal: new AbortController().signal,
      fetchPage: async (page) => {
        asked.push(page);
        most = Math.max(most, ++inFlight);
        // Later pages answer first: the walk still reads them in page order.
        await new Promise((resolve) => setTimeout(resolve, 40 - page * 3));
        inFlight -= 1;
        // An entry made before page 4 is read pushes page 4 one place down.
        const list = page >= 4 ? [item('new'), ...rows] : rows;
        const start = (page - 1) * 10;
        return {
          items: list.slice(start, start + 10),
          pagination: {
            total: list.length,
            per_page: 10,
            current_page: page,
            last_page: Math.ceil(list.length / 10),
            has_more_pages: page < Math.ceil(list.length / 10),
          },
        };
      },
      onPage: sink.onPage,
    });
    expect(most).toBe(3);
    expect(sink.progress.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sink.items.map((i) => i.id)).toEqual(rows.map((r) => r.id));
    expect(summary).toMatchObject({ entries: 95, duplicates: 1, pages: 10 });
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stops the pages asked for ahead when the walk ends early', async () => {
    const signals: AbortSignal[] = [];
    await walkPages({
      ahead: 4,
      signal: new AbortController().signal,
      fetchPage: (page, signal) => {
        signals.push(signal);
        return fromServer(10)(page, signal);
      },
      onPage: (_, progress) => progress.page === 2,
    });
    expect(signals.length).toBeGreaterThan(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});
