// Debian's Chromium, headless, with a fresh profile and no traffic beyond loopback; plus the
// script every bench page gets before the app loads: the session token, the demo store's
// settings, a seeded draft, and (when asked) the probes the timings read.
/* global window, document, location, requestAnimationFrame, MutationObserver, indexedDB */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export const CHROME = CHROMIUM_PATH;
export const DEMO_TOKEN = 'demo-token-2026';
export const KEYS = {
  token: 'registry-console:token',
  demoDb: 'registry-console:demo-db',
  draft: 'registry-console:create-draft',
};

const FLAGS = [
  ...CHROMIUM_FLAGS,
  '--no-default-browser-check',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--mute-audio',
  // Belt and braces: no name resolves, so nothing but the loopback address can be reached.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/**
 * `networkEvents: false` leaves the DevTools network domain off (puppeteer turns it on for every
 * page): with it on, every request is reported to the bench in several events, which costs
 * Chromium and the bench's own process CPU per request that a person's browser never spends.
 * Nothing here listens to those events; the import bench turns them off, as it sends thousands.
 */
export async function launchChromium({ networkEvents = true } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'registry-console-bench-'));
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    networkEnabled: networkEvents,
    userDataDir,
    defaultViewport: null,
    args: [...FLAGS, '--window-size=1350,940'],
  });
  return {
    browser,
    version: await browser.version(),
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The demo store as the app persists it, with the mock's latency for this measurement. */
export function demoDb(latencyMs, anchor) {
  return { anchor, settings: { latencyMs, failureRate: 0, failureKinds: [] } };
}

/**
 * Runs in the page before any of the app's scripts, on every document of `origin`.
 * Serialised by puppeteer: it must not use anything from this module.
 */
function benchInit({ origin, token, db, draft, probes }) {
  if (location.origin !== origin) return;
  try {
    if (token && !sessionStorage.getItem('registry-console:token'))
      sessionStorage.setItem('registry-console:token', token);
    if (db && !localStorage.getItem('registry-console:demo-db')) {
      const { created = [], ...small } = db;
      localStorage.setItem('registry-console:demo-db', JSON.stringify(small));
      // Created entries go where the demo keeps them, before the demo opens its database.
      const open = indexedDB.open('registry-console-demo', 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('entries', { keyPath: 'id' });
        open.result.createObjectStore('answers');
      };
      open.onsuccess = () => {
        const tx = open.result.transaction('entries', 'readwrite');
        for (const entry of created) tx.objectStore('entries').put(entry);
        tx.oncomplete = () => open.result.close();
      };
    }
    // Seeded once per tab: afterwards the form owns its draft.
    if (draft !== undefined && !sessionStorage.getItem('bench:draft-seeded')) {
      sessionStorage.setItem('bench:draft-seeded', '1');
      if (draft === null) sessionStorage.removeItem('registry-console:create-draft');
      else sessionStorage.setItem('registry-console:create-draft', JSON.stringify(draft));
    }
  } catch {
    // Storage unavailable: the page shows sign-in and the measurement fails loudly.
  }
  if (!probes) return;

  /** Calls back with the time just after the next frame is painted. */
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });

  const bench = {
    /** Every API request the app made: the URL, when, and whether it was held. */
    requests: [],
    inFlight: 0,
    lastSettled: 0,
    /** A RegExp source: matching API requests wait until release(). */
    holdPattern: null,
    held: [],
    firstRowAt: null,
    armed: null,
    release() {
      bench.holdPattern = null;
      for (const resume of bench.held.splice(0)) resume();
    },
    /**
     * Arms one measurement: it starts at the first trusted `startOn` event and ends after the
     * paint that follows `paintOn` (an event), or that follows the DOM satisfying `until`.
     */
    arm({ startOn, paintOn = null, until = null, releaseOnStart = false, timeoutMs = 15000 }) {
      const armed = { startOn, paintOn, until, releaseOnStart, inputAt: null, done: false };
      armed.result = new Promise((resolve, reject) => {
        const finish = () => {
          if (armed.done) return;
          armed.done = true;
          observer.disconnect();
          clearTimeout(timer);
          afterPaint((t) => resolve(t - armed.inputAt));
        };
        armed.check = () => {
          if (armed.inputAt === null || armed.done || !armed.until) return;
          if (armed.until()) finish();
        };
        armed.finish = finish;
        const observer = new MutationObserver(armed.check);
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          armed.done = true;
          reject(new Error(`no paint within ${timeoutMs} ms (started: ${armed.inputAt !== null})`));
        }, timeoutMs);
      });
      armed.result.catch(() => undefined);
      bench.armed = armed;
    },
  };
  window.__bench = bench;

  for (const type of ['keydown', 'click', 'input']) {
    window.addEventListener(
      type,
      (event) => {
        const armed = bench.armed;
        if (!armed || armed.done || !event.isTrusted) return;
        if (armed.inputAt === null && type === armed.startOn) {
          armed.inputAt = event.timeStamp;
          if (armed.releaseOnStart) bench.release();
          // In case the change happened with no mutation to observe.
          setTimeout(armed.check, 0);
        }
        if (armed.inputAt !== null && type === armed.paintOn) armed.finish();
      },
      true,
    );
  }

  const realFetch = window.fetch.bind(window);
  window.fetch = function benchFetch(input, init) {
    const url = String(typeof input === 'object' && 'url' in input ? input.url : input);
    if (!url.includes('/api/v1/')) return realFetch(input, init);
    const entry = { url, at: performance.now(), held: false, settledAt: null };
    bench.requests.push(entry);
    bench.inFlight += 1;
    let response;
    if (bench.holdPattern && new RegExp(bench.holdPattern).test(url)) {
      entry.held = true;
      response = new Promise((resume) => bench.held.push(resume)).then(() =>
        realFetch(input, init),
      );
    } else {
      response = realFetch(input, init);
    }
    const settle = () => {
      bench.inFlight -= 1;
      entry.settledAt = bench.lastSettled = performance.now();
    };
    response.then(settle, settle);
    return response;
  };

  // First load: the first real row of the entries table, painted.
  const rows = new MutationObserver(() => {
    if (document.querySelector('table[aria-label="Entries"] tbody tr:not(.skeleton-row)')) {
      rows.disconnect();
      afterPaint((t) => {
        bench.firstRowAt = t;
      });
    }
  });
  rows.observe(document, { subtree: true, childList: true });
}

/**
 * A page in a context of its own (no cache, storage or service worker shared with another run),
 * signed in before the app loads.
 */
export async function openPage(browser, { contextOptions, ...options }) {
  const context = await browser.createBrowserContext(contextOptions);
  const opened = await newPageIn(context, options);
  return { ...opened, close: () => context.close().catch(() => undefined) };
}

/** Another page in `context` (a second tab of the same browser profile), signed in the same way. */
export async function newPageIn(
  context,
  { origin, db, draft, probes = true, viewport = { width: 1280, height: 800 } },
) {
  const page = await context.newPage();
  if (viewport) await page.setViewport(viewport);
  await page.evaluateOnNewDocument(benchInit, { origin, token: DEMO_TOKEN, db, draft, probes });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return { page, problems, context };
}

/** Waits until no API request is in flight and none settled for `quietMs`. */
export async function settle(page, quietMs = 150, timeoutMs = 10000) {
  await page.waitForFunction(
    (quiet) =>
      window.__bench.inFlight === 0 && performance.now() - window.__bench.lastSettled >= quiet,
    { timeout: timeoutMs, polling: 25 },
    quietMs,
  );
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
