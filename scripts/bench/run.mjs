#!/usr/bin/env node
// npm run bench: builds the app into the bench's own folder, serves it on loopback in demo and
// live mode, drives headless Chromium, prints the figures and writes bench/results.json,
// docs/performance.md (its marked section) and docs/keystroke-latency.svg.
//
//   npm run bench                         everything, 5 runs each (about 13 minutes on 2 cores)
//   npm run bench -- --runs 7             more runs
//   npm run bench -- --only list,export   re-measure parts (lighthouse, list, side-by-side, form,
//                                         export, export-xlsx, import, import-scale, find,
//                                         find-kept, limits);
//                                         the rest is kept from results.json
//   npm run bench -- --only side-by-side  the console beside the naive reference app (bench/naive)
//   npm run bench -- --wait-quiet 120     before each run, wait up to 120 s for an idle CPU
//   npm run bench -- --report             print and rewrite the docs from bench/results.json
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { APP_DIR, buildApp, buildMock, buildNaive, DEMO_DIR, NAIVE_DIR } from './build.mjs';
import { CHROME, launchChromium } from './browser.mjs';
import { measureExport, XLSX_ENTRIES } from './export.mjs';
import { measureFind } from './find.mjs';
import { measureKept } from './find-kept.mjs';
import { measureImport } from './import.mjs';
import { measureImportScale } from './import-scale.mjs';
import { measureKeystrokes, measurePaste } from './form.mjs';
import { measureLimits } from './limits.mjs';
import { PRESETS, runLighthouse } from './lighthouse.mjs';
import { measureList } from './list.mjs';
import { measureSideBySide } from './side-by-side.mjs';
import {
  checkTargets,
  keystrokeChart,
  LATENCIES,
  MODES,
  printReport,
  summarise,
  writeDocs,
} from './report.mjs';
import { startServer } from './server.mjs';
import { cpuBusy, median } from './stats.mjs';

const PARTS = [
  'lighthouse',
  'list',
  'side-by-side',
  'form',
  'export',
  'export-xlsx',
  'import',
  'import-scale',
  'find',
  'find-kept',
  'limits',
];
const RESULTS = 'bench/results.json';
const DOCS = 'docs/performance.md';
const CHART = 'docs/keystroke-latency.svg';
const BUSY = 0.25;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string', default: PARTS.join(',') },
    'wait-quiet': { type: 'string', default: '0' },
    'skip-build': { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
  },
});

/** Writes the chart and the docs' marked section from a results document, and prints it. */
async function publish(doc) {
  if (doc.results.form) writeFileSync(CHART, keystrokeChart(doc.results.form.keystroke));
  writeDocs(doc, DOCS);
  // Keep the docs as `npm run format` would leave them.
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(DOCS)) ?? {};
    const text = readFileSync(DOCS, 'utf8');
    writeFileSync(DOCS, await prettier.format(text, { ...options, filepath: DOCS }));
  } catch (error) {
    console.warn(`could not format ${DOCS}: ${error.message}`);
  }
  printReport(doc);
}

if (args.report) {
  if (!existsSync(RESULTS)) throw new Error(`no ${RESULTS} yet: run "npm run bench" first`);
  const doc = JSON.parse(readFileSync(RESULTS, 'utf8'));
  doc.targets = checkTargets(doc.results);
  await publish(doc);
  process.exit(0);
}

const runs = Number(args.runs);
const only = args.only.split(',').map((s) => s.trim());
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
for (const part of only) {
  if (!PARTS.includes(part)) throw new Error(`--only takes ${PARTS.join(', ')}; got "${part}"`);
}
if (runs < 5) console.warn(`Only ${runs} run(s): the issue asks for medians over at least 5.`);
if (!existsSync(CHROME)) {
  console.error(
    `The bench needs Chromium at ${CHROME}: "sudo apt-get install -y chromium", or set CHROME_PATH.`,
  );
  process.exit(1);
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message) => console.log(`[bench ${elapsed().padStart(5)}] ${message}`);

// Timings on a machine busy with something else say more about that something else. Before
// each run the bench looks at how busy the CPU is (its own browser is idle then), waits up to
// --wait-quiet seconds for it to settle, and records what it saw.
const waitQuietMs = Number(args['wait-quiet']) * 1000;
const busyBeforeRuns = [];
async function beforeRun() {
  let busy = await cpuBusy(600);
  const until = Date.now() + waitQuietMs;
  let said = false;
  while (busy !== null && busy > BUSY && Date.now() < until) {
    if (!said)
      log(`CPU ${Math.round(busy * 100)} % busy with other work; waiting for it to settle`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    busy = await cpuBusy(600);
  }
  if (busy !== null) busyBeforeRuns.push(busy);
}

const busy = await cpuBusy(2000);
if (busy !== null && busy > BUSY) {
  console.warn(
    `WARNING: the CPU is ${Math.round(busy * 100)} % busy with other work${waitQuietMs ? '; each run will wait for it to settle' : ': timings will be slower and noisier (--wait-quiet SECONDS waits before each run)'}.`,
  );
}

const require = createRequire(import.meta.url);
const version = (name) => require(`${name}/package.json`).version;

log(`building the app into ${APP_DIR} and the mock backend for Node`);
if (!args['skip-build'] || !existsSync(`${DEMO_DIR}/index.html`)) await buildApp();
const mock = await buildMock();
// One clock for both modes: the demo's store in the browser gets the same anchor, so both
// backends hold the same entries in the same order.
const anchor = Date.now();
mock.resetMemoryDb(anchor, { ...mock.defaultSettings(), latencyMs: 0 });

const servers = {
  demo: await startServer({ root: DEMO_DIR, mode: 'demo', mock }),
  live: await startServer({ root: APP_DIR, mode: 'live', mock }),
};
log(`serving demo mode at ${servers.demo.url}, live mode at ${servers.live.url}`);
// The naive reference app, on a port of its own, for the side-by-side part only.
let naive = null;
if (only.includes('side-by-side')) {
  if (!args['skip-build'] || !existsSync(`${NAIVE_DIR}/index.html`)) await buildNaive();
  naive = await startServer({ root: NAIVE_DIR, mode: 'demo' });
  log(`serving the naive reference app at ${naive.url}`);
}
const chromium = await launchChromium();
log(`${chromium.version} (${CHROME})`);

const raw = {};
/** Where each part's samples of busyBeforeRuns start. */
const partStart = {};
try {
  if (only.includes('lighthouse')) {
    partStart.lighthouse = busyBeforeRuns.length;
    raw.lighthouse = Object.fromEntries(
      PRESETS.map((p) => [p, Object.fromEntries(MODES.map((m) => [m, []]))]),
    );
    // Interleaved, so a slow spell of the machine does not land on one configuration only.
    for (let run = 0; run < runs; run++) {
      for (const preset of PRESETS) {
        for (const mode of MODES) {
          await beforeRun();
          const result = await runLighthouse({
            browser: chromium.browser,
            server: servers[mode],
            preset,
            mode,
            anchor,
          });
          if (!new URL(result.finalUrl).pathname.startsWith('/entries')) {
            throw new Error(`Lighthouse ended on ${result.finalUrl}, not the signed-in list`);
          }
          raw.lighthouse[preset][mode].push(result);
          log(
            `lighthouse ${run + 1}/${runs} ${preset} ${mode}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
          );
        }
      }
    }
  }

  if (only.includes('list')) {
    partStart.list = busyBeforeRuns.length;
    raw.list = { demo: {}, live: {} };
    for (const latency of LATENCIES) {
      for (const mode of MODES) {
        const result = await measureList({
          browser: chromium.browser,
          server: servers[mode],
          mock,
          mode,
          latencyMs: latency,
          runs,
          anchor,
          beforeRun,
        });
        raw.list[mode][latency] = result;
        const s = result.samples;
        const med = (list) => {
          const sorted = [...list].sort((a, b) => a - b);
          return Math.round(sorted[sorted.length >> 1]);
        };
        log(
          `list ${mode}, mock +${latency} ms: first row ${med(s.firstRowMs)} ms, next page ${med(s.nextPrefetchedMs)} ms prefetched / ${med(s.nextNotPrefetchedMs)} ms not, folder ${med(s.folderChangeMs)} ms`,
        );
        if (result.problems.length) log(`  page problems: ${result.problems.join(' | ')}`);
      }
    }
  }

  // The console (demo, live) and the naive reference app, interleaved, the order rotated each run.
  if (only.includes('side-by-side')) {
    partStart['side-by-side'] = busyBeforeRuns.length;
    raw.sideBySide = await measureSideBySide({
      browser: chromium.browser,
      servers: { ...servers, naive },
      mock,
      anchor,
      runs,
      beforeRun,
      log,
    });
  }

  if (only.includes('form')) {
    partStart.form = busyBeforeRuns.length;
    const keystrokes = await measureKeystrokes({
      browser: chromium.browser,
      server: servers.demo,
      anchor,
      runs,
      beforeRun,
    });
    log('form keystrokes measured');
    const paste = await measurePaste({
      browser: chromium.browser,
      server: servers.demo,
      anchor,
      runs,
    });
    log('form paste measured');
    raw.form = { keystrokes, paste };
  }

  // Last: it fills the live server's store with 10,000 entries for a while.
  if (only.includes('export')) {
    partStart.export = busyBeforeRuns.length;
    raw.export = await measureExport({
      browser: chromium.browser,
      server: servers.live,
      mock,
      latencies: LATENCIES,
      runs,
      anchor,
      beforeRun,
    });
    for (const latency of LATENCIES) {
      const s = raw.export.latencies[latency].samples;
      log(
        `export ${raw.export.entries} entries (live, mock +${latency} ms): ${Math.round(median(s.entriesPerSecond))} entries/s, peak JS heap ${median(s.heapPeakMb).toFixed(1)} MB`,
      );
    }
  }

  // 3,000 entries as an Excel workbook, written in its worker: the store reset to its seed after.
  if (only.includes('export-xlsx')) {
    partStart['export-xlsx'] = busyBeforeRuns.length;
    raw.exportXlsx = await measureExport({
      format: 'xlsx',
      entries: XLSX_ENTRIES,
      browser: chromium.browser,
      server: servers.live,
      mock,
      latencies: [0],
      runs,
      anchor,
      beforeRun,
    });
    const s = raw.exportXlsx.latencies[0].samples;
    log(
      `export ${XLSX_ENTRIES} entries as XLSX (live, mock +0 ms): ${Math.round(median(s.ms))} ms, longest task ${Math.round(median(s.longestTaskMs))} ms, file ${raw.exportXlsx.latencies[0].bytes} bytes`,
    );
  }

  // Imports thousands of entries into the live server's store; it is reset to its seed after.
  if (only.includes('import')) {
    partStart.import = busyBeforeRuns.length;
    raw.import = await measureImport({
      server: servers.live,
      mock,
      runs,
      anchor,
      beforeRun,
      log,
    });
    const p = raw.import.preview.samples;
    log(
      `import ${raw.import.rows} rows: preview ${Math.round(median(p.previewMs))} ms, longest task ${Math.round(median(p.longestTaskMs))} ms, heap +${median(p.heapAfterImportMb).toFixed(1)} MB after the import`,
    );
    for (const [latency, t] of Object.entries(raw.import.throughput)) {
      log(
        `import throughput, mock +${latency} ms: ${median(t.samples.rowsPerSecond).toFixed(1)} rows/s${Number(latency) > 0 ? ` (ideal ${((raw.import.concurrency * 1000) / Number(latency)).toFixed(1)})` : ''}`,
      );
    }
  }

  // 100,000 rows × 8 columns read, checked and matched again; a folder of 10,000 entries read
  // before a start. The live server's store is reset to its seed after.
  if (only.includes('import-scale')) {
    partStart['import-scale'] = busyBeforeRuns.length;
    raw.importScale = await measureImportScale({
      server: servers.live,
      mock,
      runs: Math.min(runs, 3),
      anchor,
      beforeRun,
      log,
    });
  }

  // Fills the live server's store with 10,000 and then 100,000 entries; reset to its seed after.
  if (only.includes('find')) {
    partStart.find = busyBeforeRuns.length;
    raw.find = await measureFind({
      browser: chromium.browser,
      server: servers.live,
      mock,
      latencies: LATENCIES,
      runs,
      anchor,
      beforeRun,
      log,
    });
    const f = raw.find;
    for (const latency of LATENCIES) {
      const s = f.throughput[latency];
      log(
        `find: Index all entries (live, mock +${latency} ms): ${Math.round(median(s.entriesPerSecond))} entries/s, longest task ${Math.round(Math.max(...s.longestTaskMs))} ms (the thread's own CPU in one task at most ${Math.round(Math.max(...s.longestTaskCpuMs))} ms)`,
      );
    }
    if (!f.search.error)
      log(
        `find: ${f.searchEntries} entries: keystroke → results ${Math.round(median(f.search.keystrokeMs))} ms median, longest task ${Math.round(Math.max(...f.search.longestTaskMs))} ms (the thread's own CPU in one task at most ${Math.round(Math.max(...f.search.longestTaskCpuMs))} ms), index heap ${f.search.indexHeapMb.toFixed(1)} MB`,
      );
  }

  // The index kept and shared: the live server's store holds 100,000 entries meanwhile.
  if (only.includes('find-kept')) {
    partStart['find-kept'] = busyBeforeRuns.length;
    raw.findKept = await measureKept({
      browser: chromium.browser,
      servers,
      mock,
      anchor,
      runs: Math.min(runs, 3),
      beforeRun,
      log,
    });
  }

  // A 100,000-row list page, hostile import files, one demo create after 10,000.
  if (only.includes('limits')) {
    partStart.limits = busyBeforeRuns.length;
    raw.limits = await measureLimits({
      browser: chromium.browser,
      servers,
      anchor,
      runs,
      beforeRun,
      log,
    });
    for (const [figure, samples] of Object.entries(raw.limits.samples)) {
      log(
        `limits: ${figure} median ${Math.round(median(samples))}, max ${Math.round(Math.max(...samples))}`,
      );
    }
  }
} finally {
  await chromium.close();
  await servers.demo.close();
  await servers.live.close();
  await naive?.close();
}

function busySummary(samples) {
  return samples.length === 0
    ? null
    : {
        median: Math.round(median(samples) * 100) / 100,
        max: Math.round(Math.max(...samples) * 100) / 100,
        runsOver25Percent: samples.filter((b) => b > BUSY).length,
        runs: samples.length,
      };
}

// Parts not measured this time are kept from the previous results, with when and how busy the
// machine was when they were measured.
const previous = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : null;
const fresh = summarise(raw);
const results = { ...(previous?.results ?? {}), ...fresh };
const generatedAt = new Date().toISOString();
const previousParts =
  previous?.parts ??
  Object.fromEntries(
    (previous?.measured ?? []).map((part) => [
      part,
      {
        measuredAt: previous.generatedAt,
        runs: previous.settings?.runs ?? null,
        cpuBusyBeforeRuns: previous.environment?.cpuBusyBeforeRuns ?? null,
      },
    ]),
  );
const measuredParts = PARTS.filter((part) => partStart[part] !== undefined);
const freshParts = Object.fromEntries(
  measuredParts.map((part, i) => [
    part,
    {
      measuredAt: generatedAt,
      runs,
      cpuBusyBeforeRuns: busySummary(
        busyBeforeRuns.slice(partStart[part], partStart[measuredParts[i + 1]] ?? undefined),
      ),
    },
  ]),
);
const doc = {
  schema: 1,
  generatedAt,
  durationS: Math.round((Date.now() - started) / 1000),
  measured: only,
  environment: {
    node: process.versions.node,
    chromium: chromium.version,
    lighthouse: version('lighthouse'),
    puppeteerCore: version('puppeteer-core'),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model?.trim() ?? 'unknown CPU',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    cpuBusyBefore: busy === null ? null : Math.round(busy * 100) / 100,
    // How busy the CPU was just before each run (the bench's browser idle then): 0..1.
    cpuBusyBeforeRuns: busySummary(busyBeforeRuns),
  },
  parts: { ...previousParts, ...freshParts },
  settings: {
    runs,
    viewport: '1280×800 for the timings; Lighthouse presets for Lighthouse',
    pageSize: 10,
    mockLatencyMs: LATENCIES,
    exportPageSize: 100,
    note: 'Mock latency 0 unless a column says otherwise; demo mode answers from the msw service worker, live mode from the same handlers on the bench server.',
  },
  results,
  targets: checkTargets(results),
};
mkdirSync('bench', { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(doc, null, 2)}\n`);
await publish(doc);
log(`wrote ${RESULTS}, ${DOCS}${results.form ? ` and ${CHART}` : ''}`);
