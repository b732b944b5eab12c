// The console at its limits, timed: a list page of 100,000 rows for a limit of 10 (from the
// navigation to the first row painted, then how long the page takes to answer), the longest
// main-thread task while each hostile import file is read, and one create in the demo once it
// holds 10,000 created entries. The browser tests check what these do; the figures are here.
/* global window, document */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileFiles } from '../../test/e2e/hostile-files.mjs';
import { demoDb, DEMO_TOKEN, openPage, settle } from './browser.mjs';
import { openImport } from './import.mjs';

export const HUGE_PAGE_ROWS = 100_000;
export const DEMO_CREATED = 10_000;

function hugeListBody() {
  const items = Array.from({ length: HUGE_PAGE_ROWS }, (_, i) => ({
    id: `live-${i + 1}`,
    title: `Live entry ${i + 1}`,
    type: 'STORAGE',
    status: 'ACTIVE',
    created_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
  }));
  const pagination = { total: HUGE_PAGE_ROWS, per_page: 10, current_page: 1, last_page: 10_000 };
  return JSON.stringify({
    message: 'OK',
    data: { items, pagination: { ...pagination, has_more_pages: true } },
  });
}

/** Navigation to the first row painted, with every list answer 100,000 rows long. */
async function hugePage(browser, server, body) {
  const session = await openPage(browser, { origin: server.url });
  const { page } = session;
  try {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/registry/list')) {
        void request.respond({ status: 200, contentType: 'application/json', body });
      } else void request.continue();
    });
    await page.goto(`${server.url}/entries`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench.firstRowAt !== null, { timeout: 60000 });
    const firstRowMs = await page.evaluate(() => window.__bench.firstRowAt);
    const started = Date.now();
    await page.evaluate(() => 1);
    return { firstRowMs, answerMs: Date.now() - started };
  } finally {
    await session.close();
  }
}

/** The longest task on the import screen while each hostile file is read, by file name. */
async function hostileLongestTasks(browser, server) {
  const dir = mkdtempSync(join(tmpdir(), 'registry-console-hostile-'));
  const session = await openImport(browser, server);
  const { page } = session;
  const longest = {};
  try {
    for (const [index, file] of hostileFiles().entries()) {
      const path = join(dir, file.name);
      writeFileSync(path, file.buffer);
      await page.evaluate(() => (window.__longTasks = []));
      await (await page.$('input#import-file')).uploadFile(path);
      if (index > 0) {
        const replace = await page.waitForSelector('::-p-text(Replace file)', { timeout: 10000 });
        await replace.click();
      }
      await page.waitForFunction(
        (text) => document.body.textContent.includes(text),
        { timeout: 60000, polling: 50 },
        file.outcome,
      );
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      longest[file.name] = await page.evaluate(() =>
        Math.max(0, ...window.__longTasks.map((t) => t.duration)),
      );
    }
    return longest;
  } finally {
    await session.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The demo's store with `count` created entries, put in its database before the app starts. */
function demoWithCreated(anchor, count) {
  const created = Array.from({ length: count }, (_, i) => {
    const at = new Date(anchor - 3_600_000 + i).toISOString();
    return {
      title: `Moved ${i + 1}`,
      folder_id: 'bulk',
      template: 'PASS',
      metadata: [],
      data_encrypted: false,
      id: `moved-${String(i + 1).padStart(5, '0')}-0000-4000-8000-000000000000`,
      type: 'PASS',
      status: 'ACTIVE',
      created_at: at,
    };
  });
  return { ...demoDb(0, anchor), created };
}

/** One create through the demo's API (service worker, handler, IndexedDB) after 10,000. */
async function demoCreateAfter(browser, server, anchor, run) {
  const session = await openPage(browser, {
    origin: server.url,
    db: demoWithCreated(anchor, DEMO_CREATED),
  });
  const { page } = session;
  try {
    await page.goto(`${server.url}/entries?folder_id=bulk`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench.firstRowAt !== null, { timeout: 60000 });
    // The folder shows all of them before the create is timed.
    await page.waitForFunction(() => /\b10[,.]000 entries\b/.test(document.body.textContent), {
      timeout: 60000,
    });
    await settle(page);
    const answer = await page.evaluate(
      async (token, key) => {
        const started = performance.now();
        const response = await fetch('/api/v1/registry/create', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
          },
          body: JSON.stringify({ title: key, folder_id: 'bulk', template: 'PASS', metadata: [] }),
        });
        return { status: response.status, ms: performance.now() - started };
      },
      DEMO_TOKEN,
      `bench-after-${run}`,
    );
    if (answer.status !== 201) throw new Error(`the create after 10,000 answered ${answer.status}`);
    return answer.ms;
  } finally {
    await session.close();
  }
}

export async function measureLimits({ browser, servers, anchor, runs, beforeRun, log }) {
  const samples = { hugePageFirstRowMs: [], hugePageAnswerMs: [], demoCreateAfterMs: [] };
  const hostile = {};
  const body = hugeListBody();
  for (let run = 0; run < runs; run++) {
    await beforeRun();
    const huge = await hugePage(browser, servers.live, body);
    samples.hugePageFirstRowMs.push(huge.firstRowMs);
    samples.hugePageAnswerMs.push(huge.answerMs);
    await beforeRun();
    for (const [name, ms] of Object.entries(await hostileLongestTasks(browser, servers.live))) {
      (hostile[name] ??= []).push(ms);
    }
    await beforeRun();
    samples.demoCreateAfterMs.push(await demoCreateAfter(browser, servers.demo, anchor, run));
    log(`limits run ${run + 1}/${runs} measured`);
  }
  for (const [name, ms] of Object.entries(hostile)) samples[`hostileLongestTaskMs ${name}`] = ms;
  return { hugePageRows: HUGE_PAGE_ROWS, demoCreated: DEMO_CREATED, samples };
}
