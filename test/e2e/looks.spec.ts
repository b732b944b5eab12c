/**
 * How the screens hold together: the table's header and pager stay in view, the header fits a
 * phone, every dialog closes on its dimmed background, and the console asks in its own dialogs.
 */
import type { Locator, Page } from '@playwright/test';
import { entryRows, expect, expectAccessible, signIn, test } from './fixtures';

/**
 * Clicks one of the demo's header tools (Network, Reset demo data); on a narrow screen they are
 * in the header's Tools menu, opened first.
 */
async function headerTool(page: Page, name: 'Network' | 'Reset demo data') {
  const tools = page.getByRole('button', { name: 'Tools', exact: true });
  if (await tools.isVisible()) await tools.click();
  await page.getByRole('button', { name, exact: true }).click();
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function listReady(page: Page) {
  await expect(entryRows(page)).toHaveCount(10);
}

/** Clicks the dimmed background of an open modal dialog: the window's top left corner. */
async function clickBackdrop(page: Page) {
  await page.mouse.click(5, 5);
}

test.describe('at 1280 × 800 with 10 rows', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the pager is in view from the start; the column names stay in view while the rows scroll by, and so does the pager', async ({
    page,
  }) => {
    // The pager is in view from the start.
    await signIn(page);
    await listReady(page);
    for (const name of ['Previous page', 'Next page']) {
      const button = await box(page.getByRole('button', { name, exact: true }));
      expect(button.y).toBeGreaterThanOrEqual(0);
      expect(button.y + button.height).toBeLessThanOrEqual(800);
    }
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of');

    await page.goto('/entries?limit=25');
    await expect(entryRows(page)).toHaveCount(25);
    const header = page.getByRole('columnheader', { name: /Title/ });
    const first = entryRows(page).first();
    const start = await box(header);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    // The first row scrolled away under the header; the header stayed at the top of the window.
    await expect.poll(async () => (await box(header)).y).toBeLessThan(start.y);
    const stuck = await box(header);
    expect(stuck.y).toBeGreaterThanOrEqual(-1);
    expect(stuck.y).toBeLessThan(4);
    expect((await box(first)).y).toBeLessThan(stuck.y);
    // And it covers what scrolls under it: its background is opaque.
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toMatch(/rgba\(.*, 0\)|transparent/);
    // The pager is still there.
    const next = await box(page.getByRole('button', { name: 'Next page', exact: true }));
    expect(next.y + next.height).toBeLessThanOrEqual(800);
  });
});

test('at 390, 375 and 320 px the header takes at most a fifth of the screen, its tools in a menu', async ({
  page,
}) => {
  await signIn(page);
  for (const width of [390, 375, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await listReady(page);
    const header = await box(page.getByRole('banner'));
    expect(header.height).toBeLessThanOrEqual(844 / 5);
    if (width >= 375) {
      // One row: brand and Sign out side by side.
      const brand = await box(page.getByRole('link', { name: 'Registry Console' }));
      const signOut = await box(page.getByRole('button', { name: 'Sign out' }));
      expect(Math.abs(brand.y + brand.height / 2 - (signOut.y + signOut.height / 2))).toBeLessThan(
        4,
      );
    }
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await expect(page.getByRole('button', { name: 'Network', exact: true })).toBeHidden();
    await expect(theme).toBeHidden();
    await page.getByRole('button', { name: 'Tools', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Network', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    // Theme works from the menu: the page turns dark at once.
    await theme.selectOption({ label: width === 320 ? 'Light' : 'Dark' });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(width === 320 ? 'rgb(246, 247, 249)' : 'rgb(15, 18, 22)');
    await expectAccessible(page);
    // Escape closes the menu.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Network', exact: true })).toBeHidden();
    // Its items work from the menu.
    await headerTool(page, 'Network');
    const network = page.getByRole('dialog', { name: 'Demo network' });
    await expect(network).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.keyboard.press('Escape');
    await expect(network).toBeHidden();
  }
});

test('at 390 px the toolbar is one row; Copy link, Export and Import entries are under More actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await listReady(page);
  const folder = await box(page.getByRole('combobox', { name: 'Folder', exact: true }));
  const sort = await box(page.getByRole('combobox', { name: 'Sort by' }));
  expect(Math.abs(folder.y + folder.height / 2 - (sort.y + sort.height / 2))).toBeLessThan(4);
  expect(sort.x + sort.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
  await page.getByRole('button', { name: 'More actions' }).click();
  for (const action of [
    page.getByRole('button', { name: 'Copy link to this view' }),
    page.getByRole('button', { name: 'Export' }),
    page.getByRole('link', { name: 'Import entries' }),
  ]) {
    await expect(action).toBeVisible();
  }
  await page.getByRole('button', { name: 'Export' }).click();
  // The menu closes; the dialog opens over the list.
  await expect(page.getByRole('dialog', { name: 'Export entries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import entries' })).toBeHidden();
});

test("every dialog (the form's Paste items too) closes on a click on its dimmed background and on Escape, focus back where it was, and opens again at once", async ({
  page,
}) => {
  await signIn(page);
  await listReady(page);
  const dialogs: { open: Locator; name: string | RegExp }[] = [
    { open: page.getByRole('button', { name: 'Export' }), name: /Export/ },
    { open: page.getByRole('button', { name: 'Network', exact: true }), name: 'Demo network' },
    { open: page.getByRole('button', { name: 'Reset demo data' }), name: 'Reset demo data?' },
    { open: entryRows(page).first().getByRole('link').first(), name: 'Entry details' },
  ];
  for (const { open, name } of dialogs) {
    for (const how of ['backdrop', 'Escape'] as const) {
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      if (how === 'backdrop') await clickBackdrop(page);
      else await page.keyboard.press('Escape');
      await expect(dialog, `${String(name)} closes on ${how}`).toBeHidden();
      // (Entry details has its own way back: its address, and the row.)
      if (name !== 'Entry details') {
        await expect(open, `focus goes back after ${String(name)} (${how})`).toBeFocused();
      }
    }
  }
  // Opened again at once, before the browser's `close` event for the last one (input waiting in
  // line goes first): it opens, and stays open after that event.
  for (const { open, name } of dialogs.slice(0, 3)) {
    const opener = (await open.elementHandle())!;
    await open.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await opener.evaluate(async (opener) => {
      const shut = document.querySelector<HTMLDialogElement>('dialog[open]')!;
      const closeEvent = new Promise((done) =>
        shut.addEventListener('close', done, { once: true }),
      );
      shut.close();
      await Promise.resolve();
      (opener as HTMLElement).click();
      await closeEvent;
      await new Promise(requestAnimationFrame);
    });
    await expect(page.getByRole('dialog', { name }), `${String(name)} opened again`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();
  }
  // A click inside a dialog leaves it open.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: /Export/ });
  const inside = await box(exportDialog);
  await page.mouse.click(inside.x + 8, inside.y + 8);
  await expect(exportDialog).toBeVisible();
  await page.keyboard.press('Escape');

  // The paste dialog of the form closes on its background too.
  await page.goto('/entries/new');
  const paste = page.getByRole('button', { name: 'Paste items' });
  await paste.click();
  await expect(page.getByRole('dialog', { name: 'Paste items' })).toBeVisible();
  await clickBackdrop(page);
  await expect(page.getByRole('dialog', { name: 'Paste items' })).toBeHidden();
  await expect(paste).toBeFocused();
});

test('Sign out with a draft asks in the console, not the browser; Cancel keeps everything, and a notice says it signed out', async ({
  page,
}) => {
  await signIn(page, '/entries/new');
  // An entry created first: its notice belongs to this session and ends with it.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Made before signing out');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('finance');
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Made before signing out');
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half an entry');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('registry-console:create-draft') ?? ''))
    .toContain('Half an entry');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await signOut.click();
  const ask = page.getByRole('dialog', { name: 'Sign out and discard your draft?' });
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(signOut).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Half an entry',
  );

  await signOut.click();
  await ask.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(notices).toContainText('Signed out.');
  await expect(notices).not.toContainText('Made before signing out');
});

test('the list does not jump while the screen loads (412 to 1440 px)', async ({ page }) => {
  await signIn(page);
  // A fresh load of a signed-in tab, watched from its first paint.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    // What moved, as a person would name it: its element, its accessible name if any, its words.
    const element = (el: Element | null | undefined) =>
      el ? `${el.tagName.toLowerCase()}${el.ariaLabel ? `[${el.ariaLabel}]` : ''}` : '?';
    const named = (node?: Node) =>
      `${node instanceof Element ? element(node) : `text in ${element(node?.parentElement)}`} "${node?.textContent?.slice(0, 30)}"`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map(
          (s) =>
            `${named(s.node)} from ${s.previousRect.x},${s.previousRect.y} ${s.previousRect.width}x${s.previousRect.height} to ${s.currentRect.x},${s.currentRect.y} ${s.currentRect.width}x${s.currentRect.height} at ${Math.round(entry.startTime)}`,
        );
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // A slow list answer, so the skeleton is drawn for a while before the rows arrive.
    const fetchNow = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/registry/list'))
        await new Promise((resolve) => setTimeout(resolve, 500));
      return fetchNow(input, init);
    };
    // The column boundaries (left and right edge of each cell) of the first row the table draws:
    // the loading skeleton's, and then the first entry's.
    const columns: Record<string, number[]> = {};
    (window as unknown as { columns: typeof columns }).columns = columns;
    const edges = (row: Element) =>
      [...row.children]
        .map((cell) => cell.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .flatMap((box) => [Math.round(box.left), Math.round(box.right)]);
    new MutationObserver(() => {
      const skeleton = document.querySelector('.skeleton-row');
      if (skeleton && !columns.skeleton) columns.skeleton = edges(skeleton);
      const row = document.querySelector('.entries-table tbody tr:not(.skeleton-row)');
      if (row && columns.skeleton && !columns.rows) columns.rows = edges(row);
    }).observe(document, { subtree: true, childList: true });
  });
  for (const width of [412, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 823 });
    await page.reload();
    await expect(entryRows(page).first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search entries' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Index status' })).toBeVisible();
    // Layout shifts are reported after the frame they happen in.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    // Not one shift (each is listed with what moved): the search's controls arriving used to
    // add 0.17 on a phone.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts, `${width} px`).toEqual([]);
    // The skeleton draws the table's columns, as wide as the rows that replace it draw them.
    const columns = await page.evaluate(
      () => (window as unknown as { columns: Record<string, number[]> }).columns,
    );
    expect(columns.rows, `${width} px: rows after a skeleton`).toBeDefined();
    if (width < 1024) {
      expect(columns.skeleton, `${width} px`).toEqual(columns.rows);
    } else {
      // Wide, the columns are as wide as the rows' text, and Created as its widest date whatever
      // the time of day: no edge moves by more than rounding.
      const moved = columns.skeleton!.map((edge, i) => Math.abs(edge - columns.rows![i]!));
      expect(columns.skeleton!.length, `${width} px`).toBe(columns.rows!.length);
      expect(Math.max(...moved), `${width} px: the most a column edge moves`).toBeLessThanOrEqual(
        2,
      );
    }
  }
});
