/** What a person sees in the first minute: layout, focus and scrolling, measured in the browser. */
import type { Locator, Page } from '@playwright/test';
import { entryColumns, entryRows, expect, expectAccessible, signIn, test } from './fixtures';

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function listReady(page: Page) {
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveAttribute('aria-busy', 'false');
}

test('badges show their whole value at 1440 and 375 px, and "Copied" stays inside the ID cell', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, '/entries?limit=100');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await listReady(page);
    // The badge is what the Type and Status cells hold.
    const { Type, Status } = await entryColumns(page, ['Type', 'Status']);
    const badges = await entryRows(page).evaluateAll(
      (rows, at) =>
        rows
          .flatMap((row) => {
            const cells = row.querySelectorAll('[role="cell"]');
            return at.map((i) => cells[i]!.firstElementChild!);
          })
          .map((b) => ({ text: b.textContent, cut: b.scrollWidth > b.clientWidth + 1 })),
      [Type, Status],
    );
    expect(
      badges.filter((b) => b.cut).map((b) => b.text),
      `badges cut off at ${width} px`,
    ).toEqual([]);
    // The seed has the long ones people noticed.
    expect(badges.map((b) => b.text)).toContain('LEGACY_IMPORT');
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const row = entryRows(page).first();
  await row.getByRole('button', { name: /^Copy ID / }).click();
  // After the tick box, ID is the first column, Title the second.
  const idCell = row.getByRole('cell').nth(1);
  const status = idCell.getByRole('status');
  await expect(status).toHaveText('Copied');
  const [cell, bubble, title] = await Promise.all([
    box(idCell),
    box(status),
    box(row.getByRole('cell').nth(2)),
  ]);
  expect(bubble.x).toBeGreaterThanOrEqual(cell.x);
  expect(bubble.x + bubble.width).toBeLessThanOrEqual(title.x);
});

test.describe('in a German browser in Tokyo', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Asia/Tokyo' });
  test('Created shows the local date and time and English relative text, without hovering', async ({
    page,
  }) => {
    await signIn(page);
    await listReady(page);
    // Created is the last column.
    const cell = entryRows(page).first().getByRole('cell').last();
    const iso = (await cell.locator('time').getAttribute('datetime'))!;
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    }).format(new Date(iso));
    await expect(cell.locator('time')).toHaveText(
      new RegExp(`^${expected} (.* ago|now|yesterday)$`),
    );
    await expect(cell).not.toContainText(/vor|Minuten|Stunden/);
  });
});

test("the folder filter's clear button keeps clear of the suggestions toggle; half a name is not applied", async ({
  page,
}) => {
  await signIn(page, '/entries?folder_id=legal');
  await listReady(page);
  const input = page.getByRole('combobox', { name: 'Folder', exact: true });
  const clear = page.getByRole('button', { name: 'Clear folder filter' });
  const [i, c] = [await box(input), await box(clear)];
  // Chromium draws the datalist arrow in the input's last ~24 px; 8 px more keep them apart.
  expect(c.x + c.width).toBeLessThanOrEqual(i.x + i.width - 32);
  // And the text never runs under the button.
  const padding = await input.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight));
  expect(i.x + i.width - padding).toBeLessThanOrEqual(c.x + 1);

  // Half a name and a pause apply nothing: the list offers the folders it may be, and says so.
  await input.fill('');
  await input.pressSequentially('hu');
  await page.waitForTimeout(600);
  await expect(page).toHaveURL('/entries?folder_id=legal');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAccessibleDescription(/^Did you mean Human resources\?/);
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option')).toHaveText(['Human resourceshuman-resources']);
  await expectAccessible(page);
  // Its toggle sits at the end of the box, with the × clear of it.
  const toggle = await box(page.getByRole('button', { name: 'Show suggestions' }));
  expect(toggle.x + toggle.width).toBeGreaterThan(i.x + i.width - 8);
  expect(c.x + c.width).toBeLessThanOrEqual(toggle.x);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/entries?folder_id=human-resources');
  await expect(input).toHaveValue('Human resources');
  await expect(list).toBeHidden();
});

test('a new entry is highlighted without hiding its amber badge, and the list opens at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signIn(page);
  await page.getByRole('button', { name: 'Create entry' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Highlight check');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('finance');
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  // The form is long on a phone: the button is far down.
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  await expect(page).toHaveURL(/\/entries\?folder_id=finance/);
  const row = page.locator('tbody tr[aria-current="true"]');
  // The list opens at its top, not where the long form was scrolled to: at most it scrolls as
  // far as it takes to show the new entry below the search and filters.
  await expect(row).toBeInViewport({ ratio: 1 });
  const { scrollY, rowTop } = await row.evaluate((el) => ({
    scrollY: window.scrollY,
    rowTop: el.getBoundingClientRect().top,
  }));
  expect(scrollY).toBeLessThan(250);
  expect(rowTop).toBeGreaterThanOrEqual(0);
  const badge = row.getByText('PROCESSING', { exact: true });
  await expect(badge).toHaveText('PROCESSING');
  const colours = await badge.evaluate((el) => {
    const tr = el.closest('tr')!;
    return {
      row: getComputedStyle(tr).backgroundColor,
      badge: getComputedStyle(el).backgroundColor,
      ring: getComputedStyle(el).boxShadow,
    };
  });
  expect(colours.ring).not.toBe('none');
  // Different enough that the badge's pill still shows against the row.
  const diff = colours.row
    .match(/\d+/g)!
    .slice(0, 3)
    .reduce((sum, v, i) => sum + Math.abs(Number(v) - Number(colours.badge.match(/\d+/g)![i])), 0);
  expect(diff).toBeGreaterThan(40);
});

test('every control on the entries screen shows a focus ring when reached by keyboard', async ({
  page,
}) => {
  await signIn(page);
  await listReady(page);
  await page.locator('body').focus();
  const seen = new Map<string, string>();
  // Through the header, the filters, the sort headers and the first rows' controls.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const where = el.closest('th') ? 'column header ' : '';
      const hint =
        el.getAttribute('title') ??
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        '';
      const name = `${where}${el.tagName.toLowerCase()} ${hint} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
      return { name, ring: ring || style.boxShadow !== 'none' };
    });
    if (focused) seen.set(focused.name, focused.ring ? 'ring' : 'NO RING');
  }
  const kinds = [...seen.keys()].join('\n');
  // The walk reached the controls that lost their ring before: sort headers, folder buttons.
  expect(kinds).toContain('column header button');
  expect(kinds).toContain('button Show only folder');
  expect([...seen].filter(([, ring]) => ring !== 'ring')).toEqual([]);
});
