// The create form: keystroke to paint with 10, 100 and 500 metadata items (seeded as a draft,
// the way a restored draft arrives), and adding 100 items through "Paste items".
/* global window, document */
import { demoDb, openPage, sleep } from './browser.mjs';

export const ITEM_COUNTS = [10, 100, 500];
const KEYSTROKES = 12;
const PASTE_COUNT = 100;

function draftWith(count) {
  return {
    title: 'Benchmark entry',
    folder_id: 'finance',
    template: 'STORAGE',
    description: '',
    callback_url: '',
    data_encrypted: false,
    metadata: Array.from({ length: count }, (_, i) => ({
      type: 'TEXT',
      key: `key_${i + 1}`,
      value: `value ${i + 1}`,
      file: '',
      title: '',
    })),
  };
}

/** Focuses a field and makes sure it kept the focus (a late render could replace it). */
async function focusField(page, selector) {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.click(selector);
    await page.keyboard.press('End');
    await sleep(150);
    if (await page.$eval(selector, (el) => el === document.activeElement)) return;
  }
  throw new Error(`could not keep the focus in ${selector}`);
}

/** Waits until the page has had an idle moment, so typing starts on a settled form. */
const idle = (page) =>
  page.evaluate(
    () => new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );

/**
 * Types `count` characters into the field `selector`; each one timed from its keydown to the
 * paint after its input event.
 */
async function typeTimed(page, selector, count) {
  await focusField(page, selector);
  const times = [];
  let misses = 0;
  while (times.length < count) {
    if (!(await page.$eval(selector, (el) => el === document.activeElement))) {
      await focusField(page, selector);
    }
    await page.evaluate(() =>
      window.__bench.arm({ startOn: 'keydown', paintOn: 'input', timeoutMs: 5000 }),
    );
    await page.keyboard.type(String.fromCharCode(97 + (times.length % 26)));
    try {
      times.push(await page.evaluate(() => window.__bench.armed.result));
    } catch (error) {
      // A key that produced no input (the focus moved): refocus and type it again.
      if (++misses > 2) throw new Error(`typing in ${selector}: ${error.message}`);
      await focusField(page, selector);
    }
    // About a fast typist's pace between keys.
    await sleep(60);
  }
  return times;
}

async function openForm(browser, server, anchor, draft) {
  const session = await openPage(browser, {
    origin: server.url,
    db: demoDb(0, anchor),
    draft,
  });
  await session.page.goto(`${server.url}/entries/new`, { waitUntil: 'load' });
  await session.page.waitForSelector('#create-title', { timeout: 20000 });
  return session;
}

/** Per item count and run: every keystroke's time, in the last item's value and in the title. */
export async function measureKeystrokes({
  browser,
  server,
  anchor,
  runs,
  beforeRun = async () => {},
}) {
  const out = {};
  for (const count of ITEM_COUNTS) {
    const itemValue = [];
    const title = [];
    const problems = [];
    for (let run = 0; run < runs; run++) {
      await beforeRun();
      const session = await openForm(browser, server, anchor, draftWith(count));
      const { page } = session;
      try {
        await page.waitForFunction(
          (n) => document.querySelectorAll('.meta-item').length === n,
          { timeout: 30000 },
          count,
        );
        await sleep(300);
        await idle(page);
        itemValue.push(
          await typeTimed(page, '.meta-item:last-child .meta-content input', KEYSTROKES),
        );
        const titleId = await page.evaluate(
          () =>
            [...document.querySelectorAll('form.entry-form label')].find(
              (label) => label.textContent.trim() === 'Title',
            )?.htmlFor,
        );
        if (!titleId) throw new Error('no field labelled "Title" in the create form');
        await idle(page);
        title.push(await typeTimed(page, `[id="${titleId}"]`, KEYSTROKES));
        problems.push(...session.problems);
      } finally {
        await session.close();
      }
    }
    out[count] = { itemValue, title, problems };
  }
  return out;
}

/** "Paste items" with 100 key=value lines: paste to preview painted, and Add to rows painted. */
export async function measurePaste({ browser, server, anchor, runs, beforeRun = async () => {} }) {
  const text = Array.from({ length: PASTE_COUNT }, (_, i) => `pasted_${i + 1}=value ${i + 1}`).join(
    '\n',
  );
  const preview = [];
  const add = [];
  const problems = [];
  for (let run = 0; run < runs; run++) {
    await beforeRun();
    const session = await openForm(browser, server, anchor, null);
    const { page } = session;
    try {
      await sleep(300);
      await page.click('button::-p-text(Paste items)');
      await page.waitForSelector('dialog[open] textarea', { timeout: 5000 });
      await page.click('dialog[open] textarea');
      await page.evaluate(
        (n) =>
          window.__bench.arm({
            startOn: 'input',
            until: () =>
              document
                .querySelector('dialog[open]')
                ?.textContent.includes(`${n} items will be added`),
          }),
        PASTE_COUNT,
      );
      await page.keyboard.sendCharacter(text);
      preview.push(await page.evaluate(() => window.__bench.armed.result));
      await page.evaluate(
        (n) =>
          window.__bench.arm({
            startOn: 'click',
            until: () =>
              document.querySelectorAll('.meta-item').length === n &&
              !document.querySelector('dialog[open]'),
          }),
        PASTE_COUNT,
      );
      await page.click(`dialog[open] button::-p-text(Add ${PASTE_COUNT} items)`);
      add.push(await page.evaluate(() => window.__bench.armed.result));
      problems.push(...session.problems);
    } finally {
      await session.close();
    }
  }
  return { count: PASTE_COUNT, previewMs: preview, addMs: add, problems };
}
