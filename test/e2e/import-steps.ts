/**
 * Steps the import browser tests share: a slow demo backend, an import cut by a reload halfway
 * and resumed, the progress bar, the summary's figures, and the check that every row made
 * exactly one entry.
 */
import type { Page } from '@playwright/test';
import { DB_KEY } from './demo-store';
import {
  expect,
  expectConsoleErrors,
  expectFailedResponses,
  expectNetworkFailures,
  signIn,
} from './fixtures';

/** Every answer of the demo backend takes `latencyMs` (set before the app reads its store). */
export async function slowDemo(page: Page, latencyMs: number) {
  await page.addInitScript(
    ([key, ms]) => {
      if (window.location.origin === 'null') return;
      const db = JSON.parse(localStorage.getItem(key as string) ?? 'null');
      if (db) {
        localStorage.setItem(key as string, JSON.stringify({ ...db, settings: { latencyMs: ms } }));
      }
    },
    [DB_KEY, latencyMs] as const,
  );
}

/**
 * The server stores entries and loses answers on purpose (these statuses from a proxy, dropped
 * connections, no answer at all): Chromium's console lines for them are not problems.
 */
export function expectLostAnswers(page: Page, ...statuses: number[]) {
  expectFailedResponses(page, ...statuses);
  expectNetworkFailures(page);
  expectConsoleErrors(
    page,
    /^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED|FAILED)$/,
  );
}

export function progressBar(page: Page) {
  return page.getByRole('progressbar', { name: 'Import progress' });
}

/** Waits until the import has settled at least `rows` rows; the progress bar. */
export async function progressReaches(page: Page, rows: number, timeout: number) {
  const bar = progressBar(page);
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout })
    .toBeGreaterThanOrEqual(rows);
  return bar;
}

/**
 * Signs in on the import screen at `origin`, checks the CSV (`ready` is the preview's count
 * line), starts the import, reloads once 50 rows are settled, resumes and waits for the end.
 * `includeAlready` sends rows whose title is already in their folder too.
 */
export async function importWithReloadHalfway(
  page: Page,
  origin: string,
  file: { name: string; buffer: Buffer },
  ready: string,
  { includeAlready = false } = {},
) {
  await signIn(page, `${origin}/entries/import`);
  await page.getByLabel('Import file').setInputFiles({ ...file, mimeType: 'text/csv' });
  await expect(page.getByText(ready)).toBeVisible();
  if (includeAlready) await page.getByLabel('Include rows already in their folder').check();
  await startAndConfirm(page);
  await progressReaches(page, 50, 60_000);
  await page.reload();
  await page.getByRole('button', { name: 'Resume import' }).click();
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 120_000 });
}

/** The titles the server holds are `expected`, each exactly once. */
export function expectEachOnce(titles: readonly string[], expected: readonly string[]) {
  expect(
    titles.filter((t, i) => titles.indexOf(t) !== i),
    'duplicates',
  ).toEqual([]);
  expect([...titles].sort()).toEqual([...expected].sort());
}

/** One figure of the import's summary: Created, Failed… */
export function importFigure(page: Page, name: string) {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** `Start import`, then `Create <N> entries` in `Confirm import` (which reads the folders first). */
/** Chooses a CSV of `titles`, each in `folder` as a STORAGE entry, and waits for its rows to be ready. */
export async function chooseCsv(
  page: Page,
  name: string,
  titles: readonly string[],
  folder: string,
) {
  await page.getByLabel('Import file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['title,folder_id,template', ...titles.map((t) => `${t},${folder},STORAGE`)].join('\n'),
    ),
  });
  await expect(page.getByText(new RegExp(`: ${titles.length} rows ready`))).toBeVisible();
}

export async function startAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Start import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm import' });
  await dialog.getByRole('button', { name: /^Create [\d,]+ entr(y|ies)$/ }).click();
}
