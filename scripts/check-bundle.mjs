#!/usr/bin/env node
// Bundle budget over dist/ (the live build): the JavaScript and CSS a visit loads before the
// entries screen renders, gzipped and brotli'd. Fails when over budget or when anything of the
// demo is in it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { headersFor, parseHeadersFile, parseRedirectsFile, rewriteFor } from './static-host.mjs';
import { readChunkNames } from './chunk-names.mjs';
import { initialFiles } from './initial-files.mjs';

export const BUDGET = {
  // docs/decisions/016-first-load-budget-is-a-guard.md
  initialJsGzip: Number(process.env.BUDGET_JS_GZIP ?? 120 * 1024),
  initialJsTarget: 120 * 1024,
  cssGzip: Number(process.env.BUDGET_CSS_GZIP ?? 10 * 1024),
};

const dist = process.argv[2] ?? 'dist';
const { html, js: initial, css } = initialFiles(dist);

const size = (files) => {
  let raw = 0,
    gz = 0,
    br = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    br += brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gz, br };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (n) => `${n.toLocaleString('en')} bytes`;

const js = size(initial);
const styles = size(css);
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const lazy = assets.map((f) => `assets/${f}`).filter((f) => !initial.has(f));
const lazyRows = lazy.map((f) => ({ file: f, ...size([f]) })).sort((a, b) => b.gz - a.gz);

console.log('Bundle sizes (live mode, before the entries screen renders):');
console.log(
  `  initial JS  ${kb(js.raw).padStart(9)} raw  ${kb(js.gz).padStart(9)} gzip  ${kb(js.br).padStart(9)} brotli  (budget ${kb(BUDGET.initialJsGzip)} gzip, target ${kb(BUDGET.initialJsTarget)})`,
);
console.log(
  `  CSS         ${kb(styles.raw).padStart(9)} raw  ${kb(styles.gz).padStart(9)} gzip  ${kb(styles.br).padStart(9)} brotli  (budget ${kb(BUDGET.cssGzip)} gzip)`,
);
console.log('Loaded later, only when needed:');
const chunkName = readChunkNames(dist);
for (const row of lazyRows) {
  const name = chunkName[row.file] ? ` (${chunkName[row.file]})` : '';
  console.log(`  ${(row.file + name).padEnd(48)} ${kb(row.gz).padStart(9)} gzip`);
}

const problems = [];
if (js.gz > BUDGET.initialJsGzip)
  problems.push(
    `initial JS is ${kb(js.gz)} gzip (${bytes(js.gz)}), over the ${kb(BUDGET.initialJsGzip)} budget (${bytes(BUDGET.initialJsGzip)})`,
  );
if (styles.gz > BUDGET.cssGzip)
  problems.push(`CSS is ${kb(styles.gz)} gzip, over the ${kb(BUDGET.cssGzip)} budget`);
for (const f of initial) {
  const code = readFileSync(join(dist, f), 'utf8');
  // Naming the worker's file is fine (live mode removes a leftover one); registering it is not.
  if (/register\(\s*["'`][^"'`]*mockServiceWorker|\[MSW\]|msw\/browser/.test(code))
    problems.push(`${f} loads before the first render and contains msw code`);
}
// The import's parser (PapaParse), virtual list, IndexedDB wrapper and worker load only with its
// screen. Each marker must also turn up in a lazily loaded file, so that a library update that
// renames it cannot turn this check into one that always passes.
const IMPORT_ONLY = [
  ['PapaParse', /MissingQuotes/],
  ['TanStack Virtual', /data-index/],
  ['idb', /IDBCursor|objectStoreNames/],
  ['the import worker', /parse-worker-[\w-]*\.js/],
];
// Search: its screen part and the index worker load after the list, never before it.
const FIND_ONLY = [
  ['the search', /Index all entries/],
  ['the index worker', /index-worker-[\w-]*\.js/],
];
// The spreadsheet writer (SheetJS, in its worker, or in the page without workers) loads when a
// workbook is written, never before.
const SPREADSHEET_ONLY = [
  ['SheetJS', /Text length must not exceed 32767/],
  ['the spreadsheet writer worker', /xlsx-worker-[\w-]*\.js/],
];
const LAZY_ONLY = [...IMPORT_ONLY, ...FIND_ONLY, ...SPREADSHEET_ONLY];
const lazyCode = lazy.map((f) => readFileSync(join(dist, f), 'utf8'));
for (const f of initial) {
  const code = readFileSync(join(dist, f), 'utf8');
  for (const [name, pattern] of LAZY_ONLY) {
    if (pattern.test(code))
      problems.push(`${f} loads before the first render and contains ${name}`);
  }
}
for (const [name, pattern] of LAZY_ONLY) {
  if (!lazyCode.some((code) => pattern.test(code)))
    problems.push(
      `no lazily loaded file holds ${name} (${pattern}): the check above would prove nothing`,
    );
}
if (!assets.some((f) => /^index-worker-/.test(f))) {
  problems.push('no index worker (index-worker-*.js) in the build: search would have no index');
}
if (!assets.some((f) => /^parse-worker-/.test(f))) {
  problems.push(
    'no import worker (parse-worker-*.js) in the build: the import could not read files',
  );
}
// The live build holds nothing of the demo (docs/decisions/019-two-builds.md): no msw, no mock
// backend or seed, no demo token, no service worker of the demo's.
const DEMO_ONLY = [
  ['msw', /\[MSW\]|msw\/browser/],
  ['the mock backend and its seed', /Quarterly VAT return|Trademark filing/],
  ['the demo token and its hint', /demo-token-2026|Use demo token/],
];
const everyFile = (dir) =>
  readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? everyFile(join(dir, e.name)) : [join(dir, e.name)],
  );
for (const f of everyFile('.')) {
  if (/mockServiceWorker\.js$/.test(f))
    problems.push(`${f}: the demo's service worker is in ${dist}`);
  const code = readFileSync(join(dist, f), 'utf8');
  for (const [name, pattern] of DEMO_ONLY) {
    if (pattern.test(code)) problems.push(`${f} holds ${name}: it belongs to the demo build only`);
  }
}
if (
  /<script(?![^>]*\bsrc=)[^>]*>/.test(html) ||
  /<style[\s>]/.test(html) ||
  /\sstyle="/.test(html)
) {
  problems.push(
    'index.html has inline script or style: a strict Content-Security-Policy would block it',
  );
}
// The static-host files docs/deploy.md describes ship with the build and say what it says.
const shipped = (name) =>
  existsSync(join(dist, name)) ? readFileSync(join(dist, name), 'utf8') : null;
const headersText = shipped('_headers');
if (headersText === null) problems.push('_headers is missing from the build (public/_headers)');
else {
  const headers = headersFor(parseHeadersFile(headersText), '/');
  const csp = headers['Content-Security-Policy'] ?? '';
  for (const directive of ["default-src 'none'", "script-src 'self'", "frame-ancestors 'none'"]) {
    if (!csp.includes(directive)) problems.push(`_headers: the CSP for /* lacks ${directive}`);
  }
  if (headers['X-Content-Type-Options'] !== 'nosniff')
    problems.push('_headers: /* lacks X-Content-Type-Options: nosniff');
  if (!headers['Referrer-Policy']) problems.push('_headers: /* lacks a Referrer-Policy');
}
const redirectsText = shipped('_redirects');
const fallback = redirectsText && rewriteFor(parseRedirectsFile(redirectsText), '/entries/new');
if (fallback?.to !== '/index.html' || fallback.status !== 200)
  problems.push('_redirects does not answer unknown paths with /index.html (200)');
if (problems.length) {
  for (const p of problems) console.error(`FAIL: ${p}`);
  process.exit(1);
}
console.log(
  `Bundle budget: passed (initial JS ${kb(js.gz)} of ${kb(BUDGET.initialJsGzip)} gzip, ${bytes(BUDGET.initialJsGzip - js.gz)} to spare; CSS ${kb(styles.gz)} of ${kb(BUDGET.cssGzip)}).`,
);
