/**
 * A file whose columns are named like Object.prototype's properties goes through the real
 * import worker (whose answers the browser copies with structured clone) to its checked rows,
 * those columns as metadata items, and is imported.
 */
import { storedEntries } from './demo-store';
import { expect, signIn, test } from './fixtures';
import { startAndConfirm } from './import-steps';

const HEADERS = ['constructor', '__proto__', 'toString', 'valueOf'];

test('columns named constructor, __proto__, toString and valueOf are metadata items', async ({
  page,
}) => {
  await signIn(page, '/entries/import');
  const csv = `title,folder_id,template,${HEADERS.join(',')}\nOdd headers,finance,PASS,c,p,t,v\n`;
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'odd.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/1 row ready, 0 rows with problems/)).toBeVisible();
  const match = page.getByRole('table', { name: 'Match columns' });
  for (const header of HEADERS) {
    await expect(match.getByLabel(header, { exact: true })).toHaveValue('item');
  }
  await startAndConfirm(page);
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  const made = (await storedEntries(page)).find((entry) => entry.title === 'Odd headers');
  expect(made?.metadata?.map((item) => [item.key, item.value])).toEqual([
    ['constructor', 'c'],
    ['__proto__', 'p'],
    ['toString', 't'],
    ['valueOf', 'v'],
  ]);
});
