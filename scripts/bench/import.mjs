// Import: a generated 10,000-row CSV (every column the Import section of PRODUCT.md names, with
// metadata) chosen on `Import file` of the live build, timed to the preview painted (the counts
// and the table's first rows), with the longest main-thread task meanwhile and the JS heap before,
// after the preview and after importing it. Then throughput against the bench server: rows
// created per second from `Start import` to "Import finished.", at each latency, with every
// row's create counted on the server (each must make exactly one entry).
/* global window, document */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, openPage, sleep } from './browser.mjs';

export const PREVIEW_ROWS = 10_000;
export const IMPORT_CONCURRENCY = 4;
/** Throughput runs: rows imported at each mock latency (enough for a steady rate, quickly). */
export const THROUGHPUT = [
  { latencyMs: 0, rows: 2_000 },
  { latencyMs: 150, rows: 200 },
];

const FOLDERS = ['invoices', 'contracts', 'hr/onboarding', 'legal/archive', 'suppliers'];
const DEPARTMENTS = ['Finance', 'Legal', 'People', 'Procurement', 'Operations'];
const ENCRYPTED = ['yes', 'no', 'true', 'false', '1', '0', ''];

const cell = (value) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV as people export it from a spreadsheet: quoted titles and descriptions with commas, a
 * callback URL on some rows, data_encrypted spelt several ways, two `meta:` columns, and a
 * `metadata` JSON column with a FILE item on every fifth row. Every row is valid; titles are
 * `<prefix> <n> …` so the server's entries can be matched to rows.
 */
export function importCsv(rows, prefix) {
  const lines = [
    'title,folder_id,template,description,callback_url,data_encrypted,meta:department,meta:reference,metadata',
  ];
  for (let n = 1; n <= rows; n++) {
    const department = DEPARTMENTS[n % DEPARTMENTS.length];
    const metadata =
      n % 5 === 0
        ? JSON.stringify([
            {
              type: 'FILE',
              key: 'scan',
              file: `s3://registry-scans/2026/${String(n).padStart(6, '0')}.pdf`,
              title: `Scan of ${n}`,
            },
          ])
        : '';
    lines.push(
      [
        `${prefix} ${n}, ${department} record`,
        FOLDERS[n % FOLDERS.length],
        n % 3 === 0 ? 'PASS' : 'STORAGE',
        `Imported from the ${department.toLowerCase()} register, row ${n}; reviewed "as is".`,
        n % 4 === 0 ? `https://hooks.example.com/registry/${n}?source=import` : '',
        ENCRYPTED[n % ENCRYPTED.length],
        department,
        `REF-${String(n * 7919).padStart(8, '0')}`,
        metadata,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const MB = 2 ** 20;

/** Used JS heap after a full collection, of the page and of its workers (the import's reader). */
export async function heapAfterGc(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize: main } = await cdp.send('Runtime.getHeapUsage');
  let workers = 0;
  for (const worker of page.workers()) {
    try {
      await worker.client.send('HeapProfiler.collectGarbage');
      workers += (await worker.client.send('Runtime.getHeapUsage')).usedSize;
    } catch {
      // A worker that ended meanwhile holds nothing.
    }
  }
  return { main, workers };
}

/** Opens the import screen of the live build, signed in, settled, the long-task observer on. */
export async function openImport(browser, server) {
  const session = await openPage(browser, { origin: server.url });
  const { page } = session;
  await page.goto(`${server.url}/entries/import`, { waitUntil: 'load' });
  await page.waitForSelector('input#import-file', { timeout: 20000 });
  await page.waitForFunction(() => window.__bench.inFlight === 0, { timeout: 10000 });
  await sleep(300);
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
  return session;
}

/** Chooses the file on `Import file` and waits for the preview: its counts and table rows. */
async function choose(page, path, rows) {
  const ready = `${rows.toLocaleString('en-US')} rows ready, 0 rows with problems`;
  await page.evaluate(
    (text, timeoutMs) =>
      window.__bench.arm({
        startOn: 'input',
        until: () =>
          (document.querySelector('.import-counts')?.textContent ?? '').includes(text) &&
          document.querySelector('table[aria-label="Import rows"] tbody tr[data-index]') !== null,
        timeoutMs,
      }),
    ready,
    60000,
  );
  const input = await page.$('input#import-file');
  await input.uploadFile(path);
  const ms = await page.evaluate(() => window.__bench.armed.result);
  const table = await page.evaluate(() => {
    const t = document.querySelector('table[aria-label="Import rows"]');
    return {
      rowcount: Number(t?.getAttribute('aria-rowcount')),
      domRows: t?.querySelectorAll('tbody tr').length ?? 0,
    };
  });
  if (table.rowcount !== rows + 1 || table.domRows > 80) {
    throw new Error(
      `the preview table says ${table.rowcount - 1} rows with ${table.domRows} in the DOM`,
    );
  }
  return ms;
}

/** Linux's clock ticks per second, as /proc/<pid>/stat counts CPU time. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time used so far by Chromium's processes (the browser and its children: renderer,
 * network service, GPU, storage), in ms, from /proc; null where /proc is not there. Other
 * work on the machine does not count in it, as it does in wall time.
 */
function chromiumCpuMs(browser) {
  const root = browser.process()?.pid;
  if (!root) return null;
  try {
    const procs = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // Fields after the command (which may hold spaces), from field 3 on.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        procs.set(Number(name), {
          ppid: Number(fields[1]),
          ticks: Number(fields[11]) + Number(fields[12]),
        });
      } catch {
        // The process ended meanwhile.
      }
    }
    const tree = new Set([root]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, p] of procs) {
        if (!tree.has(pid) && tree.has(p.ppid)) {
          tree.add(pid);
          grew = true;
        }
      }
    }
    let ticks = 0;
    for (const pid of tree) ticks += procs.get(pid)?.ticks ?? 0;
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    // No /proc (not Linux): the figure is left out.
    return null;
  }
}

/**
 * Clicks `Start import`, answers `Confirm import`, and waits for "Import finished." painted;
 * returns the ms between (the reading of the target folders included).
 */
async function importAll(page, timeoutMs) {
  const browser = page.browser();
  await page.evaluate(
    (t) =>
      window.__bench.arm({
        startOn: 'click',
        until: () =>
          [...document.querySelectorAll('.import-job [role="status"]')].some(
            (el) => el.textContent === 'Import finished.',
          ),
        timeoutMs: t,
      }),
    timeoutMs,
  );
  const start = await page.waitForSelector('::-p-aria([name="Start import"][role="button"])');
  // How long the page's main thread was busy (DevTools' TaskDuration: task time, which a busy
  // machine stretches too), and the CPU time of this Node process (the bench server and the
  // driver) and of Chromium's processes, which other work on the machine does not add to.
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const taskBefore = await taskSeconds();
  const cpuBefore = process.cpuUsage();
  const chromiumBefore = chromiumCpuMs(browser);
  await start.click();
  // Start import reads the target folders, then asks: the answer is part of the time.
  const create = await page.waitForSelector('dialog[open] .dialog-actions .button-primary', {
    timeout: 60000,
  });
  await create.click();
  // In steps, so a long import never outlasts one DevTools call.
  await page.waitForFunction(() => window.__bench.armed.done, {
    timeout: timeoutMs + 5000,
    polling: 250,
  });
  const ms = await page.evaluate(() => window.__bench.armed.result);
  const cpu = process.cpuUsage(cpuBefore);
  const chromiumAfter = chromiumCpuMs(browser);
  const mainThreadMs = ((await taskSeconds()) - taskBefore) * 1000;
  await cdp.detach();
  // The creates' time in flight, at `fetch`: with every lane busy, the rest is the console's own.
  const waits = await page.evaluate(() =>
    window.__bench.requests
      .filter((r) => /\/registry\/create\b/.test(r.url) && r.settledAt !== null)
      .map((r) => r.settledAt - r.at),
  );
  return {
    ms,
    waitMs: waits.reduce((a, b) => a + b, 0),
    sent: waits.length,
    mainThreadMs,
    nodeCpuMs: (cpu.user + cpu.system) / 1000,
    chromiumCpuMs:
      chromiumBefore === null || chromiumAfter === null ? null : chromiumAfter - chromiumBefore,
  };
}

/**
 * Rows per second; where a lane's time went: waiting for answers (share of lanes × time) and
 * the console's own time per row between one answer and the next request; and the CPU time
 * per row of the page's main thread and of the bench's Node process.
 */
function rates(rows, run) {
  const laneMs = IMPORT_CONCURRENCY * run.ms;
  return {
    rowsPerSecond: rows / (run.ms / 1000),
    waitShare: (100 * run.waitMs) / laneMs,
    ownMsPerRow: (laneMs - run.waitMs) / rows,
    mainThreadMsPerRow: run.mainThreadMs / rows,
    nodeCpuMsPerRow: run.nodeCpuMs / rows,
    chromiumCpuMsPerRow: run.chromiumCpuMs === null ? null : run.chromiumCpuMs / rows,
  };
}

/** What the server made of the import: creates sent, entries made, and titles made twice or never. */
function serverCheck({ server, mock, logFrom, prefix, rows }) {
  const { requests, created, serverMs } = server.creates(logFrom);
  const titles = mock
    .getDb()
    .created.map((entry) => entry.title)
    .filter((title) => title.startsWith(`${prefix} `));
  const counts = new Map();
  for (const title of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
  const twice = [...counts].filter(([, c]) => c > 1).length;
  let missing = 0;
  for (let n = 1; n <= rows; n++) {
    const department = DEPARTMENTS[n % DEPARTMENTS.length];
    if (!counts.has(`${prefix} ${n}, ${department} record`)) missing += 1;
  }
  const check = { rows, requests, created, serverMs, entries: titles.length, twice, missing };
  if (twice > 0 || missing > 0 || titles.length !== rows) {
    throw new Error(`not every row was created exactly once: ${JSON.stringify(check)}`);
  }
  return check;
}

function writeCsv(dir, rows, prefix) {
  const path = join(dir, `${prefix.toLowerCase()}-${rows}.csv`);
  writeFileSync(path, importCsv(rows, prefix));
  return path;
}

async function previewAndImport({ browser, server, mock, dir, run }) {
  const prefix = `Bench${run}`;
  const path = writeCsv(dir, PREVIEW_ROWS, prefix);
  const session = await openImport(browser, server);
  const { page } = session;
  const cdp = await page.createCDPSession();
  try {
    const before = await heapAfterGc(page, cdp);
    const logFrom = server.log.length;
    const previewMs = await choose(page, path, PREVIEW_ROWS);
    // From the file chosen on: the garbage collection asked for just before is not the page's.
    const longTasks = await page.evaluate(() =>
      window.__longTasks
        .filter((t) => t.start + t.duration > window.__bench.armed.inputAt)
        .map((t) => t.duration),
    );
    const afterPreview = await heapAfterGc(page, cdp);
    const imported = await importAll(page, 600000);
    const afterImport = await heapAfterGc(page, cdp);
    const check = serverCheck({ server, mock, logFrom, prefix, rows: PREVIEW_ROWS });
    return {
      previewMs,
      longestTaskMs: Math.max(0, ...longTasks),
      longTasks: longTasks.length,
      heap: { before, afterPreview, afterImport },
      imported,
      check,
      problems: session.problems,
    };
  } finally {
    await cdp.detach().catch(() => undefined);
    await session.close();
  }
}

async function throughputOnce({ browser, server, mock, dir, rows, run, latencyMs }) {
  const prefix = `Rate${latencyMs}x${run}`;
  const path = writeCsv(dir, rows, prefix);
  const session = await openImport(browser, server);
  try {
    const logFrom = server.log.length;
    await choose(session.page, path, rows);
    const imported = await importAll(session.page, 600000);
    const check = serverCheck({ server, mock, logFrom, prefix, rows });
    return { imported, check, problems: session.problems };
  } finally {
    await session.close();
  }
}

const rateSamples = () => ({
  ms: [],
  rowsPerSecond: [],
  waitShare: [],
  ownMsPerRow: [],
  mainThreadMsPerRow: [],
  nodeCpuMsPerRow: [],
  chromiumCpuMsPerRow: [],
  serverMs: [],
});

function pushRates(samples, rows, imported, check) {
  const r = rates(rows, imported);
  samples.ms.push(imported.ms);
  samples.rowsPerSecond.push(r.rowsPerSecond);
  samples.waitShare.push(r.waitShare);
  samples.ownMsPerRow.push(r.ownMsPerRow);
  samples.mainThreadMsPerRow.push(r.mainThreadMsPerRow);
  samples.nodeCpuMsPerRow.push(r.nodeCpuMsPerRow);
  samples.chromiumCpuMsPerRow.push(r.chromiumCpuMsPerRow);
  samples.serverMs.push(check.serverMs);
  return `${rows} rows in ${(imported.ms / 1000).toFixed(1)} s = ${r.rowsPerSecond.toFixed(1)} rows/s (${Math.round(r.waitShare)} % waiting for answers, ${r.ownMsPerRow.toFixed(1)} ms own time per row, main thread busy ${r.mainThreadMsPerRow.toFixed(2)} ms per row, server ${check.serverMs.toFixed(1)} ms per create, CPU per row: Node ${r.nodeCpuMsPerRow.toFixed(2)} ms, Chromium ${r.chromiumCpuMsPerRow?.toFixed(2) ?? '?'} ms); server: ${check.requests} creates, ${check.entries} entries, ${check.twice} twice, ${check.missing} missing`;
}

/**
 * The live server's store starts from its seed for every run (and gets it back at the end), so
 * each run's entries are its own; config.json asks for IMPORT_CONCURRENCY creates at a time.
 */
export async function measureImport({
  server,
  mock,
  runs,
  anchor,
  beforeRun = async () => {},
  log = () => {},
}) {
  const dir = mkdtempSync(join(tmpdir(), 'registry-console-import-'));
  const reset = (latencyMs = 0) =>
    mock.resetMemoryDb(anchor, { ...mock.defaultSettings(), latencyMs });
  server.setConfig({ importConcurrency: IMPORT_CONCURRENCY });
  const preview = {
    samples: {
      previewMs: [],
      longestTaskMs: [],
      heapAfterPreviewMb: [],
      heapAfterImportMb: [],
      workerHeapAfterPreviewMb: [],
    },
    import: rateSamples(),
    checks: [],
    problems: [],
  };
  const throughput = {};
  // A browser of its own, without DevTools network events (see launchChromium).
  const chromium = await launchChromium({ networkEvents: false });
  const { browser } = chromium;
  try {
    for (let run = 0; run < runs; run++) {
      reset();
      await beforeRun();
      const r = await previewAndImport({ browser, server, mock, dir, run });
      const growth = (h) => (h.main - r.heap.before.main) / MB;
      const s = preview.samples;
      s.previewMs.push(r.previewMs);
      s.longestTaskMs.push(r.longestTaskMs);
      s.heapAfterPreviewMb.push(growth(r.heap.afterPreview));
      s.heapAfterImportMb.push(growth(r.heap.afterImport));
      s.workerHeapAfterPreviewMb.push(r.heap.afterPreview.workers / MB);
      const rate = pushRates(preview.import, PREVIEW_ROWS, r.imported, r.check);
      preview.checks.push(r.check);
      preview.problems.push(...r.problems);
      log(
        `import ${run + 1}/${runs}: ${PREVIEW_ROWS} rows previewed in ${Math.round(r.previewMs)} ms (longest task ${Math.round(r.longestTaskMs)} ms, ${r.longTasks} over 50 ms), heap +${growth(r.heap.afterPreview).toFixed(1)} MB, +${growth(r.heap.afterImport).toFixed(1)} MB after importing ${rate}`,
      );
    }
    for (const { latencyMs, rows } of THROUGHPUT) {
      const samples = rateSamples();
      const checks = [];
      const problems = [];
      for (let run = 0; run < runs; run++) {
        reset(latencyMs);
        await beforeRun();
        const r = await throughputOnce({ browser, server, mock, dir, rows, run, latencyMs });
        const rate = pushRates(samples, rows, r.imported, r.check);
        checks.push(r.check);
        problems.push(...r.problems);
        log(`import throughput ${run + 1}/${runs}, mock +${latencyMs} ms: ${rate}`);
      }
      throughput[latencyMs] = { rows, samples, checks, problems };
    }
  } finally {
    await chromium.close();
    reset();
    server.setConfig({});
    rmSync(dir, { recursive: true, force: true });
  }
  return { rows: PREVIEW_ROWS, concurrency: IMPORT_CONCURRENCY, preview, throughput };
}
