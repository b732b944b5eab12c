/**
 * The import as staff use it with a spreadsheet of their own: its headers matched without a
 * select touched (Owner a metadata item, Notes the description), a column set to Ignore, rows by
 * their line in the file, Show problems only, a row fixed through Fix row and sent, Confirm
 * import; the same file again sends nothing unless Include rows already in their folder is
 * checked; a semicolon CSV in UTF-16 and the downloaded template import as they are; after a
 * cancel the figures equal the rows; a 500 with a message is Failed: <message>, and Retry
 * failed rows sends it again with the same key.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storedEntries } from './demo-store';
import {
  DEMO_TOKEN,
  expect,
  expectAccessible,
  expectFailedResponses,
  signIn,
  test,
  closeAfterTest,
} from './fixtures';
import { importFigure, slowDemo, startAndConfirm } from './import-steps';
import { startKeyedServer } from './keyed-server';
import { serveLiveBuild } from './loopback';
import { screenshots } from './screenshots';

const SHEET = Buffer.from(
  [
    'Title,Folder,Template,Owner,Notes,Secret',
    'Ledger 2026,sheets,STORAGE,Ana,Closing figures,s1',
    '"Board minutes",sheets,GOLD,Ben,"Two pages,',
    'signed",s2',
    ',sheets,PASS,Cy,No title,s3',
    'Visitor pass,sheets,PASS,Dee,,s4',
  ].join('\n'),
);

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Import file').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

const rowOnLine = (page: Page, line: number) =>
  page
    .getByRole('table', { name: 'Import rows' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });

async function sheetEntries(page: Page) {
  return (await storedEntries(page)).filter((e) => e.folder_id === 'sheets');
}

test('a spreadsheet of our own: matched, fixed in place, confirmed; the same file again sends nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/entries/import');
  await choose(page, 'sheet.csv', SHEET);
  await expect(page.getByText('Loaded: sheet.csv')).toBeVisible();
  const match = page.getByRole('table', { name: 'Match columns' });
  await expect(match.getByLabel('Owner')).toHaveValue('item');
  await expect(match.getByLabel('Notes')).toHaveValue('description');
  await match.getByLabel('Secret').selectOption({ label: 'Ignore' });
  await expect(page.getByText('2 rows ready, 2 rows with problems')).toBeVisible();

  // Lines as the file has them: the quoted line break puts the row after it on line 5.
  await expect(rowOnLine(page, 3)).toContainText('Template GOLD is not STORAGE or PASS.');
  await expect(rowOnLine(page, 5)).toContainText('Title: Enter a title.');
  await expect(rowOnLine(page, 6)).toContainText('Visitor pass');
  await page.getByLabel('Show problems only').check();
  await expect(page.getByRole('table', { name: 'Import rows' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  await screenshots(page, 'import-problems');

  await page.getByRole('button', { name: 'Fix row 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix row 3' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Board minutes');
  await expect(dialog.getByLabel('Description')).toHaveValue('Two pages,\nsigned');
  await expectAccessible(page);
  await screenshots(page, 'import-fix-row');
  await dialog.getByRole('radio', { name: 'PASS' }).check();
  await dialog.getByRole('button', { name: 'Save row' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 rows ready, 1 row with problems')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fix row 3' })).toBeHidden();

  await page.getByRole('button', { name: 'Start import' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm import' });
  await expect(confirm).toContainText('Create 3 entries in 1 folder.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Create 3 entries' }).click();
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  const made = await sheetEntries(page);
  expect(made.map((e) => e.title).sort()).toEqual(['Board minutes', 'Ledger 2026', 'Visitor pass']);
  const ledger = made.find((e) => e.title === 'Ledger 2026')!;
  expect(ledger.description).toBe('Closing figures');
  expect(ledger.metadata).toEqual([{ type: 'TEXT', key: 'Owner', value: 'Ana' }]);
  expect(made.find((e) => e.title === 'Board minutes')!.template ?? 'PASS').toBe('PASS');

  // The same file again: every ready row is already there, and nothing is sent.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await choose(page, 'sheet.csv', SHEET);
  await page.getByRole('table', { name: 'Match columns' }).getByLabel('Secret').waitFor();
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Nothing to send: every ready row is already in its folder.',
  );
  await expect(page.getByText(/2 rows already in their folders/)).toBeVisible();
  await expect(rowOnLine(page, 2)).toContainText('Already in folder');
  expect(await sheetEntries(page)).toHaveLength(3);
  await expectAccessible(page);

  await page.getByLabel('Include rows already in their folder').check();
  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  expect(await sheetEntries(page)).toHaveLength(5);
});

test('a semicolon CSV in UTF-16, and the downloaded template, import as they are', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/entries/import');
  const text = '\uFEFFTitle;Folder;Template\r\nZürich office;utf16;PASS\r\nKöln;utf16;STORAGE\r\n';
  await choose(page, 'utf16.csv', Buffer.from(text, 'utf16le'));
  await expect(page.getByText('2 rows ready, 0 rows with problems')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Zürich office' })).toBeVisible();
  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  const utf16 = (await storedEntries(page)).filter((e) => e.folder_id === 'utf16');
  expect(utf16.map((e) => e.title).sort()).toEqual(['Köln', 'Zürich office']);

  await page.getByRole('button', { name: 'Import another file' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('import-template.csv');
  const template = await readFile((await download.path())!);
  await choose(page, 'import-template.csv', template);
  await expect(page.getByText('2 rows ready, 0 rows with problems')).toBeVisible();
  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  await expect(importFigure(page, 'Created')).toHaveText('2');
});

test('after a cancel every figure equals the rows with that badge; the bar is not full', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { importConcurrency: 1, indexOnSignIn: false } }),
  );
  await slowDemo(page, 300);
  await signIn(page, '/entries/import');
  const rows = Array.from({ length: 12 }, (_, i) =>
    i === 2 ? ';cut;PASS' : `Cut ${i + 1};cut;PASS`,
  );
  await choose(page, 'cut.csv', Buffer.from(`title;folder_id;template\n${rows.join('\n')}\n`));
  await startAndConfirm(page);
  await expect(importFigure(page, 'Created')).not.toHaveText('0', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel import' }).click();
  await expect(page.getByText('Import cancelled.')).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Import rows' });
  for (const name of ['Created', 'Not sent', 'Skipped']) {
    const badges = await table.getByText(name, { exact: true }).count();
    await expect(importFigure(page, name)).toHaveText(String(badges));
  }
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(
    Number(await bar.getAttribute('aria-valuemax')),
  );
  await expectAccessible(page);
});

test('a 500 with a message is Failed: <message>; Retry failed rows sends it again with its key', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const server = await startKeyedServer({
    keys: 'ignores',
    token: DEMO_TOKEN,
    faultRate: 0,
    seed: 1,
    slowMs: 0,
    // Refused three times (the import looks in the folder and sends it again after each), then made.
    planByTitle: { 'Flaky 2': ['fail-500', 'fail-500', 'fail-500', null] },
  });
  const app = await serveLiveBuild(server.origin, {
    apiBaseUrl: server.origin,
    requestTimeoutMs: 1000,
  });
  try {
    // The server refuses the first try of one row with a 500 on purpose.
    expectFailedResponses(page, 500);
    await signIn(page, `${app.origin}/entries/import`);
    const lines = ['title,folder_id,template', 'Flaky 1,retry,PASS', 'Flaky 2,retry,PASS'];
    await choose(page, 'flaky.csv', Buffer.from(lines.join('\n')));
    await startAndConfirm(page);
    await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
    await expect(rowOnLine(page, 3)).toContainText('Failed: Internal Server Error');
    await expect(importFigure(page, 'Failed')).toHaveText('1');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Retry failed rows' }).click();
    await expect(importFigure(page, 'Created')).toHaveText('2', { timeout: 30_000 });
    await expect(page.getByText('Import finished.')).toBeVisible();
    const keys = server.creates.filter((c) => c.title === 'Flaky 2').map((c) => c.key);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(server.entries.filter((e) => e.title === 'Flaky 2')).toHaveLength(1);
  } finally {
    closeAfterTest(page, app, server);
  }
});
