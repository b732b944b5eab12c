import { readFile } from 'node:fs/promises';
import { entryRows, expect, expectAccessible, signIn, test } from './fixtures';
import { controlsThatMoveWhenPressed, personClick } from './pointer';

test('ticked entries stay ticked across pages; Copy IDs, Copy links and Export selected hold exactly them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const rows = entryRows(page);
  await expect(rows).toHaveCount(10);
  const bar = page.getByRole('region', { name: 'Selected entries' });
  const idOf = async (i: number) => (await rows.nth(i).getAttribute('data-entry-id'))!;
  const box = async (i: number) => {
    const title = (await rows.nth(i).getByRole('link').textContent())!.trim();
    return rows.nth(i).getByRole('checkbox', { name: `Select ${title}` });
  };

  // Two on page 1, by their boxes.
  const picked = [await idOf(0), await idOf(2)];
  // As a person clicks: press, a moment, release; ticking moves nothing under the pointer.
  await personClick(await box(0));
  await personClick(await box(2));
  await expect(await box(2)).toBeChecked();
  await expect(bar).toContainText('2 entries selected');
  const all = page.getByRole('checkbox', { name: 'Select all on this page' });
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);

  // One on page 2, with `x` on its row.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await expect(await box(1)).not.toBeChecked();
  picked.push(await idOf(1));
  await rows.nth(1).focus();
  await page.keyboard.press('x');
  await expect(await box(1)).toBeChecked();
  await expect(bar).toContainText('3 entries selected');
  await expectAccessible(page);

  // Back on page 1, its two are still ticked.
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await expect(await box(0)).toBeChecked();
  await expect(await box(2)).toBeChecked();
  await expect(await box(1)).not.toBeChecked();
  // Pressing any control of the bar or the list (the scan swallows the clicks) moves nothing.
  expect(await controlsThatMoveWhenPressed(page, { within: page.getByRole('main') })).toEqual([]);

  await personClick(bar.getByRole('button', { name: 'Copy IDs' }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(picked.join('\n'));
  await bar.getByRole('button', { name: 'Copy links' }).click();
  const links = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(links).toEqual(picked.map((id) => `${new URL(page.url()).origin}/entries/${id}`));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Export selected' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^entries-all-selected-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]!.startsWith('id,title,type,status,created_at')).toBe(true);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(picked);

  // The whole page, then none of it; Clear selection clears the rest.
  await all.check();
  await expect(bar).toContainText('11 entries selected');
  await all.uncheck();
  await expect(bar).toContainText('1 entry selected');
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toHaveCount(0);
});
