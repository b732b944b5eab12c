/**
 * Import against a loopback server that does NOT deduplicate by idempotency key (and a console
 * told not to resend lost answers), where answers are lost after the server stored the entry
 * (a 502 or 504 from a proxy, or no answer before the timeout) or before (a 503, a dropped
 * connection). No resend can be made safe by a key here: the console looks through the folder
 * once the other rows are done, with one walk for all rows in doubt, and sends again only the
 * rows the walk shows were not created; a reload halfway leaves more rows in doubt, resolved the
 * same way. Every row must exist on the server exactly once.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_TOKEN, expect, test, closeAfterTest } from './fixtures';
import {
  expectEachOnce,
  expectLostAnswers,
  importFigure,
  importWithReloadHalfway,
} from './import-steps';
import { startFakeApi, type CreateFault } from './fake-api';
import { serveLiveBuild } from './loopback';

const ROWS = 120;
const FOLDER = 'walked';
const title = (n: number) => `Walked ${n}`;

/** Every 6th row meets one of these, in turn (by the order the server first sees titles). */
const CYCLE: CreateFault[][] = [
  ['store-then-504'],
  ['store-then-hang'],
  ['unavailable-before'],
  ['store-then-502'],
  ['drop-before'],
  // Not there at the first walk, sent again, stored and its answer lost again.
  ['drop-before', 'store-then-504'],
];
const PLAN = Array.from({ length: ROWS }, (_, i) => (i % 6 === 2 ? CYCLE[((i / 6) | 0) % 6]! : []));

function csv(): Buffer {
  const lines = ['title,folder_id,template,meta:batch'];
  for (let n = 1; n <= ROWS; n++) lines.push(`${title(n)},${FOLDER},PASS,b${n}`);
  return Buffer.from(lines.join('\n'));
}

test('answers lost on a server without key support: one folder walk, every row exactly once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startFakeApi({
    keys: 'ignores',
    token: DEMO_TOKEN,
    faultRate: 0,
    seed: 1,
    slowMs: 0,
    plan: PLAN,
  });
  // A colleague's entry of the same title, made yesterday: not a candidate for row 3.
  server.plant({
    id: 'colleague-1',
    title: title(3),
    folder_id: FOLDER,
    type: 'PASS',
    status: 'ACTIVE',
    created_at: new Date(Date.now() - 24 * 3600_000).toISOString(),
  });
  const config = { apiBaseUrl: server.origin, requestTimeoutMs: 2000, resendLostCreates: false };
  const app = await serveLiveBuild(server.origin, config);
  try {
    expectLostAnswers(page, 502, 503, 504);
    // A reload while rows are being sent: those rows are in doubt too, and looked for.
    await importWithReloadHalfway(
      page,
      app.origin,
      { name: 'walked.csv', buffer: csv() },
      `${ROWS} rows ready`,
      // Row 3's title is already in the folder (the colleague's): sent all the same.
      { includeAlready: true },
    );

    // Every row once on the server (the colleague's older entry besides).
    const ours = server.entries.filter((e) => e.id !== 'colleague-1');
    expectEachOnce(
      ours.map((e) => e.title),
      Array.from({ length: ROWS }, (_, i) => title(i + 1)),
    );

    // A row stored before its answer was lost was never sent again: the walk found it.
    const posts = (t: string) => server.creates.filter((c) => c.title === t);
    const storedThenLost = server.creates.filter(
      (c) => c.result === 'stored' && c.fault !== null && c.fault.startsWith('store-then'),
    );
    expect(storedThenLost.length, 'answers lost after storing').toBe(14);
    for (const lost of storedThenLost) {
      expect(
        posts(lost.title).filter((c) => c.result === 'stored'),
        lost.title,
      ).toHaveLength(1);
      expect(posts(lost.title).at(-1), `${lost.title}: nothing sent after the stored one`).toBe(
        lost,
      );
    }
    // A row refused unheard (503) was sent again only after a walk showed it absent.
    const refused = server.creates.filter((c) => c.fault === 'unavailable-before');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect(posts(r.title).map((c) => c.result)).toEqual(['none', 'stored']);

    // The folder was read in pages of the largest size the config allows, newest first.
    const walks = server.requests
      .filter((r) => r.method === 'GET' && r.url.includes(`folder_id=${FOLDER}`))
      .map((r) => new URL(r.url, 'http://x').searchParams);
    expect(walks.length).toBeGreaterThan(0);
    for (const read of walks) {
      expect([read.get('limit'), read.get('order_by')]).toEqual(['100', '-created_at']);
    }

    await expect(importFigure(page, 'Created')).toHaveText(String(ROWS));
    await expect(importFigure(page, 'Failed')).toHaveText('0');

    // The report says which rows were found in the folder, with the server's ids.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    const report = await readFile((await (await downloadPromise).path())!, 'utf8');
    const found = report.split('\r\n').filter((line) => line.includes('Found in the folder'));
    // The rows whose answers the faults lost, and any the reload cut off after they were stored.
    expect(found.length).toBeGreaterThanOrEqual(storedThenLost.length);
    for (const line of found) {
      const [, rowTitle, , outcome, id] = line.split(',');
      expect(outcome).toBe('created');
      expect(ours.find((e) => e.title === rowTitle)?.id, rowTitle).toBe(id);
    }
  } finally {
    closeAfterTest(page, app, server);
  }
});
