// Export: 10,000 entries from the bench server (live mode) as CSV, at each mock latency, and
// 3,000 as XLSX. Timed from the `Start export` click to the frame painted after the dialog says
// "Exported"; the JS heap sampled meanwhile for its peak, and the page's longest task; the
// downloaded file read back and checked (a workbook unzipped, its rows counted in the sheet XML).
/* global window, document */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { openPage, settle, sleep } from './browser.mjs';

export const EXPORT_ENTRIES = 10_000;
export const XLSX_ENTRIES = 3_000;
const HEAP_SAMPLE_MS = 25;

/** Samples the page's used JS heap over CDP until stopped; returns the highest value seen. */
function sampleHeap(cdp) {
  let peak = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      peak = Math.max(peak, usedSize);
      await sleep(HEAP_SAMPLE_MS);
    }
  })();
  return async () => {
    running = false;
    await done;
    return peak;
  };
}

async function waitForFile(dir, timeoutMs = 20000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const done = readdirSync(dir).filter((f) => !f.endsWith('.crdownload'));
    if (done.length > 0) return join(dir, done[0]);
    if (Date.now() > until) throw new Error('the export file never arrived');
    await sleep(50);
  }
}

/** The entries a downloaded file holds: CSV lines, or a workbook's rows, less the header. */
function entriesIn(file, format) {
  if (format === 'csv') return readFileSync(file, 'utf8').split('\r\n').length - 2;
  const sheet = unzipSync(readFileSync(file))['xl/worksheets/sheet1.xml'];
  return strFromU8(sheet).split('<row ').length - 2;
}

async function exportOnce({ browser, server, format, entries }) {
  const downloadPath = mkdtempSync(join(tmpdir(), 'registry-console-export-'));
  const session = await openPage(browser, {
    origin: server.url,
    contextOptions: { downloadBehavior: { policy: 'allow', downloadPath } },
  });
  const { page } = session;
  try {
    await page.goto(`${server.url}/entries`, { waitUntil: 'load' });
    await page.waitForSelector('table[aria-label="Entries"][aria-busy="false"] tbody tr code', {
      timeout: 20000,
    });
    await settle(page);
    const exportButton = await page.waitForSelector('::-p-aria([name="Export"][role="button"])');
    await exportButton.click();
    const start = await page.waitForSelector('::-p-aria([name="Start export"][role="button"])', {
      timeout: 10000,
    });
    if (format !== 'csv') {
      const radio = `::-p-aria([name="${format.toUpperCase()}"][role="radio"])`;
      await (await page.waitForSelector(radio)).click();
    }
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize: baseline } = await cdp.send('Runtime.getHeapUsage');
    await page.evaluate(() =>
      window.__bench.arm({
        startOn: 'click',
        until: () => /^Exported /.test(document.querySelector('.export-status')?.textContent ?? ''),
        timeoutMs: 120000,
      }),
    );
    const stopSampling = sampleHeap(cdp);
    await start.click();
    const ms = await page.evaluate(() => window.__bench.armed.result);
    const peak = await stopSampling();
    const longestTaskMs = await page.evaluate(() => Math.max(0, ...window.__longTasks));
    // The export's own requests (the list on screen asks for 10 a page): time spent waiting.
    const waits = await page.evaluate(() =>
      window.__bench.requests
        .filter((r) => /[?&]limit=100(&|$)/.test(r.url) && r.settledAt !== null)
        .map((r) => r.settledAt - r.at),
    );
    const waitMs = waits.reduce((a, b) => a + b, 0);
    const file = await waitForFile(downloadPath);
    const held = entriesIn(file, format);
    if (held !== entries) throw new Error(`the export file holds ${held} entries, not ${entries}`);
    const bytes = readFileSync(file).length;
    await cdp.detach();
    return {
      ms,
      pages: waits.length,
      waitMs,
      heapBaseline: baseline,
      heapPeak: peak,
      longestTaskMs,
      bytes,
      problems: session.problems,
    };
  } finally {
    await session.close();
    rmSync(downloadPath, { recursive: true, force: true });
  }
}

/**
 * The live server's store gets `entries` seeded entries for the measurement, and its seed back
 * afterwards (with latency 0), so the other parts see the usual data.
 */
export async function measureExport({
  format = 'csv',
  entries = EXPORT_ENTRIES,
  browser,
  server,
  mock,
  latencies,
  runs,
  anchor,
  beforeRun = async () => {},
}) {
  const out = {};
  mock.resetMemoryDb(anchor, { ...mock.defaultSettings(), latencyMs: 0 });
  mock.getDb().seeded = mock.seedEntries(anchor, entries);
  try {
    for (const latencyMs of latencies) {
      mock.updateSettings({ latencyMs });
      const samples = {
        ms: [],
        entriesPerSecond: [],
        serverShare: [],
        ownMsPerPage: [],
        heapPeakMb: [],
        heapGrowthMb: [],
        longestTaskMs: [],
      };
      let bytes = null;
      const problems = [];
      for (let run = 0; run < runs; run++) {
        await beforeRun();
        const r = await exportOnce({ browser, server, format, entries });
        samples.ms.push(r.ms);
        samples.entriesPerSecond.push(entries / (r.ms / 1000));
        samples.serverShare.push((100 * r.waitMs) / r.ms);
        samples.ownMsPerPage.push((r.ms - r.waitMs) / r.pages);
        samples.heapPeakMb.push(r.heapPeak / 2 ** 20);
        samples.heapGrowthMb.push((r.heapPeak - r.heapBaseline) / 2 ** 20);
        samples.longestTaskMs.push(r.longestTaskMs);
        bytes = r.bytes;
        problems.push(...r.problems);
      }
      out[latencyMs] = { samples, bytes, problems };
    }
  } finally {
    mock.resetMemoryDb(anchor, { ...mock.defaultSettings(), latencyMs: 0 });
  }
  return { entries, format, latencies: out };
}
