#!/usr/bin/env node
// Should search use a library? A plain lower-case substring scan over 100,000 "id title"
// strings, against uFuzzy and MiniSearch on the same data: build time, heap, time per query, and
// whether each finds what a substring must (docs/decisions/009-search-is-a-plain-scan.md).
//
//   node --expose-gc scripts/bench/search-libraries.mjs [dir with node_modules of the libraries]
//
// The libraries are not dependencies of the console: install them anywhere
// (`npm install --prefix /tmp/libs @leeoniya/ufuzzy minisearch`) and pass that folder.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const N = 100_000;
const RUNS = 15;
const libs = process.argv[2] ? createRequire(join(resolve(process.argv[2]), 'x.js')) : null;
const load = (name) => {
  try {
    return libs?.(name) ?? null;
  } catch {
    // Not installed there: that library is left out of the table.
    return null;
  }
};

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const SUBJECTS = [
  'Payroll summary',
  'Supplier invoice',
  'Non-disclosure agreement',
  'Visitor badge',
  'Release signing key',
  'Campaign brief',
  'Lab notebook scan',
  'Quarterly VAT return',
];
const PEOPLE = ['Amelia Hart', 'Jürgen Müller', 'Zoë Laurent', 'Chen Wei', 'Priya Raghunathan'];
const hex = (n) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
const docs = Array.from({ length: N }, (_, i) => ({
  id: `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
  title: `${pick(SUBJECTS)} ${2020 + (i % 7)}-${String(1 + (i % 12)).padStart(2, '0')} — ${pick(PEOPLE)}`,
}));
const target = docs[N - 7];
const QUERIES = [
  'payroll',
  'roll',
  'jür',
  'ürgen',
  target.id.slice(-4),
  target.id.slice(9, 17),
  'zzzz',
];

const fold = (text) => text.normalize('NFC').toLowerCase();
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
function time(fn) {
  const samples = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    result = fn();
    samples.push(performance.now() - t);
  }
  return { ms: median(samples), result };
}

const engines = [
  {
    name: 'plain scan',
    build: () => docs.map((d) => `${fold(d.id)}\u0000${fold(d.title)}`),
    query: (hay, q) => {
      const needle = fold(q);
      const out = [];
      for (let i = 0; i < hay.length; i++) if (hay[i].includes(needle)) out.push(i);
      return out;
    },
  },
];
const UFuzzy = load('@leeoniya/ufuzzy');
if (UFuzzy)
  engines.push({
    name: 'uFuzzy (substring mode)',
    build: () => ({
      uf: new UFuzzy({ intraMode: 0, intraIns: 0, interIns: 0, unicode: true, interSplit: '\\s+' }),
      hay: docs.map((d) => `${d.id} ${d.title}`),
    }),
    query: ({ uf, hay }, q) => uf.filter(hay, q) ?? [],
  });
const MiniSearch = load('minisearch');
if (MiniSearch)
  engines.push({
    name: 'MiniSearch (prefix)',
    build: () => {
      const ms = new MiniSearch({ fields: ['id', 'title'], idField: 'n', storeFields: [] });
      ms.addAll(docs.map((d, n) => ({ n, ...d })));
      return ms;
    },
    query: (ms, q) => ms.search(q, { prefix: true, combineWith: 'AND' }).map((r) => r.id),
  });

const truth = new Map(QUERIES.map((q) => [q, engines[0].query(engines[0].build(), q).length]));
console.log(`${N.toLocaleString()} entries; median of ${RUNS} runs per query`);
for (const engine of engines) {
  const before = heapMb();
  const t = performance.now();
  const index = engine.build();
  const buildMs = performance.now() - t;
  const heap = heapMb() - before;
  console.log(`\n${engine.name}: build ${buildMs.toFixed(0)} ms, heap +${heap.toFixed(1)} MB`);
  for (const q of QUERIES) {
    const { ms, result } = time(() => engine.query(index, q));
    const want = truth.get(q);
    const note = result.length === want ? 'all' : `MISSES ${want - result.length}`;
    console.log(
      `  ${JSON.stringify(q).padEnd(12)} ${ms.toFixed(2).padStart(7)} ms  ${String(result.length).padStart(6)} found (${note})`,
    );
  }
  if (!globalThis.gc) console.log('  (run with node --expose-gc for heap figures)');
}
