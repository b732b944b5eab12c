/**
 * Import against a real server on a loopback port that honours idempotency keys and meets
 * faults where real ones happen (stores then drops the connection, 502/503/504, slow first
 * attempts), with a reload halfway: every ready row ends up created exactly once.
 */
import { DEMO_TOKEN, expect, test, closeAfterTest } from './fixtures';
import {
  expectEachOnce,
  expectLostAnswers,
  importFigure,
  importWithReloadHalfway,
  progressBar,
} from './import-steps';
import { startFakeApi } from './fake-api';
import { serveLiveBuild } from './loopback';

const ROWS = 120;
const BAD = new Set([7, 60, 99]);

function csv(): Buffer {
  const lines = ['title,folder_id,template,meta:batch'];
  for (let n = 1; n <= ROWS; n++) {
    lines.push(BAD.has(n) ? `,imports,PASS,b` : `Loopback ${n},imports,STORAGE,b${n}`);
  }
  return Buffer.from(lines.join('\n'));
}

test('100+ rows through faults and a reload halfway: every ready row created exactly once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startFakeApi({
    keys: 'honours',
    token: DEMO_TOKEN,
    faultRate: 0.15,
    seed: 13,
    slowMs: 1200,
    maxFaultsPerEntry: 2,
  });
  // The build as deployed, live mode against the server (config.json names it, connect-src too).
  const config = { apiBaseUrl: server.origin, requestTimeoutMs: 2000, resendLostCreates: true };
  const app = await serveLiveBuild(server.origin, config);
  try {
    expectLostAnswers(page, 409, 502, 503, 504);
    await importWithReloadHalfway(
      page,
      app.origin,
      { name: 'loopback.csv', buffer: csv() },
      '117 rows ready, 3 rows with problems',
    );
    // A slow first attempt may still be storing: let every request end before counting.
    await expect.poll(() => server.working, { timeout: 10_000 }).toBe(0);

    const expected = Array.from({ length: ROWS }, (_, i) => i + 1)
      .filter((n) => !BAD.has(n))
      .map((n) => `Loopback ${n}`);
    expectEachOnce(
      server.entries.map((e) => e.title),
      expected,
    );
    expect(
      server.creates.some((c) => c.fault !== null),
      'faults were met',
    ).toBe(true);
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '117');
    await expect(importFigure(page, 'Created')).toHaveText('117');
    await expect(importFigure(page, 'Failed')).toHaveText('0');
  } finally {
    closeAfterTest(page, app, server);
  }
});
