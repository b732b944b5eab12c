// Side by side: the console in demo and live mode and the naive reference app (bench/naive), in
// one interleaved run whose order rotates each time, every measurement in a fresh browser
// context: Lighthouse's mobile preset, then a first load at 1280×800 without throttling, timed
// from the navigation start to the frame painted after the table shows its first row, traced for
// the main thread's long tasks until then. The mock answers at once (+0 ms) for all three.
/* global window */
import { getResponse } from 'msw';
import { DEMO_TOKEN, demoDb, openPage, settle } from './browser.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { APPS } from './side-by-side-report.mjs';
import { longTasksOfLoad, traceLoad } from './task-trace.mjs';

const ROWS = 'table[aria-label="Entries"] tbody tr:not(.skeleton-row)';

/** The newest entry's title, asked of the handlers every app talks to: each one's first row. */
async function newestTitle(mock) {
  const response = await getResponse(
    mock.handlers,
    new Request('http://bench.local/api/v1/registry/list?page=1&limit=1', {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    }),
  );
  return (await response.json()).data.items[0].title;
}

/** One first visit: navigation start to the first row painted, and the long tasks until then. */
async function firstLoad({ browser, server, app, anchor, title }) {
  const tab = await openPage(browser, {
    origin: server.url,
    db: app.mode === 'demo' ? demoDb(0, anchor) : undefined,
  });
  const { page } = tab;
  try {
    const stopTrace = await traceLoad(page);
    let trace;
    try {
      await page.goto(`${server.url}${app.path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__bench.firstRowAt !== null, {
        timeout: 20000,
        polling: 25,
      });
    } finally {
      trace = await stopTrace();
    }
    const firstRowMs = await page.evaluate(() => window.__bench.firstRowAt);
    await settle(page);
    const shown = await page.$$eval(ROWS, (rows) => ({
      rows: rows.length,
      first: rows[0]?.textContent ?? '',
    }));
    const problems = [...tab.problems];
    if (!shown.first.includes(title)) problems.push(`first row is not "${title}": ${shown.first}`);
    return {
      firstRowMs,
      ...longTasksOfLoad(trace, server.url, firstRowMs),
      rows: shown.rows,
      problems,
    };
  } finally {
    await tab.close();
  }
}

/** `servers`: { demo, live, naive }. Returns each app's Lighthouse results and first loads. */
export async function measureSideBySide({ browser, servers, mock, anchor, runs, beforeRun, log }) {
  const title = await newestTitle(mock);
  const raw = Object.fromEntries(APPS.map((app) => [app.id, { lighthouse: [], loads: [] }]));
  for (let run = 0; run < runs; run++) {
    // Rotated each run, so that no app always goes first.
    const order = APPS.map((_, i) => APPS[(i + run) % APPS.length]);
    for (const app of order) {
      const server = servers[app.id];
      await beforeRun();
      const lh = await runLighthouse({
        browser,
        server,
        preset: 'mobile',
        mode: app.mode,
        anchor,
        path: app.path,
      });
      // The largest paint Lighthouse saw must be in the table: it saw the entries.
      lh.lcpInTable = /,TABLE,/.test(lh.lcpPath ?? '');
      if (!lh.lcpInTable) log(`  ${app.label}: Lighthouse's largest paint is not in the table`);
      await beforeRun();
      const load = await firstLoad({ browser, server, app, anchor, title });
      raw[app.id].lighthouse.push(lh);
      raw[app.id].loads.push(load);
      log(
        `side by side ${run + 1}/${runs} ${app.label}: Lighthouse mobile ${lh.performance}, LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms, ${Math.round(lh.bytes / 1024)} KB, largest paint ${lh.lcpInTable ? 'in the table' : `elsewhere (${lh.lcpElement})`}; first rows painted ${Math.round(load.firstRowMs)} ms (${load.rows} rows), ${load.count} long tasks, longest ${Math.round(load.longestMs)} ms, blocking ${Math.round(load.blockingMs)} ms`,
      );
      if (load.problems.length) log(`  page problems: ${load.problems.join(' | ')}`);
    }
  }
  return raw;
}
