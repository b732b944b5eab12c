/**
 * Starting an import against a real server on a loopback port that makes an entry for every
 * POST (it ignores idempotency keys, so a row sent twice shows as two entries): a double click
 * makes one job, a big file says what it is doing from the click on, and a second tab never
 * wipes or doubles the job the first tab runs.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, closeAfterTest } from './fixtures';
import { expectEachOnce, startAndConfirm } from './import-steps';
import { startFakeApi, type FakeApi } from './fake-api';
import { serveLiveBuild } from './loopback';
import { DEMO_TOKEN } from './fixtures';

const csv = (prefix: string, rows: number) =>
  Buffer.from(
    ['title,folder_id,template']
      .concat(Array.from({ length: rows }, (_, i) => `${prefix} ${i + 1},imports,STORAGE`))
      .join('\n'),
  );
const titles = (prefix: string, rows: number) =>
  Array.from({ length: rows }, (_, i) => `${prefix} ${i + 1}`);

/** The server holds each title's first POST `slowMs`, so an import of 40 rows takes a while. */
async function withServer(
  page: Page,
  slowMs: number,
  run: (server: FakeApi, origin: string) => Promise<void>,
) {
  const server = await startFakeApi({
    keys: 'ignores',
    token: DEMO_TOKEN,
    faultRate: slowMs > 0 ? 1 : 0,
    faults: ['slow-then-store'],
    seed: 1,
    slowMs,
    maxFaultsPerEntry: 1,
  });
  const app = await serveLiveBuild(server.origin, {
    apiBaseUrl: server.origin,
    requestTimeoutMs: 5000,
    importConcurrency: 2,
  });
  try {
    await run(server, app.origin);
  } finally {
    closeAfterTest(page, app, server);
  }
}

async function preview(page: Page, name: string, buffer: Buffer, ready: string) {
  await page.getByLabel('Import file').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(page.getByText(ready)).toBeVisible();
}

test('Start import clicked twice, 5 and 120 ms apart, sends every row once; a big file says what it is doing from the click on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withServer(page, 0, async (server, origin) => {
    await signIn(page, `${origin}/entries/import`);
    for (const [gap, prefix] of [
      [5, 'Fast'],
      [120, 'Slow'],
    ] as const) {
      await preview(page, `${prefix}.csv`, csv(prefix, 40), '40 rows ready, 0 rows with problems');
      // A person's second click lands `gap` ms after the first, on the same button: ignored
      // if it is disabled by then, or gone (the job is showing). Start import asks first; the
      // question's answer is clicked twice too.
      await page.getByRole('button', { name: 'Start import' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm import' })
        .getByRole('button', { name: 'Create 40 entries' })
        .evaluate(
          (button: HTMLButtonElement, ms) =>
            new Promise<void>((resolve) => {
              button.click();
              setTimeout(() => {
                button.click();
                resolve();
              }, ms);
            }),
          gap,
        );
      await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 60_000 });
      expectEachOnce(
        server.entries.map((e) => e.title).filter((t) => t.startsWith(prefix)),
        titles(prefix, 40),
      );
      await page.getByRole('button', { name: 'Import another file' }).click();
    }
    expect(server.creates).toHaveLength(80);

    // A big file says what it is doing from the click on, with the button off.
    await preview(page, 'big.csv', csv('Big', 20_000), '20,000 rows ready');
    const start = page.getByRole('button', { name: 'Start import' });
    await startAndConfirm(page);
    await expect(page.getByText('Preparing 20,000 rows…')).toBeVisible();
    await expect(start).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Cancel import' }).click();
    await expect(page.getByText('Import cancelled.')).toBeVisible({ timeout: 30_000 });
  });
});

test('a second tab cannot start while the first imports the same file', async ({ page }) => {
  test.setTimeout(120_000);
  await withServer(page, 300, async (server, origin) => {
    const other = await page.context().newPage();
    const errors: string[] = [];
    other.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, `${origin}/entries/import`);
    await signIn(other, `${origin}/entries/import`);
    await preview(page, 'a.csv', csv('Tab A', 40), '40 rows ready');
    await preview(other, 'a.csv', csv('Tab A', 40), '40 rows ready');

    await startAndConfirm(page);
    await expect(page.getByText('Importing…')).toBeVisible();
    await startAndConfirm(other);
    await expect(other.getByRole('alert')).toHaveText(
      /^Not started: another tab is importing a\.csv right now\./,
    );
    await expect(
      other.getByText('This import is running in another tab.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(other);

    // Tab A is reloaded halfway: its job is still stored, and it is resumed to the end.
    await expect.poll(() => server.entries.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    await page.reload();
    await page.getByRole('button', { name: 'Resume import' }).click();
    await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 60_000 });
    expectEachOnce(
      server.entries.map((e) => e.title),
      titles('Tab A', 40),
    );
    expect(errors).toEqual([]);
    await other.close();
  });
});
