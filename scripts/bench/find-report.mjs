// The find part of the bench's results: its summary, tables and targets (report.mjs calls these).
import { formatSummary as fmt, summary } from './stats.mjs';

const LATENCIES = [0, 150];

export function summariseFind(raw) {
  const out = { entries: raw.entries, searchEntries: raw.searchEntries, throughput: {} };
  for (const latency of LATENCIES) {
    const s = raw.throughput[latency];
    out.throughput[latency] = {
      entriesPerSecond: summary(s.entriesPerSecond),
      ms: summary(s.ms),
      longestTaskMs: summary(s.longestTaskMs),
      // Results measured before the trace was taken have none.
      longestTaskCpuMs: summary(s.longestTaskCpuMs ?? []),
    };
  }
  const s = raw.search;
  if (s.error) {
    out.search = { error: s.error };
    return out;
  }
  out.search = {
    keystrokeMs: summary(s.keystrokeMs),
    longestTaskMs: summary(s.longestTaskMs),
    tasksOver50: s.over50.reduce((a, b) => a + b, 0),
    longestTaskCpuMs: summary(s.longestTaskCpuMs ?? []),
    tasksOver50Cpu: (s.over50Cpu ?? []).reduce((a, b) => a + b, 0),
    indexHeapMb: Math.round(s.indexHeapMb * 10) / 10,
    indexSeconds: Math.round(s.indexSeconds * 10) / 10,
  };
  return out;
}

export function findTables(f) {
  const t = (latency, key) => fmt(f.throughput[latency][key]);
  const searchTable = f.search.error
    ? {
        title: `Search with ${f.searchEntries.toLocaleString('en')} indexed entries`,
        headers: ['', 'value'],
        rows: [['not measured', f.search.error]],
      }
    : null;
  return [
    {
      title: `Index all entries: ${f.entries.toLocaleString('en')} entries, live mode from the bench server, 100 per request (median; min–max)`,
      headers: ['', ...LATENCIES.map((l) => `mock +${l} ms`)],
      rows: [
        ['entries per second', ...LATENCIES.map((l) => t(l, 'entriesPerSecond'))],
        ['click → “Searching all … entries.” said, ms', ...LATENCIES.map((l) => t(l, 'ms'))],
        ['longest main-thread task meanwhile, ms', ...LATENCIES.map((l) => t(l, 'longestTaskMs'))],
        [
          'most CPU time of the thread in one task, ms',
          ...LATENCIES.map((l) => t(l, 'longestTaskCpuMs')),
        ],
      ],
    },
    searchTable ?? {
      title: `Search with ${f.searchEntries.toLocaleString('en')} indexed entries (median; min–max)`,
      headers: ['', 'value'],
      rows: [
        [
          `Index all entries of ${f.searchEntries.toLocaleString('en')} (mock +0 ms), s`,
          f.search.indexSeconds,
        ],
        ['heap the index takes (index worker, after GC), MB', f.search.indexHeapMb],
        [
          `keystroke → results painted, ms (${f.search.keystrokeMs.n} keys)`,
          fmt(f.search.keystrokeMs),
        ],
        ['longest main-thread task while typing, ms', fmt(f.search.longestTaskMs)],
        ['tasks over 50 ms while typing', f.search.tasksOver50],
        [
          'most CPU time of the thread in one task while typing, ms',
          fmt(f.search.longestTaskCpuMs),
        ],
        ['tasks with over 50 ms of CPU time while typing', f.search.tasksOver50Cpu ?? '—'],
      ],
    },
  ];
}

export function findTargets(f) {
  const targets = [];
  const add = (label, value, target, met) => targets.push({ label, value, target, met });
  const zero = f.throughput[0];
  add(
    'Index all entries, 0 ms mock, entries/s',
    zero.entriesPerSecond.median,
    '≥ 2000',
    zero.entriesPerSecond.median >= 2000,
  );
  for (const latency of LATENCIES) {
    const longest = f.throughput[latency].longestTaskMs.max;
    add(
      `Index all entries, ${latency} ms mock: longest task (max over runs), ms`,
      longest,
      '≤ 50',
      longest <= 50,
    );
    const cpu = f.throughput[latency].longestTaskCpuMs?.max;
    if (cpu !== null && cpu !== undefined)
      add(
        `Index all entries, ${latency} ms mock: the thread's own CPU time in its longest task, ms`,
        cpu,
        '≤ 50',
        cpu <= 50,
      );
  }
  if (f.search.error) return targets;
  add(
    `Search, ${f.searchEntries.toLocaleString('en')} entries: keystroke → results painted, ms`,
    f.search.keystrokeMs.median,
    '≤ 100',
    f.search.keystrokeMs.median <= 100,
  );
  add(
    'Search: longest task while typing (max over runs), ms',
    f.search.longestTaskMs.max,
    '≤ 50',
    f.search.longestTaskMs.max <= 50,
  );
  const cpu = f.search.longestTaskCpuMs?.max;
  if (cpu !== null && cpu !== undefined)
    add(
      "Search: the thread's own CPU time in its longest task while typing, ms",
      cpu,
      '≤ 50',
      cpu <= 50,
    );
  add('Search: heap the index takes, MB', f.search.indexHeapMb, '≤ 60', f.search.indexHeapMb <= 60);
  return targets;
}
