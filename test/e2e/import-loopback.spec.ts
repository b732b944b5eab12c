/**
 * Import against a real server on a loopback port that honours idempotency keys and meets
 * faults where real ones happen (stores then drops the connection, 502/503/504, slow first
 * attempts), with a reload halfway: every ready row ends up created exactly once.
 */
import {
  DEMO_TOKEN,
  expect,
  expectConsoleErrors,
  expectFailedResponses,
  expectNetworkFailures,
  test,
} from './fixtures';
import { startKeyedServer } from './keyed-server';
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
  const server = await startKeyedServer({
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
    expectFailedResponses(page, 409, 502, 503, 504);
    expectNetworkFailures(page);
    expectConsoleErrors(
      page,
      /^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED|FAILED)$/,
    );
    await page.goto(`${app.origin}/entries/import`);
    await page.getByLabel('Access token').fill(DEMO_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByLabel('Import file')
      .setInputFiles({ name: 'loopback.csv', mimeType: 'text/csv', buffer: csv() });
    await expect(page.getByText('117 rows ready, 3 rows with problems')).toBeVisible();
    await page.getByRole('button', { name: 'Start import' }).click();

    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(50);
    await page.reload();
    await page.getByRole('button', { name: 'Resume import' }).click();
    await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 120_000 });
    // A slow first attempt may still be storing: let every request end before counting.
    await page.waitForTimeout(1500);

    const titles = server.entries.map((e) => e.title);
    const expected = Array.from({ length: ROWS }, (_, i) => i + 1)
      .filter((n) => !BAD.has(n))
      .map((n) => `Loopback ${n}`);
    expect(
      titles.filter((t, i) => titles.indexOf(t) !== i),
      'duplicates',
    ).toEqual([]);
    expect([...titles].sort()).toEqual([...expected].sort());
    expect(
      server.creates.some((c) => c.fault !== null),
      'faults were met',
    ).toBe(true);
    await expect(bar).toHaveAttribute('aria-valuenow', '117');
    const figure = (name: string) =>
      page
        .locator('.import-figures > div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd');
    await expect(figure('Created')).toHaveText('117');
    await expect(figure('Failed')).toHaveText('0');
  } finally {
    await app.close();
    await server.close();
  }
});
