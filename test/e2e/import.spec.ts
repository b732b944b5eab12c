/**
 * Import in the demo: a `;` CSV with bad rows is checked, the ready rows are created once
 * each, the report lists every row; a reload in the middle resumes without a duplicate; the
 * screen is accessible.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storedEntries } from './demo-store';
import { expect, expectAccessible, signIn, test } from './fixtures';
import {
  importFigure,
  progressBar,
  progressReaches,
  slowDemo,
  startAndConfirm,
} from './import-steps';

/**
 * `count` rows, `;`-separated, with rows 5, 17 and 30 bad (no title, bad template, bad URL); row
 * 17 is for the folder the demo names Finance, the others for one it does not name.
 */
function csv(count: number): Buffer {
  const lines = ['title;folder_id;template;callback_url;meta:colour'];
  for (let n = 1; n <= count; n++) {
    if (n === 5) lines.push(';imports;PASS;;red');
    else if (n === 17) lines.push('Imported 17;finance;BOX;;');
    else if (n === 30) lines.push('"Imported 30; quoted";imports;PASS;ftp://x;');
    else
      lines.push(
        `"Imported ${n}, from ""the"" file";imports;STORAGE;https://example.com/${n};blue`,
      );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function createdTitles(page: Page): Promise<string[]> {
  return (await storedEntries(page)).map((e) => e.title).filter((t) => t.startsWith('Imported'));
}

async function chooseFile(page: Page, rows: number) {
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: csv(rows) });
  await expect(page.getByRole('table', { name: 'Import rows' })).toBeVisible();
}

test('imports a ; CSV: problems shown, ready rows created once, report of every row', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Import entries' }).click();
  await expect(page.getByRole('heading', { name: 'Import entries' })).toBeVisible();
  await expectAccessible(page);

  await chooseFile(page, 40);
  await expect(page.getByText('37 rows ready, 3 rows with problems')).toBeVisible();
  const table = page.getByRole('table', { name: 'Import rows' });
  await expect(table.getByText('Title: Enter a title.')).toBeVisible();
  await expect(table.getByText('Template BOX is not STORAGE or PASS.')).toBeVisible();
  // Folders by their label with their id, as the rest of the console names them.
  const folderOf = (title: string) =>
    table.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(2);
  await expect(folderOf('Imported 17')).toHaveText('Finance (finance)');
  await expect(folderOf('Imported 16,')).toHaveText('imports');
  await expectAccessible(page);

  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  const bar = progressBar(page);
  await expect(bar).toHaveAttribute('aria-valuenow', '37');
  await expect(bar).toHaveAttribute('aria-valuemax', '37');
  await expectAccessible(page);

  const titles = await createdTitles(page);
  expect(titles).toHaveLength(37);
  expect(new Set(titles).size).toBe(37);
  expect(titles).toContain('Imported 1, from "the" file');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('import-report-entries.csv');
  const report = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = report.trim().split('\r\n');
  expect(lines).toHaveLength(41);
  expect(lines[0]).toBe('line,title,folder,outcome,id,problems or message');
  expect(lines.filter((l) => /,imports,created,[0-9a-f-]{36},$/.test(l))).toHaveLength(37);
  // Row 5 is on line 6 of the file (the header is line 1).
  expect(lines[5]).toBe('6,,imports,skipped,,Title: Enter a title.');

  // The finished import says how fast it went, on average.
  await expect(importFigure(page, 'Rows per second, on average')).toHaveText(/^\d+\.\d$/);
  // Only the rows that need a look, then a created row's entry, opened from its id.
  await page.getByRole('checkbox', { name: 'Show problems only' }).check();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByText('Title: Enter a title.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Show problems only' }).uncheck();
  const first = lines[1]!.split(',');
  await table.getByRole('link', { name: first[first.length - 2] }).click();
  const details = page.getByRole('dialog', { name: 'Entry details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Imported 1, from "the" file');
});

test('a reload in the middle offers Resume import, and no row is created twice', async ({
  page,
}) => {
  // The server deduplicates by key (the demo does): a row sent just before the reload goes
  // again with the same key. Each answer takes a while, so the reload lands mid-import.
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { resendLostCreates: true, importConcurrency: 2, indexOnSignIn: false },
    }),
  );
  await slowDemo(page, 150);
  await signIn(page, '/entries/import');
  await chooseFile(page, 40);
  await startAndConfirm(page);
  const bar = await progressReaches(page, 8, 20_000);

  await page.reload();
  await expect(page.getByText(/This import was interrupted/)).toBeVisible();
  const before = (await createdTitles(page)).length;
  expect(before).toBeLessThan(37);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resume import' }).click();
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 60_000 });
  const titles = await createdTitles(page);
  expect(titles).toHaveLength(37);
  expect(new Set(titles).size).toBe(37);
  await expect(bar).toHaveAttribute('aria-valuenow', '37');
});

// How long the preview takes and the page's longest task meanwhile are the bench's figures
// (`npm run bench -- --only import`), measured on a 10,000-row file.
test('a 10,000-row file is previewed with every row counted and only the rows in view drawn', async ({
  page,
}) => {
  await signIn(page, '/entries/import');
  await expect(page.getByLabel('Import file')).toBeVisible();
  const lines = ['title,folder_id,template,description,meta:colour'];
  for (let n = 1; n <= 10_000; n++) {
    lines.push(
      `"Entry ${n}, imported",bench,${n % 2 ? 'PASS' : 'STORAGE'},Row ${n} of the bench,blue`,
    );
  }
  await page.getByLabel('Import file').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await expect(page.getByText('10,000 rows ready, 0 rows with problems')).toBeVisible();
  const table = page.getByRole('table', { name: 'Import rows' });
  await expect(table).toHaveAttribute('aria-rowcount', '10001');
  expect(await table.getByRole('row').count()).toBeLessThan(80);
});

test('two tabs never run one job: the second says from its first paint that the job runs in another tab', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // One row at a time, each answer taking a while: the import lasts long enough to be watched.
  await context.route('**/config.json', (route) =>
    route.fulfill({ json: { importConcurrency: 1, indexOnSignIn: false } }),
  );
  await slowDemo(page, 400);
  // Every create either tab sends, by its idempotency key (one key per row).
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/registry/create')) {
      sent.push(request.headers()['idempotency-key'] ?? 'no key');
    }
  });
  await signIn(page, '/entries/import');
  await chooseFile(page, 40);
  await startAndConfirm(page);
  await expect(page.getByText('Importing…')).toBeVisible();

  const second = await context.newPage();
  // What the second tab ever says about the job, from its first paint on.
  await second.addInitScript(() => {
    const w = window as unknown as { __saidInterrupted: boolean };
    w.__saidInterrupted = false;
    new MutationObserver(() => {
      if (/interrupted/.test(document.body?.textContent ?? '')) w.__saidInterrupted = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const saidInterrupted = () =>
    second.evaluate(() => (window as unknown as { __saidInterrupted: boolean }).__saidInterrupted);
  await signIn(second, '/entries/import');
  await expect(second.getByText('This import is running in another tab.')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Resume import' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Cancel import' })).toHaveCount(0);
  await expectAccessible(second);

  // The first tab pauses: the second learns it and offers Resume, and runs the rest.
  await page.getByRole('button', { name: 'Pause import' }).click();
  await expect(page.getByText('Paused.')).toBeVisible();
  await expect(second.getByText('Paused.')).toBeVisible();
  await second.getByRole('button', { name: 'Resume import' }).click();
  await expect(second.getByText('Importing…')).toBeVisible();
  // Resume in the first tab now finds the job running in the second.
  await page.getByRole('button', { name: 'Resume import' }).click();
  await expect(page.getByText('This import is running in another tab.')).toBeVisible();

  await expect(second.getByText('Import finished.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Import finished.')).toBeVisible();
  for (const tab of [page, second]) {
    await expect(progressBar(tab)).toHaveAttribute('aria-valuenow', '37');
  }
  expect(await saidInterrupted(), 'the second tab called the running job interrupted').toBe(false);
  expect(sent).toHaveLength(37);
  expect(new Set(sent).size).toBe(37);
  await second.close();
});
