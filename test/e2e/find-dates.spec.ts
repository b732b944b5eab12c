/**
 * Created, the date range of Find: one Tab stop between the filters and the list while closed;
 * opened, its fields `Created from` / `Created to` filter the results as before, and it closes on
 * Escape (focus back on its button), on a click elsewhere and when focus moves on past it. A day
 * is typed as a person types it, digit by digit, and applied on Enter or on leaving the field.
 */
import type { Page } from '@playwright/test';
import type { StoredEntry } from '../../src/mocks/seed';
import { plantStore } from './demo-store';
import { expect, expectAccessible, signIn, tabTo, test } from './fixtures';
import { controlsThatMoveWhenPressed, personClick } from './pointer';

const LEDGER: StoredEntry = {
  id: '5e0c2a71-93d4-4b8e-a1f6-7d20c4b9e3a5',
  title: 'Ledger for Oslo, spring',
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: new Date(Date.now() - 60_000).toISOString(),
  folder_id: 'finance',
};

/** A local calendar day `offset` days from the planted entry's, as a date input holds it. */
function day(offset = 0) {
  const d = new Date(LEDGER.created_at);
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** The keys a person presses for that day in a date field of US English: month, day, year. */
function keysOf(offset = 0) {
  const [year, month, date] = day(offset).split('-');
  return `${month}${date}${year}`;
}
/** That day, or the range of days, as the page writes it (its language is English). */
const written = (offset = 0, until?: number) => {
  const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  const at = (n: number) => new Date(`${day(n)}T00:00:00`);
  const text =
    until === undefined ? format.format(at(offset)) : format.formatRange(at(offset), at(until));
  return text.replace(/\s+/g, ' ');
};

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search entries' });
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const dates = (page: Page) => page.getByRole('button', { name: /^Date created:/ });
const from = (page: Page) => page.getByLabel('Created from');
const to = (page: Page) => page.getByLabel('Created to');

async function showLedger(page: Page) {
  await plantStore(page, [LEDGER]);
  await signIn(page);
  await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
  await search(page).fill('ledger for oslo');
  await expect(results(page).getByRole('link')).toHaveText([LEDGER.title]);
}

/** What each Tab press from Search entries lands on (by its name), until a result row. */
async function tabStopsToResults(page: Page): Promise<string[]> {
  const table = await results(page).elementHandle();
  await search(page).focus();
  const stops: string[] = [];
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    const [name, inResults] = await page.evaluate((rows) => {
      const el = document.activeElement as HTMLElement;
      const label = (el as HTMLInputElement).labels?.[0]?.firstChild?.textContent;
      const text = el.getAttribute('aria-label') ?? label ?? el.textContent ?? '';
      return [text.trim(), el.matches('tr') && Boolean(rows?.contains(el))] as const;
    }, table);
    if (inResults) return stops;
    stops.push(name);
  }
  throw new Error(`Tab never reached Search results: ${stops.join(' | ')}`);
}

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

test('closed, Created is one Tab stop on the way from Search entries to the results', async ({
  page,
}) => {
  await showLedger(page);
  const stops = await tabStopsToResults(page);
  const onDates = stops.filter((name) => /^(Date created|Created from|Created to)/.test(name));
  expect(onDates, stops.join(' | ')).toHaveLength(1);
  expect(stops[stops.indexOf('Type') + 1]).toMatch(/^Date created: any/);
  await expect(from(page)).toBeHidden();
  await expectAccessible(page);

  // Open, Tab goes from the button into its fields, and on past them it closes again.
  await search(page).focus();
  await tabTo(page, dates(page));
  await page.keyboard.press('Enter');
  await expect(from(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(from(page)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Tab');
  await expect(from(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
});

test('opened, Created from and Created to filter the results, in the URL; Escape closes it; a link with dates shows them, and Back brings the earlier range back', async ({
  page,
}) => {
  await showLedger(page);
  await tabTo(page, dates(page));
  await page.keyboard.press('Enter');
  await expect(from(page)).toBeVisible();
  await expectAccessible(page);
  // Typed digit by digit: the field keeps every key, and nothing is applied until Enter.
  await page.keyboard.press('Tab');
  await expect(from(page)).toBeFocused();
  await page.keyboard.type(keysOf(), { delay: 30 });
  await expect(from(page)).toHaveValue(day());
  await expect(page).toHaveURL('/entries?q=ledger+for+oslo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/entries?q=ledger+for+oslo&from=${day()}`);
  await expect(from(page)).toHaveValue(day());
  await expect(results(page).getByRole('link')).toHaveText([LEDGER.title]);

  // Escape closes it and gives focus back to the button, which says the range in force.
  await page.keyboard.press('Escape');
  await expect(from(page)).toBeHidden();
  await expect(dates(page)).toBeFocused();
  await expect(dates(page)).toHaveAccessibleName(`Date created: from ${written()}`);

  // A range that ends before it starts: said under the filters, nothing matches.
  await personClick(dates(page));
  // Typed and left with Tab: applied on leaving the field.
  await to(page).focus();
  await page.keyboard.type(keysOf(-1), { delay: 30 });
  await expect(page).toHaveURL(`/entries?q=ledger+for+oslo&from=${day()}`);
  await tabTo(page, page.getByRole('button', { name: 'Clear dates' }));
  await expect(page).toHaveURL(`/entries?q=ledger+for+oslo&from=${day()}&to=${day(-1)}`);
  await expect(page.getByRole('alert')).toContainText('Created from is after Created to');
  await expect(page.getByText(/^No indexed entry matches/)).toBeVisible();
  await expect(to(page)).toHaveAccessibleDescription(/Created from is after Created to/);

  await to(page).fill(day(1));
  await to(page).press('Enter');
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(results(page).getByRole('link')).toHaveText([LEDGER.title]);
  await expect(dates(page)).toHaveAccessibleName(`Date created: ${written(0, 1)}`);

  // Clear dates empties both and keeps the fields open for new ones.
  await personClick(page.getByRole('button', { name: 'Clear dates' }));
  await expect(page).toHaveURL('/entries?q=ledger+for+oslo');
  await expect(from(page)).toBeFocused();
  await expect(to(page)).toHaveValue('');

  // A click elsewhere closes it.
  await personClick(page.getByRole('heading', { level: 1 }));
  await expect(from(page)).toBeHidden();
  await expect(dates(page)).toHaveAccessibleName('Date created: any');

  // A link with dates shows them on the button, and Back brings the earlier range back.
  await page.goto(`/entries?from=${day()}&to=${day()}`);
  await expect(dates(page)).toHaveAccessibleName(`Date created: ${written()}`);
  await expect(results(page).getByRole('link').first()).toBeVisible();
  await personClick(dates(page));
  await to(page).fill(day(1));
  await to(page).press('Enter');
  await expect(page).toHaveURL(`/entries?from=${day()}&to=${day(1)}`);
  await page.goBack();
  await expect(to(page)).toHaveValue(day());
  await expect(dates(page)).toHaveAccessibleName(`Date created: ${written()}`);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the open fields are on the screen and stay put under the pointer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, `/entries?from=${day()}`);
    await personClick(dates(page));
    await expect(to(page)).toBeVisible();
    const panel = page.getByRole('group', { name: 'Date created' });
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Below the button, not over it.
    expect(box.y).toBeGreaterThanOrEqual((await dates(page).boundingBox())!.y + 30);
    expect(
      await controlsThatMoveWhenPressed(page, { focusFirst: to(page), within: panel }),
    ).toEqual([]);
    await expect(to(page)).toBeVisible();
    await expectAccessible(page);
  });
}
