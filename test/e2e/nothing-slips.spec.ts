/**
 * Clicks made as a person makes them (press, ~100 ms, release) and layout checked by its
 * geometry: nothing moves under the pointer, the header sticks, a phone shows entries high up,
 * the pager stays in view and uncovered.
 */
import type { Page } from '@playwright/test';
import { entryRows, expect, signIn, test } from './fixtures';
import { personClick } from './pointer';

const listReady = (page: Page, name = 'Entries') =>
  expect(page.getByRole('table', { name })).toHaveAttribute('aria-busy', 'false');
const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}`, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search entries' });

test('after a failed attempt, each click on Add metadata item adds an item, and the entry is created', async ({
  page,
}) => {
  await signIn(page, '/entries/new');
  const add = page.getByRole('button', { name: 'Add metadata item' });
  await personClick(page.getByRole('button', { name: 'Create entry', exact: true }));
  await expect(page.getByText('Enter a title.').first()).toBeVisible();

  await personClick(add);
  await expect(item(page, 1).getByRole('textbox', { name: 'Key' })).toBeFocused();
  // The press moves focus out of the empty item; its messages must wait for the release.
  await personClick(add);
  await expect(item(page, 2)).toBeVisible();
  await expect(item(page, 1).getByText('Enter a key.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Two items after a miss');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('finance');
  for (const n of [1, 2]) {
    await item(page, n).getByRole('textbox', { name: 'Key' }).fill(`key-${n}`);
    await item(page, n).getByRole('textbox', { name: 'Value' }).fill(`value ${n}`);
  }
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/registry/create') && r.request().method() === 'POST',
  );
  await personClick(page.getByRole('button', { name: 'Create entry', exact: true }));
  const sent = (await created).request().postDataJSON() as { metadata: { key: string }[] };
  expect(sent.metadata.map((m) => m.key)).toEqual(['key-1', 'key-2']);
});

test('the first click on a search result opens it; focus never reflows a row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await listReady(page);
  await search(page).fill('Leave');
  await listReady(page, 'Search results');
  const results = page.getByRole('table', { name: 'Search results' });
  const row = results.locator('tbody tr').first();
  const before = await row.boundingBox();
  const cellHeights = () =>
    row.getByRole('cell').evaluateAll((all) => all.map((c) => c.getBoundingClientRect().height));
  const badges = await cellHeights();

  await row.focus();
  expect(await row.boundingBox()).toEqual(before);
  expect(
    await cellHeights(),
    'cells (and their badges) keep one line when their row has focus',
  ).toEqual(badges);

  await search(page).focus();
  await personClick(row.getByRole('link'));
  await expect(page.getByRole('dialog', { name: 'Entry details' })).toBeVisible();
});

test('the column names stay in view as the page scrolls, and nothing is cut (Entries at 700, 1024 and 1280 px; Search results at 1440 px)', async ({
  page,
}) => {
  await signIn(page);
  for (const [width, name] of [
    [700, 'Entries'],
    [1024, 'Entries'],
    [1280, 'Entries'],
    [1440, 'Search results'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(name === 'Entries' ? '/entries?limit=100' : '/entries?limit=100&status=ACTIVE');
    await listReady(page, name);
    const table = page.getByRole('table', { name });
    // Every column fits its box: nothing is clipped away, nothing needs scrolling sideways.
    expect(
      await table.evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(1);
    const header = table.getByRole('columnheader').first();
    for (const by of [400, 1500]) {
      const scrolled = () => page.evaluate((y) => window.scrollTo(0, y), by);
      await scrolled();
      if (await header.isVisible()) {
        // A table: its header row holds at the top of the window (scrolled again while rows
        // still arrive: a scroll asked of a page not yet that long stops short).
        await expect
          .poll(async () => {
            await scrolled();
            return (await header.boundingBox())!.y;
          })
          .toBeCloseTo(0, 0);
      } else {
        // Cards: each names its own fields.
        const card = table.locator('tbody tr').nth(20);
        await expect(card.getByText('ID', { exact: true })).toBeVisible();
      }
    }
  }
});

test('on a 390 × 844 phone the first entry starts in the top 40% of the screen in every list state', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const limit = 844 * 0.4;
  await signIn(page);
  await listReady(page);
  const firstRow = (table: string) =>
    page.getByRole('table', { name: table }).locator('tbody tr').first();
  expect((await firstRow('Entries').boundingBox())!.y, 'plain list').toBeLessThan(limit);

  await search(page).fill('a');
  await listReady(page, 'Search results');
  expect((await firstRow('Search results').boundingBox())!.y, 'searching').toBeLessThan(limit);

  await search(page).fill('');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await listReady(page);
  expect((await firstRow('Entries').boundingBox())!.y, 'filters open').toBeLessThan(limit);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('ACTIVE');
  await listReady(page, 'Search results');
  expect((await firstRow('Search results').boundingBox())!.y, 'a filter set').toBeLessThan(limit);

  // What folded away is one tap away.
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import entries' })).toBeVisible();
});

test('at 1280 × 800 the pager is in view, and the notice after a create covers none of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await listReady(page);
  const pager = page.getByRole('navigation', { name: /pag/i });
  const inView = async () => {
    const box = (await pager.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 800;
  };
  expect(await inView(), 'pager in view').toBe(true);

  await page.getByRole('button', { name: 'Create entry' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Notice placement check');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('finance');
  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await item(page, 1).getByRole('textbox', { name: 'Key' }).fill('colour');
  await item(page, 1).getByRole('textbox', { name: 'Value' }).fill('blue');
  await personClick(page.getByRole('button', { name: 'Create entry', exact: true }));
  const notice = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status')
    .filter({ hasText: /created/i });
  await expect(notice).toContainText(/created/i);
  await listReady(page);
  expect(await inView(), 'pager in view after a create').toBe(true);
  const a = (await notice.boundingBox())!;
  for (const control of [pager, page.getByRole('combobox', { name: 'Rows per page' })]) {
    const b = (await control.boundingBox())!;
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `the notice covers ${control.toString()}`).toBe(false);
  }
  await expect(entryRows(page).first()).toContainText('Notice placement check');

  // Create similar while the notice still shows: the notice is about the list, and goes with
  // it, so it covers none of the form's fields.
  await entryRows(page).first().getByRole('link').first().click();
  await expect(notice).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Entry details' })
    .getByRole('button', { name: 'Create similar' })
    .click();
  await expect(item(page, 1).getByRole('textbox', { name: 'Item title' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entry details' })).toHaveCount(0);
  // At once, not after the notice's own time (8 s) runs out.
  await expect(page.getByText('Entry "Notice placement check" created.')).toBeHidden({
    timeout: 1000,
  });
});

test('an entry opened in the moment its details close opens, and stays open', async ({ page }) => {
  await signIn(page);
  await listReady(page);
  const links = page.getByRole('table', { name: 'Entries' }).getByRole('link');
  const second = (await links.nth(1).textContent())!;
  await links.first().click();
  const details = page.getByRole('dialog', { name: 'Entry details' });
  await expect(details.getByRole('button', { name: 'Close' })).toBeVisible();
  // Close, then open the next entry at once, as a quick keyboard user can: closing goes Back,
  // which the browser carries out a moment later.
  await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]') as HTMLDialogElement;
    const link = document.querySelectorAll<HTMLAnchorElement>('table[aria-label="Entries"] a')[1]!;
    // Right after the console heard the dialog close (its listener was there first).
    dialog.addEventListener('close', () => link.click(), { once: true });
    dialog.close();
  });
  await expect(details).toBeVisible();
  await expect(details).toContainText(second);
  await page.waitForTimeout(300);
  await expect(details).toBeVisible();
  await expect(details).toContainText(second);
});

test('small things in their place: Clear filters says what it clears, the Folder filter’s × sits at its end, Ctrl+K / ⌘K stays on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/entries?status=ACTIVE');
  await listReady(page, 'Search results');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await search(page).fill('Leave');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await listReady(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const folder = page.getByRole('combobox', { name: 'Folder', exact: true });
    await folder.fill('finance');
    const clear = page.getByRole('button', { name: 'Clear folder filter' });
    // Beside the end of the box (on a wide screen the suggestions arrow comes last), once the
    // row has settled at this width.
    const gap = async () => {
      const field = (await folder.boundingBox())!;
      const button = (await clear.boundingBox())!;
      return field.x + field.width - (button.x + button.width);
    };
    // Both bounds at once: while the row still moves, the × may stand past the box's end.
    const most = width > 720 ? 44 : 12;
    const placed = async () => {
      const at = await gap();
      return at >= 0 && at < most ? 'at the end' : `${at} px from the end`;
    };
    await expect.poll(placed, { message: `× to the box's end at ${width} px` }).toBe('at the end');
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('heading', { name: 'Entries' }).click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  const heights = await dialog
    .locator('dt')
    .evaluateAll((terms) => terms.map((t) => t.firstElementChild!.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(3);
  expect(new Set(heights.map(Math.round)).size, 'every key on one line').toBe(1);
});
