/**
 * Files built to freeze the tab or to lie: each is refused or previewed with what is wrong with
 * it, and a file that once crashed the reader is followed by one that reads normally. How long
 * the page's longest task is while each is read is a figure of the bench (`npm run bench --
 * --only limits`), not a limit here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { hostileFiles } from './hostile-files.mjs';

test('hostile files are refused or previewed with what is wrong with them', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, '/entries/import');
  await expect(page.getByLabel('Import file')).toBeVisible();
  mkdirSync(testInfo.outputPath(), { recursive: true });
  for (const [index, file] of hostileFiles().entries()) {
    // From a path, as a person picks a file: Playwright builds no File in the page for it.
    const path = testInfo.outputPath(file.name);
    writeFileSync(path, file.buffer);
    await page.getByLabel('Import file').setInputFiles(path);
    // Each file but the first replaces a checked file: the console asks first.
    if (index > 0) {
      await page
        .getByRole('dialog', { name: 'Replace the loaded file?' })
        .getByRole('button', { name: 'Replace file' })
        .click();
    }
    // A wait long enough for a busy machine: speed is the bench's to measure.
    await expect(page.getByText(file.outcome)).toBeVisible({ timeout: 30_000 });
  }
  // The quotes file: the merged row is a row with a problem, never sent.
  await page.getByLabel('Import file').setInputFiles(testInfo.outputPath('quotes.csv'));
  await expect(page.getByText(/A quoted field has text after its closing quote/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start import' })).toBeDisabled();
  await expectAccessible(page);
});
