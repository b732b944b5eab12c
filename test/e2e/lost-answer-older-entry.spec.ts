/**
 * A lost answer is never taken for an older entry. The server (a loopback one that ignores
 * idempotency keys) does not let the page read its `Date` header, and the folder already holds
 * an entry of the same title and template, made minutes before. A create that fails with 500
 * (nothing stored) must never be reported created with that older entry's id; a create that was
 * stored and whose answer was lost (a 502 from a proxy) is found, with its new id. The import
 * judges by the folder as read just before the first send, so an entry someone else files while
 * `Confirm import` is on screen is never taken for a row's. (The form's `Check folder` on the
 * same server: src/features/create-entry/lost-answer-older-entry.test.tsx.)
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_TOKEN, expect, signIn, test, closeAfterTest } from './fixtures';
import { expectLostAnswers, importFigure } from './import-steps';
import { startFakeApi, type CreateFault, type FakeApi } from './fake-api';
import { serveLiveBuild } from './loopback';

const FOLDER = 'older-entries';

async function serverWithOlder(planByTitle: Record<string, CreateFault[]>, older = true) {
  const titles = older ? Object.keys(planByTitle) : [];
  const server = await startFakeApi({
    keys: 'ignores',
    token: DEMO_TOKEN,
    faultRate: 0,
    seed: 3,
    slowMs: 0,
    planByTitle,
    exposeDate: false,
  });
  // Made ten minutes ago (inside any "recent" window a clockless check could use).
  titles.forEach((title, i) =>
    server.plant({
      id: `prior-${i + 1}`,
      title,
      folder_id: FOLDER,
      type: 'PASS',
      status: 'ACTIVE',
      created_at: new Date(Date.now() - 10 * 60_000 - i).toISOString(),
    }),
  );
  const config = { apiBaseUrl: server.origin, requestTimeoutMs: 2000, resendLostCreates: false };
  const app = await serveLiveBuild(server.origin, config);
  return { server, app };
}

/** The ids of `title`'s entries the page made: not the older ones, not a colleague's. */
const newIds = (server: FakeApi, title: string) =>
  server.entries
    .filter((e) => e.title === title && !/^(prior|stranger)-/.test(e.id))
    .map((e) => e.id);

/** Signs in on the import screen and loads a CSV of `rows` entries of `title(n)` in FOLDER. */
async function loadRows(
  page: Page,
  origin: string,
  file: string,
  title: (n: number) => string,
  rows: number,
) {
  const lines = ['title,folder_id,template'];
  for (let n = 1; n <= rows; n++) lines.push(`${title(n)},${FOLDER},PASS`);
  await signIn(page, `${origin}/entries/import`);
  await page.getByLabel('Import file').setInputFiles({
    name: file,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await expect(page.getByText(`${rows} rows ready`)).toBeVisible();
}

/** The finished import's report, and row n's outcome in it (row n is on line n + 1 of the file). */
async function downloadReport(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const report = await readFile((await (await downloadPromise).path())!, 'utf8');
  const outcome = (n: number) => {
    const line = report.split('\r\n').find((l) => l.startsWith(`${n + 1},`))!;
    const [, , , state, id] = line.split(',');
    return { state, id, line };
  };
  return { report, outcome };
}

test("an import: someone else's entry, made while Confirm import is on screen, is never the row's whose answer was lost", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = (n: number) => `Stranger's twin ${n}`;
  const ROWS = 4;
  // Row 3's create fails with 500: nothing is stored for it.
  const { server, app } = await serverWithOlder({ [title(3)]: ['fail-500'] }, false);
  try {
    expectLostAnswers(page, 500);
    await loadRows(page, app.origin, 'strangers.csv', title, ROWS);
    await page.getByRole('button', { name: 'Start import' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm import' });
    await expect(confirm).toBeVisible();
    // The folder was read for Confirm import; now a colleague files row 3's title there.
    server.plant({
      id: 'stranger-1',
      title: title(3),
      folder_id: FOLDER,
      type: 'PASS',
      status: 'ACTIVE',
      created_at: new Date().toISOString(),
    });
    await confirm.getByRole('button', { name: `Create ${ROWS} entries` }).click();
    await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 60_000 });
    await expect(importFigure(page, 'Created')).toHaveText(String(ROWS));

    const { report, outcome } = await downloadReport(page);
    expect(report).not.toContain('stranger-1');
    // Row 3 was shown not made (the colleague's entry was there before it went out), sent again,
    // and made once: the report names that entry.
    const mine = newIds(server, title(3));
    expect(mine).toHaveLength(1);
    expect(outcome(3)).toMatchObject({ state: 'created', id: mine[0] });
  } finally {
    closeAfterTest(page, app, server);
  }
});
