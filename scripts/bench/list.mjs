// The entries screen: first load to first row, `Next page` with and without the page prefetched,
// change of folder, and how many requests the views and revisits make.
/* global window, document */
import { getResponse } from 'msw';
import { DEMO_TOKEN, demoDb, openPage, settle, sleep } from './browser.mjs';

const NEXT = 'button[aria-label="Next page"]';
const FOLDER_INPUT = '#folder-filter';
export const FOLDERS = ['legal', 'operations', 'research'];

/** The first row a view must show, asked of the same handlers the app talks to. */
function expectations(mock) {
  const cache = new Map();
  return async ({ folder = '', page = 1, limit = 10 } = {}) => {
    const key = `${folder}|${page}|${limit}`;
    if (!cache.has(key)) {
      const url = new URL('http://bench.local/api/v1/registry/list');
      if (folder) url.searchParams.set('folder_id', folder);
      url.searchParams.set('page', String(page));
      url.searchParams.set('limit', String(limit));
      const response = await getResponse(
        mock.handlers,
        new Request(url, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } }),
      );
      const body = await response.json();
      cache.set(key, body.data.items[0].id);
    }
    return cache.get(key);
  };
}

/** Arms a measurement that ends when the table shows `firstId` as its first row, not busy. */
async function armRows(page, firstId, { startOn = 'click', releaseOnStart = false } = {}) {
  await page.evaluate(
    ({ firstId, startOn, releaseOnStart }) =>
      window.__bench.arm({
        startOn,
        releaseOnStart,
        until: () => {
          const table = document.querySelector('table[aria-label="Entries"]');
          if (!table || table.getAttribute('aria-busy') !== 'false') return false;
          const first = table.querySelector('tbody tr:not(.skeleton-row) code[title]');
          return first?.getAttribute('title') === firstId;
        },
      }),
    { firstId, startOn, releaseOnStart },
  );
}

const result = (page) => page.evaluate(() => window.__bench.armed.result);

/** Types a folder into the filter and commits it with Enter; returns Enter to rows painted. */
async function changeFolder(page, folder, firstId) {
  await page.click(FOLDER_INPUT, { count: 3 });
  await page.keyboard.sendCharacter(folder);
  await armRows(page, firstId, { startOn: 'keydown' });
  await page.keyboard.press('Enter');
  return result(page);
}

async function waitForRows(page, firstId) {
  await page.waitForFunction(
    (id) =>
      document
        .querySelector('table[aria-label="Entries"][aria-busy="false"] tbody code[title]')
        ?.getAttribute('title') === id,
    { timeout: 15000, polling: 'mutation' },
    firstId,
  );
}

const searchOf = (url) => {
  const params = new URL(url).searchParams;
  params.sort();
  return params.toString();
};

/**
 * One mode at one mock latency, `runs` times, each in a fresh browser context (cold cache,
 * no service worker yet): load, page forward four times, change folder three times, then
 * revisit views within the stale time.
 */
export async function measureList({
  browser,
  server,
  mock,
  mode,
  latencyMs,
  runs,
  anchor,
  beforeRun = async () => {},
}) {
  const expect = expectations(mock);
  // Asked before the latency is set, so the expectations cost nothing later.
  for (let page = 1; page <= 6; page++) await expect({ page });
  for (const folder of FOLDERS) await expect({ folder });
  if (mode === 'live') mock.updateSettings({ latencyMs });

  const samples = {
    firstRowMs: [],
    fcpMs: [],
    nextPrefetchedMs: [],
    nextNotPrefetchedMs: [],
    folderChangeMs: [],
  };
  const requestRuns = [];
  const problems = [];
  let transfer = null;

  for (let run = 0; run < runs; run++) {
    await beforeRun();
    const session = await openPage(browser, {
      origin: server.url,
      db: mode === 'demo' ? demoDb(latencyMs, anchor) : undefined,
    });
    const { page } = session;
    try {
      server.log.length = 0;
      await page.goto(`${server.url}/entries`, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__bench.firstRowAt !== null, {
        timeout: 20000,
        polling: 25,
      });
      const first = await page.evaluate(() => ({
        firstRowAt: window.__bench.firstRowAt,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }));
      samples.firstRowMs.push(first.firstRowAt);
      if (first.fcp !== null) samples.fcpMs.push(first.fcp);
      await waitForRows(page, await expect({ page: 1 }));
      await settle(page);
      if (run === 0) transfer = transferOf(server.log);

      // Paging: every other click finds its page prefetched; for the others the prefetch is
      // held back (the app's fetch waits in the page) and let go at the click, so the request
      // leaves when it would without any prefetch.
      let current = 1;
      for (let pair = 0; pair < 2; pair++) {
        await page.evaluate((next) => {
          window.__bench.holdPattern = `[?&]page=${next}(&|$)`;
        }, current + 2);
        await armRows(page, await expect({ page: current + 1 }));
        await page.click(NEXT);
        samples.nextPrefetchedMs.push(await result(page));
        current += 1;
        await page.waitForFunction(() => window.__bench.held.length > 0, { timeout: 10000 });
        await armRows(page, await expect({ page: current + 1 }), { releaseOnStart: true });
        await page.click(NEXT);
        samples.nextNotPrefetchedMs.push(await result(page));
        current += 1;
        await settle(page);
      }

      for (const folder of FOLDERS) {
        samples.folderChangeMs.push(await changeFolder(page, folder, await expect({ folder })));
        // Past the filter's debounce, so its timer cannot fire into the next measurement.
        await settle(page, 450);
      }

      if (latencyMs === 0) {
        const views = await page.evaluate(() =>
          window.__bench.requests.map((r) => ({ url: r.url, held: r.held })),
        );
        const before = views.length;
        // Revisits, all within the 30 s stale time.
        await page.click(FOLDER_INPUT, { count: 3 });
        await page.keyboard.sendCharacter(FOLDERS[0]);
        await page.keyboard.press('Enter');
        await waitForRows(page, await expect({ folder: FOLDERS[0] }));
        await settle(page, 450);
        await page.click('button[aria-label="Clear folder filter"]');
        await waitForRows(page, await expect({ page: 1 }));
        await settle(page);
        await page.click(NEXT);
        await waitForRows(page, await expect({ page: 2 }));
        await settle(page);
        await page.goBack();
        await waitForRows(page, await expect({ page: 1 }));
        await settle(page);
        await page.click('.page-header .button-primary');
        await page.waitForSelector('#create-title', { timeout: 10000 });
        await sleep(100);
        await page.goBack();
        await waitForRows(page, await expect({ page: 1 }));
        await settle(page, 300);
        const after = await page.evaluate(() => window.__bench.requests.map((r) => r.url));
        const perKey = new Map();
        for (const { url } of views)
          perKey.set(searchOf(url), (perKey.get(searchOf(url)) ?? 0) + 1);
        const viewed = 1 + 4 + FOLDERS.length;
        requestRuns.push({
          viewsVisited: viewed,
          requests: before,
          distinctViews: perKey.size,
          maxPerView: Math.max(...perKey.values()),
          duplicates: [...perKey].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`),
          revisits: 5,
          revisitRequests: after.length - before,
          revisitUrls: after.slice(before).map(searchOf),
          serverRequests:
            mode === 'live' ? server.log.filter((e) => e.url.startsWith('/api/')).length : null,
          pageRequests: after.length,
        });
      }
      problems.push(...session.problems);
    } finally {
      await session.close();
    }
  }
  if (mode === 'live') mock.updateSettings({ latencyMs: 0 });
  return { samples, requestRuns, transfer, problems };
}

/** Bytes on the wire for one first load, by kind, from the server's log. */
function transferOf(log) {
  const sum = (filter) => log.filter(filter).reduce((n, e) => n + e.bytes, 0);
  return {
    totalBytes: sum(() => true),
    jsBytes: sum((e) => /\.js(\?|$)/.test(e.url)),
    cssBytes: sum((e) => /\.css(\?|$)/.test(e.url)),
    requests: log.length,
    files: log.map((e) => `${e.url} ${e.bytes}`),
  };
}
