// Find: `Index all entries` against the bench server (live mode), entries per second at each mock
// latency with the page's longest task meanwhile; then search with 100,000 indexed entries:
// keystroke to results painted, the longest task while typing, and the heap the index takes
// (the index worker's heap, read over CDP, after a garbage collection). Each long-task figure
// comes with the thread's own CPU time from a trace (task-trace.mjs): on a busy machine a task
// lasts longer on the clock than the work in it.
/* global window, document */
import { openPage, settle, sleep } from './browser.mjs';
import { indexWorkerHeap as workerHeap } from './index-worker-heap.mjs';
import { traceTasks } from './task-trace.mjs';

// Smaller counts only to try the bench itself out (BENCH_FIND_SCALE=0.05): the figures want 1.
const SCALE = Number(process.env.BENCH_FIND_SCALE ?? 1);
export const INDEX_ENTRIES = Math.round(10_000 * SCALE);
export const SEARCH_ENTRIES = Math.round(100_000 * SCALE);
// Said once every entry can be searched.
const FINISHED = 'Searching all ';

/** Starts recording the page's long tasks; the returned function gives the longest (ms). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () =>
    page.evaluate(() => {
      const tasks = window.__longTasks.splice(0);
      return { longestMs: Math.max(0, ...tasks), over50: tasks.filter((t) => t > 50).length };
    });
}

async function openList(browser, server) {
  const session = await openPage(browser, { origin: server.url });
  const { page } = session;
  await page.goto(`${server.url}/entries`, { waitUntil: 'load' });
  await page.waitForSelector('table[aria-label="Entries"][aria-busy="false"] tbody tr code', {
    timeout: 20000,
  });
  await page.waitForSelector('::-p-aria([name="Index all entries"][role="button"])');
  await settle(page);
  return session;
}

/** Clicks `Index all entries` and waits for the index status to say it finished. */
async function indexAll(page, timeoutMs) {
  await page.evaluate(
    (finished, timeout) =>
      window.__bench.arm({
        startOn: 'click',
        until: () =>
          document.querySelector('[aria-label="Index status"]')?.textContent.includes(finished),
        timeoutMs: timeout,
      }),
    FINISHED,
    timeoutMs,
  );
  const button = await page.waitForSelector('::-p-aria([name="Index all entries"][role="button"])');
  await button.click();
  // Polled from here: one call waiting minutes would outlast the DevTools protocol's timeout.
  const until = Date.now() + timeoutMs;
  const done = () =>
    page
      .evaluate(() => window.__bench.armed.done)
      .catch((error) => {
        // A renderer starved by a busy machine can miss one call's deadline: ask again.
        if (/timed out/.test(error.message)) return false;
        throw error;
      });
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`indexing did not finish within ${timeoutMs} ms`);
    await sleep(500);
  }
  return page.evaluate(() => window.__bench.armed.result);
}

/** Types `text` one key at a time; each key timed from keydown to its results painted. */
async function typeTimed(page, text) {
  const samples = [];
  for (let i = 1; i <= text.length; i++) {
    await page.evaluate(
      (expected) =>
        window.__bench.arm({
          startOn: 'keydown',
          until: () =>
            document.querySelector('[data-answered-query]')?.dataset.answeredQuery === expected,
          timeoutMs: 10000,
        }),
      text.slice(0, i),
    );
    await page.keyboard.type(text[i - 1]);
    samples.push(await page.evaluate(() => window.__bench.armed.result));
    // A person types a key every 100 ms or more.
    await sleep(120);
  }
  return samples;
}

async function clearSearch(page) {
  await page.click('#search-entries', { count: 3 });
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => !document.querySelector('[data-answered-query]'));
}

export async function measureFind({
  browser,
  server,
  mock,
  latencies,
  runs,
  anchor,
  beforeRun = async () => {},
  log = () => {},
}) {
  const throughput = {};
  const search = {
    keystrokeMs: [],
    longestTaskMs: [],
    over50: [],
    longestTaskCpuMs: [],
    over50Cpu: [],
    indexHeapMb: null,
  };
  // Index all entries is measured on its own: no background walk after sign-in beside it.
  server.setConfig({ indexOnSignIn: false, refreshSeconds: 0 });
  try {
    mock.resetMemoryDb(anchor, { ...mock.defaultSettings(), latencyMs: 0 });
    mock.getDb().seeded = mock.seedEntries(anchor, INDEX_ENTRIES);
    for (const latencyMs of latencies) {
      mock.updateSettings({ latencyMs });
      const samples = { entriesPerSecond: [], ms: [], longestTaskMs: [], longestTaskCpuMs: [] };
      for (let run = 0; run < runs; run++) {
        await beforeRun();
        const session = await openList(browser, server);
        try {
          const longTasks = await watchLongTasks(session.page);
          const tasks = await traceTasks(session.page);
          const ms = await indexAll(session.page, 300000);
          samples.ms.push(ms);
          samples.entriesPerSecond.push(INDEX_ENTRIES / (ms / 1000));
          samples.longestTaskMs.push((await longTasks()).longestMs);
          samples.longestTaskCpuMs.push((await tasks()).longestCpuMs);
        } finally {
          await session.close();
        }
      }
      throughput[latencyMs] = samples;
      log(`find: indexed ${INDEX_ENTRIES} entries at +${latencyMs} ms`);
    }

    mock.updateSettings({ latencyMs: 0 });
    mock.getDb().seeded = mock.seedEntries(anchor, SEARCH_ENTRIES);
    await beforeRun();
    const session = await openList(browser, server);
    // A failure here keeps the throughput figures above, and is reported with the search's.
    try {
      const { page } = session;
      const before = await workerHeap(page);
      const indexMs = await indexAll(page, 900000);
      search.indexSeconds = indexMs / 1000;
      search.indexHeapMb = ((await workerHeap(page)) - before) / 2 ** 20;
      log(`find: ${SEARCH_ENTRIES} entries indexed in ${(indexMs / 1000).toFixed(1)} s`);
      const ids = mock.getDb().seeded.map((entry) => entry.id);
      // Warm up: the results' code loads on the first search.
      await page.click('#search-entries');
      await page.keyboard.type('a');
      await page.waitForSelector('[data-answered-query="a"]');
      await clearSearch(page);
      for (let run = 0; run < runs; run++) {
        await beforeRun();
        const longTasks = await watchLongTasks(page);
        const traced = await traceTasks(page);
        const idPart = ids[(run * 7919) % ids.length].slice(-6, -1);
        // ASCII only: a key like `ü` reaches the page with no keydown to start the clock on.
        for (const text of ['payroll', idPart, 'kierk']) {
          await page.click('#search-entries');
          search.keystrokeMs.push(...(await typeTimed(page, text)));
          await clearSearch(page);
        }
        const tasks = await longTasks();
        search.longestTaskMs.push(tasks.longestMs);
        search.over50.push(tasks.over50);
        const work = await traced();
        search.longestTaskCpuMs.push(work.longestCpuMs);
        search.over50Cpu.push(work.overLongCpuMs);
      }
    } catch (error) {
      search.error = error.message;
      log(`find: the search part failed: ${error.message}`);
    } finally {
      await session.close();
    }
  } finally {
    server.setConfig({});
    mock.resetMemoryDb(anchor, { ...mock.defaultSettings(), latencyMs: 0 });
  }
  return { entries: INDEX_ENTRIES, searchEntries: SEARCH_ENTRIES, throughput, search };
}
