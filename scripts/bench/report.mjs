// Turns the raw measurements into bench/results.json, the printed table, the marked section of
// docs/performance.md and the keystroke chart.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findTables, findTargets, summariseFind } from './find-report.mjs';
import { keptTable, keptTargets, summariseKept } from './find-kept-report.mjs';
import { sideBySideTable, summariseSideBySide } from './side-by-side-report.mjs';
import { formatSummary as fmt, median, summary } from './stats.mjs';

export const MODES = ['demo', 'live'];
export const PRESETS = ['mobile', 'desktop'];
export const LATENCIES = [0, 150];
export const ITEM_COUNTS = [10, 100, 500];
/** Import throughput at these mock latencies; "close to" the ideal means at least this share. */
export const IMPORT_IDEAL_SHARE = 0.85;

const MARK_START = '<!-- bench:results:start -->';
const MARK_END = '<!-- bench:results:end -->';

function summariseLighthouse(runs) {
  const lost = new Map();
  for (const run of runs) {
    for (const [category, audits] of Object.entries(run.lost)) {
      for (const audit of audits) {
        const key = `${category}/${audit.id}`;
        const entry = lost.get(key) ?? {
          category,
          id: audit.id,
          title: audit.title,
          runs: 0,
          points: [],
          displayValues: [],
        };
        entry.runs += 1;
        entry.points.push(audit.points);
        if (audit.displayValue) entry.displayValues.push(audit.displayValue);
        lost.set(key, entry);
      }
    }
  }
  const lcpElements = runs.map((r) => r.lcpElement).filter(Boolean);
  return {
    performance: summary(runs.map((r) => r.performance)),
    accessibility: summary(runs.map((r) => r.accessibility)),
    bestPractices: summary(runs.map((r) => r.bestPractices)),
    lcpMs: summary(runs.map((r) => r.lcpMs)),
    tbtMs: summary(runs.map((r) => r.tbtMs)),
    fcpMs: summary(runs.map((r) => r.fcpMs)),
    cls: summary(runs.map((r) => (r.cls === null ? null : r.cls * 1000))),
    lcpElement: mostCommon(lcpElements),
    benchmarkIndex: summary(runs.map((r) => r.benchmarkIndex)),
    lostPoints: [...lost.values()]
      .map(({ points, displayValues, ...rest }) => ({
        ...rest,
        medianPoints: Math.round(median(points) * 10) / 10,
        displayValue: mostCommon(displayValues),
      }))
      .sort((a, b) => b.runs * b.medianPoints - a.runs * a.medianPoints),
    runs: runs.map((r) => ({
      performance: r.performance,
      accessibility: r.accessibility,
      bestPractices: r.bestPractices,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      fcpMs: r.fcpMs,
      cls: r.cls,
      lcpElement: r.lcpElement,
    })),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

function mostCommon(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function summariseList(raw) {
  const s = raw.samples;
  return {
    firstRowMs: summary(s.firstRowMs),
    fcpMs: summary(s.fcpMs),
    nextPrefetchedMs: summary(s.nextPrefetchedMs),
    nextNotPrefetchedMs: summary(s.nextNotPrefetchedMs),
    folderChangeMs: summary(s.folderChangeMs),
    samples: Object.fromEntries(
      Object.entries(s).map(([k, v]) => [k, v.map((x) => Math.round(x * 10) / 10)]),
    ),
  };
}

function summariseRequests(runs) {
  return {
    perView: summary(runs.map((r) => r.maxPerView)),
    revisit: summary(runs.map((r) => r.revisitRequests)),
    viewsVisited: runs[0]?.viewsVisited ?? null,
    requestsPerRun: summary(runs.map((r) => r.requests)),
    revisitsPerRun: runs[0]?.revisits ?? null,
    duplicates: [...new Set(runs.flatMap((r) => r.duplicates))],
    revisitUrls: [...new Set(runs.flatMap((r) => r.revisitUrls))],
    serverRequests: runs.map((r) => r.serverRequests).filter((n) => n !== null),
    pageRequests: runs.map((r) => r.pageRequests),
  };
}

function summariseKeystrokes(runs) {
  const perRun = runs.map((times) => median(times));
  return {
    ...summary(perRun),
    worstMs: Math.round(Math.max(...runs.flat()) * 10) / 10,
    keystrokes: runs.flat().length,
  };
}

/** Everything measured, reduced to medians with min and max; raw per-run figures kept alongside. */
function summariseExport(raw) {
  const out = { entries: raw.entries, format: raw.format, latencies: Object.keys(raw.latencies) };
  for (const [latency, r] of Object.entries(raw.latencies)) {
    out[latency] = {
      entriesPerSecond: summary(r.samples.entriesPerSecond),
      ms: summary(r.samples.ms),
      serverShare: summary(r.samples.serverShare),
      ownMsPerPage: summary(r.samples.ownMsPerPage),
      heapPeakMb: summary(r.samples.heapPeakMb),
      heapGrowthMb: summary(r.samples.heapGrowthMb),
      longestTaskMs: r.samples.longestTaskMs ? summary(r.samples.longestTaskMs) : null,
      fileBytes: r.bytes,
      problems: [...new Set(r.problems)],
      samples: Object.fromEntries(
        Object.entries(r.samples).map(([k, v]) => [k, v.map((x) => Math.round(x * 10) / 10)]),
      ),
    };
  }
  return out;
}

export function summarise(raw) {
  const out = {};
  if (raw.lighthouse) {
    out.lighthouse = {};
    for (const preset of PRESETS) {
      out.lighthouse[preset] = {};
      for (const mode of MODES)
        out.lighthouse[preset][mode] = summariseLighthouse(raw.lighthouse[preset][mode]);
    }
  }
  if (raw.list) {
    out.list = {};
    out.requests = {};
    out.transfer = {};
    for (const mode of MODES) {
      out.list[mode] = {};
      for (const latency of LATENCIES)
        out.list[mode][latency] = summariseList(raw.list[mode][latency]);
      out.requests[mode] = summariseRequests(raw.list[mode][0].requestRuns);
      out.transfer[mode] = raw.list[mode][0].transfer;
    }
  }
  if (raw.sideBySide) out.sideBySide = summariseSideBySide(raw.sideBySide);
  if (raw.form) {
    out.form = { keystroke: {}, paste: null };
    for (const count of ITEM_COUNTS) {
      const k = raw.form.keystrokes[count];
      out.form.keystroke[count] = {
        itemValue: summariseKeystrokes(k.itemValue),
        title: summariseKeystrokes(k.title),
      };
    }
    const p = raw.form.paste;
    out.form.paste = {
      items: p.count,
      previewMs: summary(p.previewMs),
      addMs: summary(p.addMs),
      totalMs: summary(p.previewMs.map((v, i) => v + p.addMs[i])),
    };
  }
  if (raw.export) out.export = summariseExport(raw.export);
  if (raw.exportXlsx) out.exportXlsx = summariseExport(raw.exportXlsx);
  if (raw.import) out.import = summariseImport(raw.import);
  if (raw.importScale) {
    out.importScale = {
      rows: raw.importScale.rows,
      columns: raw.importScale.columns,
      existing: raw.importScale.existing,
      ...summaries(raw.importScale.samples),
      problems: [...new Set(raw.importScale.problems)],
      samples: rounded(raw.importScale.samples),
    };
  }
  if (raw.find) out.find = summariseFind(raw.find);
  if (raw.findKept) out.findKept = summariseKept(raw.findKept);
  if (raw.limits) {
    out.limits = {
      hugePageRows: raw.limits.hugePageRows,
      demoCreated: raw.limits.demoCreated,
      ...summaries(raw.limits.samples),
      samples: rounded(raw.limits.samples),
    };
  }
  return out;
}

const rounded = (samples) =>
  Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [k, v.map((x) => Math.round(x * 10) / 10)]),
  );

const summaries = (samples) =>
  Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summary(v)]));

function summariseRates(rows, samples, checks, problems, ideal) {
  return {
    rows,
    ...summaries(samples),
    idealRowsPerSecond: ideal === null ? null : Math.round(ideal * 10) / 10,
    checks,
    problems: [...new Set(problems)],
    samples: rounded(samples),
  };
}

function summariseImport(raw) {
  const p = raw.preview;
  const out = {
    rows: raw.rows,
    concurrency: raw.concurrency,
    preview: {
      ...summaries(p.samples),
      problems: [...new Set(p.problems)],
      samples: rounded(p.samples),
    },
    import: summariseRates(raw.rows, p.import, p.checks, [], null),
    throughput: {},
  };
  for (const [latency, r] of Object.entries(raw.throughput)) {
    const ideal = Number(latency) > 0 ? raw.concurrency / (Number(latency) / 1000) : null;
    out.throughput[latency] = summariseRates(r.rows, r.samples, r.checks, r.problems, ideal);
  }
  return out;
}

/** The issue's targets, checked on the medians. */
export function checkTargets(results) {
  const targets = [];
  const add = (label, value, target, met) => targets.push({ label, value, target, met });
  const lh = results.lighthouse;
  if (lh) {
    const perfTarget = { mobile: { demo: 96, live: 98 }, desktop: { demo: 100, live: 100 } };
    for (const preset of PRESETS) {
      for (const mode of MODES) {
        const r = lh[preset][mode];
        const min = perfTarget[preset][mode];
        add(
          `Lighthouse performance, ${preset}, ${mode}`,
          r.performance.median,
          `≥ ${min}`,
          r.performance.median >= min,
        );
        add(
          `Lighthouse accessibility, ${preset}, ${mode}`,
          r.accessibility.median,
          '100',
          r.accessibility.median === 100,
        );
        add(
          `Lighthouse best practices, ${preset}, ${mode}`,
          r.bestPractices.median,
          '100',
          r.bestPractices.median === 100,
        );
      }
    }
  }
  if (results.list) {
    for (const mode of MODES) {
      for (const latency of LATENCIES) {
        const v = results.list[mode][latency].nextPrefetchedMs.median;
        add(`Next page (prefetched) to paint, ${mode}, ${latency} ms mock`, v, '≤ 50 ms', v <= 50);
      }
      const q = results.requests[mode];
      add(`Requests per view, ${mode}`, q.perView.max, '1', q.perView.max === 1);
      add(
        `Requests per revisited view (within stale time), ${mode}`,
        q.revisit.max,
        '0',
        q.revisit.max === 0,
      );
    }
  }
  if (results.form) {
    const k = results.form.keystroke[500];
    add(
      'Keystroke to paint, 500 items (item value)',
      k.itemValue.median,
      '≤ 16 ms',
      k.itemValue.median <= 16,
    );
    add('Keystroke to paint, 500 items (title)', k.title.median, '≤ 16 ms', k.title.median <= 16);
  }
  const im = results.import;
  if (im) {
    const rows = im.rows.toLocaleString('en');
    const p = im.preview;
    add(
      `Import: ${rows}-row CSV chosen → preview painted, ms`,
      p.previewMs.median,
      '≤ 3000 ms',
      p.previewMs.median <= 3000,
    );
    add(
      `Import: longest main-thread task meanwhile, ms`,
      p.longestTaskMs.median < 50 ? 'none ≥ 50' : p.longestTaskMs.median,
      '≤ 100 ms',
      p.longestTaskMs.median <= 100,
    );
    const growth = Math.max(p.heapAfterPreviewMb.median, p.heapAfterImportMb.median);
    add(`Import: JS heap growth for a ${rows}-row job, MB`, growth, '≤ 50 MB', growth <= 50);
    for (const [latency, t] of Object.entries(im.throughput)) {
      const v = t.rowsPerSecond.median;
      const all = t.checks.every((c) => c.entries === c.rows && c.twice === 0 && c.missing === 0);
      if (t.idealRowsPerSecond === null) {
        add(
          `Import throughput, concurrency ${im.concurrency}, ${latency} ms mock, rows/s`,
          v,
          '≥ 200',
          v >= 200 && all,
        );
      } else {
        const min = Math.round(t.idealRowsPerSecond * IMPORT_IDEAL_SHARE * 10) / 10;
        add(
          `Import throughput, concurrency ${im.concurrency}, ${latency} ms mock, rows/s`,
          v,
          `≥ ${min} (${Math.round(IMPORT_IDEAL_SHARE * 100)} % of ${im.concurrency} ÷ ${latency / 1000} s = ${t.idealRowsPerSecond})`,
          v >= min && all,
        );
      }
    }
  }
  const x = results.exportXlsx?.[0];
  if (x) {
    const entries = results.exportXlsx.entries.toLocaleString('en');
    add(`Export of ${entries} entries as XLSX, ms`, x.ms.median, '≤ 3000 ms', x.ms.median <= 3000);
    add(
      `Export as XLSX: longest main-thread task, ms`,
      x.longestTaskMs.median < 50 ? 'none ≥ 50' : x.longestTaskMs.median,
      '≤ 100 ms',
      x.longestTaskMs.median <= 100,
    );
  }
  if (results.find) targets.push(...findTargets(results.find));
  if (results.findKept) targets.push(...keptTargets(results.findKept));
  return targets;
}

// ---------- formatting ----------

function textTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function markdownTable(headers, rows, leftColumns = 1) {
  // Markup (the LCP element) shows as code, not as HTML that the page would swallow.
  const esc = (c) => (/^</.test(String(c)) ? `\`${String(c)}\`` : String(c).replace(/\|/g, '\\|'));
  return [
    `| ${headers.map(esc).join(' | ')} |`,
    `| ${headers.map((_, i) => (i < leftColumns ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

/** The same tables, for the terminal and for the docs. */
function tables(results) {
  const out = [];
  const lh = results.lighthouse;
  if (lh) {
    const cols = PRESETS.flatMap((p) => MODES.map((m) => [p, m]));
    const row = (label, key, unit = '') => [
      label,
      ...cols.map(([p, m]) => fmt(lh[p][m][key], unit)),
    ];
    out.push({
      title: 'Lighthouse, signed-in entries screen (median of runs; min–max)',
      headers: ['', ...cols.map(([p, m]) => `${p} ${m}`)],
      rows: [
        row('performance', 'performance'),
        row('accessibility', 'accessibility'),
        row('best practices', 'bestPractices'),
        row('LCP, ms', 'lcpMs'),
        row('TBT, ms', 'tbtMs'),
        row('FCP, ms', 'fcpMs'),
        ['LCP element', ...cols.map(([p, m]) => lh[p][m].lcpElement ?? '—')],
      ],
    });
  }
  if (results.list) {
    const cols = LATENCIES.flatMap((l) => MODES.map((m) => [m, l]));
    const row = (label, key) => [label, ...cols.map(([m, l]) => fmt(results.list[m][l][key]))];
    out.push({
      title: 'Entries screen, ms from input to rows painted (median; min–max)',
      headers: ['', ...cols.map(([m, l]) => `${m}, mock +${l} ms`)],
      rows: [
        row('first load → first row', 'firstRowMs'),
        row('first contentful paint', 'fcpMs'),
        row('Next page, prefetched', 'nextPrefetchedMs'),
        row('Next page, not prefetched', 'nextNotPrefetchedMs'),
        row('change of folder', 'folderChangeMs'),
      ],
    });
    const q = results.requests;
    const t = results.transfer;
    const kb = (bytes) =>
      bytes === null || bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`;
    out.push({
      title: 'Requests and bytes',
      headers: ['', ...MODES],
      rows: [
        ['requests per view (max over views and runs)', ...MODES.map((m) => q[m].perView.max)],
        ['requests per revisited view (max)', ...MODES.map((m) => q[m].revisit.max)],
        [
          'views / requests per run',
          ...MODES.map((m) => `${q[m].viewsVisited} views, ${q[m].requestsPerRun.median} requests`),
        ],
        ['first load on the wire (all)', ...MODES.map((m) => kb(t[m]?.totalBytes))],
        ['first load on the wire (JS)', ...MODES.map((m) => kb(t[m]?.jsBytes))],
      ],
    });
  }
  if (results.sideBySide) out.push(sideBySideTable(results.sideBySide));
  if (results.form) {
    const k = results.form.keystroke;
    out.push({
      title:
        'Create form (demo), keystroke to paint, ms (median of per-run medians; min–max; worst key)',
      headers: ['', ...ITEM_COUNTS.map((c) => `${c} items`)],
      rows: [
        [
          'typing in the last item’s value',
          ...ITEM_COUNTS.map((c) => `${fmt(k[c].itemValue)}; ${k[c].itemValue.worstMs}`),
        ],
        [
          'typing in the title',
          ...ITEM_COUNTS.map((c) => `${fmt(k[c].title)}; ${k[c].title.worstMs}`),
        ],
      ],
    });
    const p = results.form.paste;
    out.push({
      title: `Paste ${p.items} items, ms (median; min–max)`,
      headers: ['', 'ms'],
      rows: [
        ['paste → preview painted', fmt(p.previewMs)],
        [`“Add ${p.items} items” → items painted`, fmt(p.addMs)],
        ['both', fmt(p.totalMs)],
      ],
    });
  }
  for (const e of [results.export, results.exportXlsx]) if (e) out.push(exportTable(e));
  if (results.import) out.push(...importTables(results.import));
  if (results.importScale) out.push(importScaleTable(results.importScale));
  if (results.find) out.push(...findTables(results.find));
  if (results.findKept) out.push(keptTable(results.findKept));
  return out;
}

const onceEach = (checks) => {
  const rows = checks[0]?.rows ?? 0;
  if (!checks.every((c) => c.entries === c.rows && c.twice === 0 && c.missing === 0))
    return `NOT once each: ${JSON.stringify(checks)}`;
  const creates = [...new Set(checks.map((c) => c.requests))];
  return `all, once each (${creates.map((n) => n.toLocaleString('en')).join(' or ')} creates for ${rows.toLocaleString('en')} rows)`;
};

/** The rows of a rate table, one column per import measured. */
function rateRows(columns) {
  const row = (label, cell) => [label, ...columns.map(cell)];
  return [
    row('rows created per second', (c) => fmt(c.rowsPerSecond)),
    row('ideal (concurrency ÷ latency), rows/s', (c) => c.idealRowsPerSecond ?? '—'),
    row('Start import → “Import finished.” painted, s', (c) => fmt(scale(c.ms, 1 / 1000))),
    row('of the lanes’ time, waiting for answers, %', (c) => fmt(c.waitShare)),
    row('the console’s own time per row, ms', (c) => fmt(c.ownMsPerRow)),
    row('the server’s time per create (median), ms', (c) => fmt(c.serverMs)),
    row('the page’s main thread busy per row (task time), ms', (c) => fmt(c.mainThreadMsPerRow)),
    row('CPU per row: the bench’s Node process (server and driver), ms', (c) =>
      fmt(c.nodeCpuMsPerRow),
    ),
    row('CPU per row: Chromium, all its processes, ms', (c) => fmt(c.chromiumCpuMsPerRow)),
    row('rows created on the server', (c) => onceEach(c.checks)),
  ];
}

function importTables(im) {
  const p = im.preview;
  const rows = im.rows.toLocaleString('en');
  const latencies = Object.keys(im.throughput);
  const task = (s) => (s.max !== null && s.max < 50 ? 'none ≥ 50 ms' : fmt(s));
  return [
    {
      title: `Import a ${rows}-row CSV (9 columns, with metadata), live mode from the bench server (median; min–max)`,
      headers: ['', 'value'],
      rows: [
        ['file chosen → preview painted, ms', fmt(p.previewMs)],
        ['longest main-thread task meanwhile, ms', task(p.longestTaskMs)],
        ['JS heap above the empty screen, after the preview, MB', fmt(p.heapAfterPreviewMb)],
        [
          `JS heap above the empty screen, after importing the ${rows} rows, MB`,
          fmt(p.heapAfterImportMb),
        ],
        ['the reader worker’s JS heap after the preview, MB', fmt(p.workerHeapAfterPreviewMb)],
      ],
    },
    {
      title: `Import throughput, ${im.concurrency} creates at a time, live mode from the bench server (median; min–max)`,
      headers: [
        '',
        `${rows} rows, mock +0 ms`,
        ...latencies.map(
          (l) => `${im.throughput[l].rows.toLocaleString('en')} rows, mock +${l} ms`,
        ),
      ],
      rows: rateRows([im.import, ...latencies.map((l) => im.throughput[l])]),
    },
  ];
}

function importScaleTable(sc) {
  const rows = sc.rows.toLocaleString('en');
  const task = (s) => (s.max !== null && s.max < 50 ? 'none ≥ 50 ms' : fmt(s));
  return {
    title: `Import at scale: ${rows} rows × ${sc.columns} columns, and a folder of ${sc.existing.toLocaleString('en')} entries read before the start, live mode from the bench server (median; min–max)`,
    headers: ['', 'value'],
    rows: [
      ['file chosen → first rows shown, ms', fmt(sc.firstRowsMs)],
      ['file chosen → every row checked (the counts painted), ms', fmt(sc.allCheckedMs)],
      ['longest main-thread task meanwhile, ms', task(sc.longestTaskMs)],
      ['JS heap above the empty screen, after the preview, MB', fmt(sc.heapMb)],
      ['the reader worker’s JS heap after the preview, MB', fmt(sc.workerHeapMb)],
      ['one column’s match changed → every row checked again, ms', fmt(sc.rematchMs)],
      ['longest main-thread task meanwhile, ms', task(sc.rematchLongestTaskMs)],
      [
        `Start import → Confirm import shown (the folder of ${sc.existing.toLocaleString('en')} entries read), ms`,
        fmt(sc.folderReadMs),
      ],
      ['list requests for that reading', fmt(sc.folderRequests)],
    ],
  };
}

const scale = (s, k) => {
  const r = (v) => (v === null ? null : Math.round(v * k * 10) / 10);
  return { ...s, median: r(s.median), min: r(s.min), max: r(s.max) };
};

function exportTable(e) {
  const latencies = e.latencies ?? LATENCIES;
  const cell = (latency, key, unit = '') => (e[latency][key] ? fmt(e[latency][key], unit) : '—');
  const row = (label, key) => [label, ...latencies.map((l) => cell(l, key))];
  return {
    title: `Export ${e.entries.toLocaleString('en')} entries as ${e.format.toUpperCase()}, live mode from the bench server, 100 per request (median; min–max)`,
    headers: ['', ...latencies.map((l) => `mock +${l} ms`)],
    rows: [
      row('entries per second', 'entriesPerSecond'),
      row('Start export → “Exported” painted, ms', 'ms'),
      row('of which waiting for answers, %', 'serverShare'),
      row('the console’s own time per page, ms', 'ownMsPerPage'),
      row('longest main-thread task, ms', 'longestTaskMs'),
      row('peak JS heap, MB', 'heapPeakMb'),
      row('peak JS heap above the idle dialog, MB', 'heapGrowthMb'),
      ['file size', ...latencies.map((l) => `${(e[l].fileBytes / 2 ** 20).toFixed(2)} MB`)],
    ],
  };
}

function targetRows(targets) {
  return targets.map((t) => [t.met ? 'met' : 'MISSED', t.label, t.value ?? '—', t.target]);
}

const TARGET_HEADERS = ['', 'measure', 'median', 'target'];

export function printReport(doc) {
  console.log(`\n${busyText(doc.environment)}`);
  for (const t of tables(doc.results)) {
    console.log(`\n${t.title}`);
    console.log(textTable(t.headers, t.rows));
  }
  console.log('\nTargets');
  console.log(textTable(TARGET_HEADERS, targetRows(doc.targets)));
  const missed = doc.targets.filter((t) => !t.met);
  console.log(
    missed.length
      ? `\n${missed.length} of ${doc.targets.length} targets missed.`
      : `\nAll ${doc.targets.length} targets met.`,
  );
}

function lostPointsMarkdown(results) {
  const lines = [];
  const lh = results.lighthouse;
  if (!lh) return lines;
  for (const preset of PRESETS) {
    for (const mode of MODES) {
      const lost = lh[preset][mode].lostPoints;
      if (lost.length === 0) continue;
      const items = lost
        .slice(0, 6)
        .map(
          (a) =>
            `\`${a.id}\` (${a.category}, ${a.displayValue ?? `score ${a.medianPoints}`}, −${a.medianPoints} in ${a.runs}/${lh[preset][mode].runs.length} runs)`,
        );
      lines.push(`- ${preset}, ${mode}: ${items.join('; ')}`);
    }
  }
  return lines;
}

function busyText(env) {
  const pct = (v) => `${Math.round(v * 100)} %`;
  const runs = env.cpuBusyBeforeRuns;
  if (!runs) return 'How busy the CPU was with other work: not known.';
  return `CPU busy with other work just before each run: median ${pct(runs.median)}, max ${pct(runs.max)} (${runs.runsOver25Percent} of ${runs.runs} runs over 25 %).`;
}

const when = (iso) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** When the tables were measured, when `--only` left some from earlier runs; else nothing. */
function partsText(doc) {
  const parts = Object.entries(doc.parts ?? {});
  const times = new Set(parts.map(([, p]) => p.measuredAt));
  if (times.size <= 1) return null;
  const groups = [...times].sort().map((time) => {
    const names = parts.filter(([, p]) => p.measuredAt === time).map(([name]) => name);
    const { runs, cpuBusyBeforeRuns } = doc.parts[names[0]];
    const busy = cpuBusyBeforeRuns
      ? `CPU busy before runs median ${Math.round(cpuBusyBeforeRuns.median * 100)} %, max ${Math.round(cpuBusyBeforeRuns.max * 100)} %`
      : 'CPU busy not known';
    return `${names.join(', ')}: ${when(time)}, ${runs} runs, ${busy}`;
  });
  return `The parts were measured at different times — ${groups.join('; ')}.`;
}

function markdownSection(doc) {
  const { results, environment: env } = doc;
  const dates = partsText(doc);
  const parts = [
    MARK_START,
    '',
    `Measured ${when(doc.generatedAt)} with \`npm run bench\`${dates ? ` (this run: ${doc.measured.join(', ')})` : ''} (${doc.settings.runs} runs each; ${doc.durationS} s): ` +
      `${env.cpus} × ${env.cpuModel}, Node ${env.node}, ${env.chromium}, Lighthouse ${env.lighthouse}. ` +
      busyText(env),
    '',
    ...(dates ? [dates, ''] : []),
  ];
  for (const t of tables(results)) {
    parts.push(`**${t.title}**`, '', markdownTable(t.headers, t.rows), '');
  }
  const lost = lostPointsMarkdown(results);
  if (lost.length) {
    parts.push(
      '**Where Lighthouse points were lost** (audit, its value, points off the category):',
      '',
      ...lost,
      '',
    );
  }
  parts.push(
    '**Targets** (checked on the medians)',
    '',
    markdownTable(TARGET_HEADERS, targetRows(doc.targets), 2),
    '',
  );
  if (results.form) {
    parts.push(
      '![Keystroke to paint against the number of metadata items](keystroke-latency.svg)',
      '',
    );
  }
  parts.push(MARK_END);
  return parts.join('\n');
}

export function writeDocs(doc, path) {
  const section = markdownSection(doc);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + MARK_END.length)
      : `${current.trimEnd()}\n\n## Latest figures\n\n${section}\n`;
  writeFileSync(path, next);
}

/** A small line chart: keystroke to paint (median, min–max bars) against items, log scale. */
export function keystrokeChart(keystroke) {
  const W = 560;
  const H = 300;
  const m = { left: 56, right: 150, top: 28, bottom: 46 };
  const series = [
    { key: 'itemValue', label: 'last item’s value', colour: '#2563eb', dash: '' },
    { key: 'title', label: 'title', colour: '#9333ea', dash: '5 4' },
  ];
  const target = 16;
  const top = Math.max(
    32,
    ...ITEM_COUNTS.flatMap((c) => series.map((s) => keystroke[c][s.key].max ?? 0)),
  );
  const yMax = Math.ceil(top / 8) * 8;
  const x = (count) =>
    m.left +
    ((Math.log10(count) - Math.log10(5)) / (Math.log10(1000) - Math.log10(5))) *
      (W - m.left - m.right);
  const y = (ms) => H - m.bottom - (ms / yMax) * (H - m.top - m.bottom);
  const f = (v) => v.toFixed(1);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t d" font-family="system-ui, sans-serif" font-size="12">`,
    '<title id="t">Create form: keystroke to paint against the number of metadata items</title>',
    `<desc id="d">${ITEM_COUNTS.map(
      (c) =>
        `${c} items: value ${keystroke[c].itemValue.median} ms, title ${keystroke[c].title.median} ms`,
    ).join('; ')}. Target ${target} ms.</desc>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
  ];
  const step = yMax <= 48 ? 8 : yMax <= 96 ? 16 : Math.ceil(yMax / 6 / 8) * 8;
  for (let v = 0; v <= yMax; v += step) {
    out.push(
      `<line x1="${m.left}" x2="${W - m.right}" y1="${f(y(v))}" y2="${f(y(v))}" stroke="#e5e7eb"/>`,
      `<text x="${m.left - 8}" y="${f(y(v) + 4)}" text-anchor="end" fill="#374151">${v}</text>`,
    );
  }
  for (const c of ITEM_COUNTS) {
    out.push(
      `<text x="${f(x(c))}" y="${H - m.bottom + 18}" text-anchor="middle" fill="#374151">${c}</text>`,
    );
  }
  out.push(
    `<text x="${f((m.left + W - m.right) / 2)}" y="${H - 8}" text-anchor="middle" fill="#111827">metadata items (log scale)</text>`,
    `<text transform="translate(16 ${f((m.top + H - m.bottom) / 2)}) rotate(-90)" text-anchor="middle" fill="#111827">ms, keydown to paint</text>`,
    `<line x1="${m.left}" x2="${W - m.right}" y1="${f(y(target))}" y2="${f(y(target))}" stroke="#dc2626" stroke-dasharray="3 3"/>`,
    `<text x="${W - m.right + 8}" y="${f(y(target) + 4)}" fill="#dc2626">target ${target} ms</text>`,
  );
  series.forEach((s, i) => {
    const offset = (i - 0.5) * 6;
    const points = ITEM_COUNTS.map((c) => [x(c) + offset, keystroke[c][s.key]]);
    out.push(
      `<polyline fill="none" stroke="${s.colour}" stroke-width="2" stroke-dasharray="${s.dash}" points="${points
        .map(([px, v]) => `${f(px)},${f(y(v.median))}`)
        .join(' ')}"/>`,
    );
    for (const [px, v] of points) {
      out.push(
        `<line x1="${f(px)}" x2="${f(px)}" y1="${f(y(v.min))}" y2="${f(y(v.max))}" stroke="${s.colour}" stroke-width="1.5"/>`,
        `<circle cx="${f(px)}" cy="${f(y(v.median))}" r="3.5" fill="${s.colour}"/>`,
      );
    }
    const ly = m.top + 6 + i * 20;
    out.push(
      `<line x1="${W - m.right + 8}" x2="${W - m.right + 30}" y1="${ly}" y2="${ly}" stroke="${s.colour}" stroke-width="2" stroke-dasharray="${s.dash}"/>`,
      `<text x="${W - m.right + 36}" y="${ly + 4}" fill="#111827">${s.label}</text>`,
    );
  });
  out.push(
    `<text x="${W - m.right + 8}" y="${m.top + 52}" fill="#6b7280">dot: median of runs</text>`,
    `<text x="${W - m.right + 8}" y="${m.top + 68}" fill="#6b7280">bar: min–max</text>`,
    '</svg>',
  );
  return `${out.join('\n')}\n`;
}
