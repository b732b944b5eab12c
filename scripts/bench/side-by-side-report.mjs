// The side-by-side part of the bench's results: the console in demo and live mode beside the
// naive reference app (bench/naive), its summary and its table (report.mjs calls these).
import { formatSummary as fmt, summary } from './stats.mjs';

/** The apps compared. The naive app starts the mock backend in its page, as demo mode does. */
export const APPS = [
  { id: 'demo', label: 'console demo', mode: 'demo', path: '/entries' },
  { id: 'live', label: 'console live', mode: 'live', path: '/entries' },
  { id: 'naive', label: 'naive reference', mode: 'demo', path: '/' },
];

const distinct = (values) => [...new Set(values)];
const rounded = (values) => values.map((v) => (v === null ? null : Math.round(v * 10) / 10));

function summariseApp({ lighthouse, loads }) {
  const lh = (key, digits) =>
    summary(
      lighthouse.map((r) => r[key]),
      digits,
    );
  const load = (key) => summary(loads.map((r) => r[key]));
  return {
    performance: lh('performance'),
    fcpMs: lh('fcpMs'),
    lcpMs: lh('lcpMs'),
    tbtMs: lh('tbtMs'),
    cls: lh('cls', 3),
    kb: summary(lighthouse.map((r) => r.bytes / 1024)),
    firstRowMs: load('firstRowMs'),
    longTasks: load('count'),
    longestTaskMs: load('longestMs'),
    blockingMs: load('blockingMs'),
    rowsShown: distinct(loads.map((r) => r.rows)),
    lcpInTable: lighthouse.filter((r) => r.lcpInTable).length,
    runs: lighthouse.length,
    lcpElements: distinct(lighthouse.map((r) => r.lcpElement)),
    problems: distinct(loads.flatMap((r) => r.problems)),
    samples: {
      performance: lighthouse.map((r) => r.performance),
      lcpMs: rounded(lighthouse.map((r) => r.lcpMs)),
      tbtMs: rounded(lighthouse.map((r) => r.tbtMs)),
      bytes: lighthouse.map((r) => r.bytes),
      firstRowMs: rounded(loads.map((r) => r.firstRowMs)),
      longTasks: loads.map((r) => r.count),
      blockingMs: rounded(loads.map((r) => r.blockingMs)),
    },
  };
}

export function summariseSideBySide(raw) {
  return Object.fromEntries(APPS.map((app) => [app.id, summariseApp(raw[app.id])]));
}

export function sideBySideTable(s) {
  const row = (label, cell) => [label, ...APPS.map((app) => cell(s[app.id]))];
  return {
    title:
      'Side by side: the console and the naive reference app (bench/naive), a first visit signed in, mock +0 ms, interleaved runs (median; min–max)',
    headers: ['', ...APPS.map((app) => app.label)],
    rows: [
      row('Lighthouse mobile: performance', (a) => fmt(a.performance)),
      row('Lighthouse mobile: FCP, ms', (a) => fmt(a.fcpMs)),
      row('Lighthouse mobile: LCP, ms', (a) => fmt(a.lcpMs)),
      row('Lighthouse mobile: TBT, ms', (a) => fmt(a.tbtMs)),
      row('Lighthouse mobile: CLS', (a) => fmt(a.cls)),
      row('Lighthouse mobile: bytes transferred, KB', (a) => fmt(a.kb)),
      row(
        'Lighthouse mobile: runs whose largest paint was in the table',
        (a) => `${a.lcpInTable} of ${a.runs}`,
      ),
      row('first rows painted (1280×800, no throttling), ms', (a) => fmt(a.firstRowMs)),
      row('rows in the first view', (a) => a.rowsShown.join(', ')),
      row('long tasks (> 50 ms) until the first row: count', (a) => fmt(a.longTasks)),
      row('longest task until the first row, ms', (a) => fmt(a.longestTaskMs)),
      row('blocking time until the first row (over 50 ms, summed), ms', (a) => fmt(a.blockingMs)),
    ],
  };
}
