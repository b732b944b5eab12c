import { readFile } from 'node:fs/promises';
import { entryRows, expect, expectAccessible, signIn, test } from './fixtures';
import { controlsThatMoveWhenPressed, personClick, PRESS_MS } from './pointer';
import { screenshots } from './screenshots';

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

  // Three on page 1, as a person ticks them: each box where it was when they began, pressed,
  // held a moment and released, the next one ~400 ms later. The bar stands in for the table's
  // header, so no row moves when it appears and every click lands on its box. Row 1's place is
  // measured on the page, not the window (paging may scroll).
  const rowTop = () => rows.first().evaluate((row) => row.getBoundingClientRect().top + scrollY);
  const firstRow = await rowTop();
  const aims: { x: number; y: number }[] = [];
  for (const i of [0, 1, 2]) {
    const { x, y, width, height } = (await (await box(i)).boundingBox())!;
    aims.push({ x: x + width / 2, y: y + height / 2 });
  }
  for (const { x, y } of aims) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  for (const i of [0, 1, 2]) await expect(await box(i)).toBeChecked();
  await expect(bar).toContainText('3 entries selected');
  expect(await rowTop()).toBe(firstRow);
  // Unticking the second leaves two.
  const picked = [await idOf(0), await idOf(2)];
  await personClick(await box(1));
  await expect(bar).toContainText('2 entries selected');
  await screenshots(page, 'selection-bar', page.getByRole('main'));
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
  // The rows stay where they were when the bar goes, too.
  expect(await rowTop()).toBe(firstRow);

  // Search results are selected the same way; the list's ticks stay with the list's view.
  await personClick(await box(0));
  await expect(bar).toContainText('1 entry selected');
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('2026');
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(bar).toHaveCount(0);
  const found = results.getByRole('row').filter({ has: page.getByRole('cell') });
  const shown = await found.count();
  expect(shown).toBeGreaterThan(1);
  await results.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar).toContainText(`${shown} entries selected`);
  // `x` on a result unticks it, as on the list.
  await found.first().focus();
  await page.keyboard.press('x');
  await expect(found.first().getByRole('checkbox')).not.toBeChecked();
  await expect(bar).toContainText(`${shown - 1} ${shown === 2 ? 'entry' : 'entries'} selected`);
  const kept = await found.evaluateAll((trs) =>
    trs
      .filter((tr) => tr.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked)
      .map((tr) => tr.getAttribute('data-entry-id')),
  );
  await personClick(bar.getByRole('button', { name: 'Copy IDs' }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(kept.join('\n'));
  const [chosen] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Export selected' }).click(),
  ]);
  const exported = (await readFile((await chosen.path())!, 'utf8')).split('\r\n').slice(1);
  expect(exported.filter(Boolean).map((line) => line.split(',')[0])).toEqual(kept);
  await expectAccessible(page);
});
