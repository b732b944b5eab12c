// Import at scale, on the live build: a 100,000-row × 8-column CSV (headers as a spreadsheet
// writes them, matched by alias) chosen on `Import file`, timed to the first rows shown and to
// every row checked (the counts painted), with the longest main-thread task and the JS heap
// (page and worker) after it; then one column's match changed (a metadata column to Ignore),
// timed to every row checked again; then `Start import` on a file whose rows go to a folder of
// 10,000 existing entries, timed to `Confirm import` shown, with the list requests it took.
/* global window, document, requestAnimationFrame */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { heapAfterGc, openImport } from './import.mjs';

export const SCALE_ROWS = 100_000;
export const EXISTING_ENTRIES = 10_000;
const EXISTING_FOLDER = 'bench-existing';
const MB = 2 ** 20;

const cell = (value) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** 8 columns, as people head them: Title, Folder, Template, Notes, Callback, Encrypted, two meta. */
export function scaleCsv(rows) {
  const lines = ['Title,Folder,Template,Notes,Callback,Encrypted,Department,Reference'];
  for (let n = 1; n <= rows; n++) {
    lines.push(
      [
        `Scale ${n}, bench record`,
        `scale-${n % 7}`,
        n % 3 === 0 ? 'PASS' : 'STORAGE',
        `Row ${n} of the scale bench, "as is".`,
        n % 4 === 0 ? `https://hooks.example.com/registry/${n}` : '',
        n % 2 ? 'yes' : 'no',
        ['Finance', 'Legal', 'People'][n % 3],
        `REF-${String(n).padStart(8, '0')}`,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** In the page: the time from now until `done()` holds and a frame after it is painted. */
function untilPainted(page, start, done, timeoutMs) {
  return page.evaluate(
    (startSource, doneSource, timeout) =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        const begin = new Function(startSource);
        const check = new Function(doneSource);
        begin();
        const deadline = t0 + timeout;
        const poll = () => {
          if (check()) {
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          } else if (performance.now() > deadline) reject(new Error('timed out'));
          else setTimeout(poll, 5);
        };
        poll();
      }),
    start,
    done,
    timeoutMs,
  );
}

const longTasksSince = (page, since) =>
  page.evaluate(
    (t) => window.__longTasks.filter((x) => x.start + x.duration > t).map((x) => x.duration),
    since,
  );

async function onePass({ browser, server, path }) {
  const session = await openImport(browser, server);
  const { page } = session;
  const cdp = await page.createCDPSession();
  try {
    const before = await heapAfterGc(page, cdp);
    // Chosen: first rows shown, and every row checked (the counts painted).
    const chosenAt = await page.evaluate(() => performance.now());
    const input = await page.$('input#import-file');
    const firstRows = page.waitForFunction(
      () => document.querySelector('table[aria-label="Import rows"] tbody tr[data-index]') !== null,
      { timeout: 120000, polling: 'raf' },
    );
    const allChecked = page.waitForFunction(
      (text) => (document.querySelector('.import-counts')?.textContent ?? '').includes(text),
      { timeout: 120000, polling: 'raf' },
      `${SCALE_ROWS.toLocaleString('en-US')} rows ready, 0 rows with problems`,
    );
    await input.uploadFile(path);
    await firstRows;
    const firstRowsMs = (await page.evaluate(() => performance.now())) - chosenAt;
    await allChecked;
    const allCheckedMs = (await page.evaluate(() => performance.now())) - chosenAt;
    const readTasks = await longTasksSince(page, chosenAt);
    const afterPreview = await heapAfterGc(page, cdp);

    // One column's match changed: every row made and checked again, in the worker.
    const changedAt = await page.evaluate(() => performance.now());
    const rematchMs = await untilPainted(
      page,
      `const select = [...document.querySelectorAll('table[aria-label="Match columns"] select')].at(-1);
       window.__phase = 0;
       Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, 'ignore');
       select.dispatchEvent(new Event('change', { bubbles: true }));`,
      `const text = document.querySelector('.import-counts')?.textContent ?? '';
       if (text.includes('checking')) window.__phase = 1;
       return window.__phase === 1 && text.includes('rows ready');`,
      120000,
    );
    const rematchTasks = await longTasksSince(page, changedAt);
    return {
      firstRowsMs,
      allCheckedMs,
      longestTaskMs: Math.max(0, ...readTasks),
      rematchMs,
      rematchLongestTaskMs: Math.max(0, ...rematchTasks),
      heapMb: (afterPreview.main - before.main) / MB,
      workerHeapMb: afterPreview.workers / MB,
      problems: session.problems,
    };
  } finally {
    await cdp.detach().catch(() => undefined);
    await session.close();
  }
}

/** `Start import` on 50 rows to a folder of EXISTING_ENTRIES: time to Confirm import, requests. */
async function folderPass({ browser, server, dir }) {
  const lines = ['title,folder_id,template'];
  for (let n = 1; n <= 50; n++) lines.push(`Into existing ${n},${EXISTING_FOLDER},PASS`);
  const path = join(dir, 'existing.csv');
  writeFileSync(path, lines.join('\n'));
  const session = await openImport(browser, server);
  const { page } = session;
  try {
    const input = await page.$('input#import-file');
    await input.uploadFile(path);
    await page.waitForFunction(
      () => (document.querySelector('.import-counts')?.textContent ?? '').includes('50 rows ready'),
      { timeout: 30000 },
    );
    const logFrom = server.log.length;
    await page.evaluate(() =>
      window.__bench.arm({
        startOn: 'click',
        until: () =>
          document.querySelector('dialog[open]')?.textContent?.includes('Confirm import') ?? false,
        timeoutMs: 120000,
      }),
    );
    const start = await page.waitForSelector('::-p-aria([name="Start import"][role="button"])');
    await start.click();
    const ms = await page.evaluate(() => window.__bench.armed.result);
    const requests = server.log
      .slice(logFrom)
      .filter((r) => r.url.includes('/api/v1/registry/list')).length;
    return { ms, requests, problems: session.problems };
  } finally {
    await session.close();
  }
}

export async function measureImportScale({ server, mock, runs, anchor, beforeRun, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'registry-console-import-scale-'));
  const path = join(dir, 'scale.csv');
  writeFileSync(path, scaleCsv(SCALE_ROWS));
  const samples = {
    firstRowsMs: [],
    allCheckedMs: [],
    longestTaskMs: [],
    rematchMs: [],
    rematchLongestTaskMs: [],
    heapMb: [],
    workerHeapMb: [],
    folderReadMs: [],
    folderRequests: [],
  };
  const problems = [];
  const chromium = await launchChromium({ networkEvents: false });
  try {
    for (let run = 0; run < runs; run++) {
      mock.resetMemoryDb(anchor, mock.defaultSettings());
      await beforeRun();
      const r = await onePass({ browser: chromium.browser, server, path });
      for (const key of Object.keys(r)) if (key in samples) samples[key].push(r[key]);
      problems.push(...r.problems);
      log(
        `import ${SCALE_ROWS} rows × 8: first rows ${Math.round(r.firstRowsMs)} ms, all checked ${Math.round(r.allCheckedMs)} ms, longest task ${Math.round(r.longestTaskMs)} ms, heap +${r.heapMb.toFixed(1)} MB (worker ${r.workerHeapMb.toFixed(1)} MB); one column re-matched: ${Math.round(r.rematchMs)} ms`,
      );
      // A folder of EXISTING_ENTRIES entries to read before the start.
      mock.getDb().seeded = mock
        .seedEntries(anchor, EXISTING_ENTRIES)
        .map((entry) => ({ ...entry, folder_id: EXISTING_FOLDER }));
      const f = await folderPass({ browser: chromium.browser, server, dir });
      samples.folderReadMs.push(f.ms);
      samples.folderRequests.push(f.requests);
      problems.push(...f.problems);
      log(
        `import: reading a folder of ${EXISTING_ENTRIES} entries before the start: ${Math.round(f.ms)} ms, ${f.requests} list requests`,
      );
    }
  } finally {
    await chromium.close();
    mock.resetMemoryDb(anchor, mock.defaultSettings());
  }
  return { rows: SCALE_ROWS, columns: 8, existing: EXISTING_ENTRIES, samples, problems };
}
