/**
 * Files built to freeze the tab or to lie: each is refused or previewed within 15 s, and no
 * task on the page's main thread takes a second or more (PerformanceObserver 'longtask' in the
 * page). A file that once crashed the reader is followed by one that reads normally.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const HEADER = 'title,folder_id,template';

function hostileFiles(): { name: string; buffer: Buffer; outcome: string }[] {
  const ascii = `${HEADER}\n${'Plain row,f1,PASS\n'.repeat(5000)}`;
  return [
    {
      name: 'million-items.csv',
      buffer: Buffer.from(
        `${HEADER},metadata\nT,f,PASS,"[${Array(1_000_000).fill('1').join(',')}]"\n`,
      ),
      outcome: 'million-items.csv: 0 rows ready, 1 row with problems',
    },
    {
      name: 'wide.csv',
      buffer: Buffer.from(
        `${HEADER},${Array.from({ length: 100_000 }, (_, i) => `x${i}`).join(',')}\nT,f,PASS\n`,
      ),
      outcome: 'wide.csv: 1 row ready, 0 rows with problems',
    },
    {
      name: 'long-title.csv',
      buffer: Buffer.from(`${HEADER}\n${'T'.repeat(10 * 1024 * 1024)},f,PASS\n`),
      outcome: 'long-title.csv: 0 rows ready, 1 row with problems',
    },
    {
      name: 'meta-columns.csv',
      buffer: Buffer.from(
        `${HEADER},${Array.from({ length: 200_000 }, (_, i) => `meta:k${i}`).join(',')}\nT,f,PASS,${Array(200_000).fill('v').join(',')}\n`,
      ),
      // Columns past the 500th are not matched (the file says so): the row is read.
      outcome: 'meta-columns.csv: 1 row ready, 0 rows with problems',
    },
    {
      name: 'after.csv',
      buffer: Buffer.from(`${HEADER}\nAfter,f,PASS\n`),
      outcome: 'after.csv: 1 row ready, 0 rows with problems',
    },
    {
      name: 'items.json',
      buffer: Buffer.from(
        JSON.stringify([
          {
            title: 'T',
            folder_id: 'f',
            template: 'PASS',
            metadata: Array.from({ length: 40_000 }, () => ({ type: 'BAD', key: '' })),
          },
        ]),
      ),
      outcome: 'items.json: 0 rows ready, 1 row with problems',
    },
    {
      name: 'quotes.csv',
      buffer: Buffer.from(`${HEADER}\n"x"y,f1,STORAGE\n"ok",f1,STORAGE\n`),
      outcome: 'quotes.csv: 0 rows ready, 1 row with problems',
    },
    {
      name: 'latin1.csv',
      buffer: Buffer.concat([
        Buffer.from(ascii),
        Buffer.from('Caf\xe9 M\xfcller,f,PASS\n', 'latin1'),
      ]),
      outcome: `latin1.csv was not imported. The file is not UTF-8 text: the byte 0xE9 at line 5,002`,
    },
  ];
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __longest: number }).__longest);
}

test('hostile files are refused or previewed within 15 s, with no task of a second or more', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await signIn(page, '/entries/import');
  await expect(page.getByLabel('Import file')).toBeVisible();
  const longest: Record<string, number> = {};
  mkdirSync(testInfo.outputPath(), { recursive: true });
  for (const [index, file] of hostileFiles().entries()) {
    await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
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
    await expect(page.getByText(file.outcome)).toBeVisible({ timeout: 15_000 });
    // Let the last frames of the preview be drawn before reading the longest task.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
    longest[file.name] = await longestTask(page);
  }
  testInfo.annotations.push({ type: 'longest task (ms)', description: JSON.stringify(longest) });
  expect(
    Object.entries(longest).filter(([, ms]) => ms >= 1000),
    JSON.stringify(longest),
  ).toEqual([]);
  // The quotes file: the merged row is a row with a problem, never sent.
  await page.getByLabel('Import file').setInputFiles(testInfo.outputPath('quotes.csv'));
  await expect(page.getByText(/A quoted field has text after its closing quote/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start import' })).toBeDisabled();
  await expectAccessible(page);
});
