#!/usr/bin/env node
// A first visit to the sign-in screen, in both builds, as someone new meets it: a fresh browser
// profile (empty cache, no service worker), signed out, over a slow 4G-like link (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up) with the CPU slowed 4×, and again unthrottled. Per
// visit: the first contentful paint (before it the page is blank), the frame that shows the
// sign-in card, the frame whose `Access token` field takes typing, and the bytes that arrived
// before each. Builds first: `npm run build && npm run build:demo`; serves each as the browser
// tests do (`vite preview`, the shipped headers).
//
//   node scripts/bench/first-visit.mjs [--runs 3] [--port 5203] [--live dist] [--demo dist-demo]
/* global document, requestAnimationFrame, MutationObserver, window */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '5203' },
    // Other builds to time (another commit's, built elsewhere).
    live: { type: 'string', default: 'dist' },
    demo: { type: 'string', default: 'dist-demo' },
  },
});
const SLOW_4G = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const LINKS = [
  { name: 'slow 4G, CPU 4×', network: SLOW_4G, cpu: 4 },
  { name: 'unthrottled', network: null, cpu: 1 },
];

/** Serves a build with `vite preview`; the live one with an API address, as a deploy has. */
async function serve(outDir, port) {
  const config = {
    indexOnSignIn: false,
    refreshSeconds: 0,
    apiBaseUrl: 'https://registry.example.com',
  };
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
      '--outDir',
      outDir,
    ],
    { env: { ...process.env, PREVIEW_CONFIG_JSON: JSON.stringify(config) }, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/favicon.svg`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (child.exitCode !== null) throw new Error(`vite preview of ${outDir} did not start`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { origin, close: () => (child.kill(), exited) };
}

// In the page, before anything of it runs: the frame each mark is first painted in.
function watch() {
  const marks = { fcp: null, card: null, field: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntriesByName('first-contentful-paint')) marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const at = (name) => requestAnimationFrame(() => (marks[name] ??= performance.now()));
  const look = () => {
    if (marks.card === null && document.querySelector('.sign-in-card')) at('card');
    const field = document.getElementById('access-token');
    if (marks.field === null && field && field.tagName === 'INPUT') at('field');
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  window.__firstVisit = marks;
}

async function visit(origin, link) {
  const profile = mkdtempSync(join(tmpdir(), 'first-visit-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watch);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (link.network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link.network });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpu });
    await page.goto(`${origin}/sign-in`);
    await page.waitForFunction(
      () => window.__firstVisit.field !== null && window.__firstVisit.fcp !== null,
      null,
      { timeout: 60000 },
    );
    return await page.evaluate(() => {
      const { fcp, field } = window.__firstVisit;
      // The card's frame can come before the stylesheet has: it shows in the first paint at best.
      const card = Math.max(window.__firstVisit.card, fcp);
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ];
      const bytesBy = (t, size) =>
        entries.filter((e) => e.responseEnd <= t).reduce((sum, e) => sum + e[size], 0);
      return {
        fcp,
        card,
        field,
        sentAtCard: bytesBy(card, 'transferSize'),
        filesAtCard: bytesBy(card, 'decodedBodySize'),
        sentAtField: bytesBy(field, 'transferSize'),
      };
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const kb = (bytes) => Math.round(bytes / 1024);
const port = Number(args.port);
const builds = [
  { name: `live (${args.live})`, dir: args.live },
  { name: `demo (${args.demo})`, dir: args.demo },
];
for (const build of builds) {
  const server = await serve(build.dir, port);
  try {
    for (const link of LINKS) {
      const runs = [];
      for (let i = 0; i < Number(args.runs); i++) runs.push(await visit(server.origin, link));
      const m = (key) => Math.round(median(runs.map((r) => r[key])));
      const range = (key) => runs.map((r) => Math.round(r[key])).join(' / ');
      console.log(
        `${build.name}, ${link.name}: first contentful paint ${m('fcp')} ms (${range('fcp')}), ` +
          `sign-in card ${m('card')} ms (${range('card')}) after ${kb(m('sentAtCard'))} KB (${kb(m('filesAtCard'))} KB unpacked), ` +
          `Access token field ${m('field')} ms (${range('field')}) after ${kb(m('sentAtField'))} KB`,
      );
    }
  } finally {
    await server.close();
  }
}
