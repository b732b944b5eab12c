/** What a person sees in the first minute on a phone: sizes and scrolling, measured in the browser. */
import type { Locator, Page } from '@playwright/test';
import { DEMO_TOKEN, entryRows, expect, signIn, test } from './fixtures';

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function listReady(page: Page) {
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveAttribute('aria-busy', 'false');
}

/** The controls in view smaller than 24 × 24 px. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input, select, [tabindex="0"]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 24 || r.height < 24)
      .map(({ el, r }) => `${el.outerHTML.slice(0, 60)} ${r.width}x${r.height}`),
  );

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the demo token stays on one line, touch targets are at least 24 px (icon buttons 40 px), a new page starts at the top of the table, cards are compact and the filters wrap', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const token = page.locator('code').filter({ hasText: DEMO_TOKEN });
    await expect(token).toHaveText(DEMO_TOKEN);
    expect(await token.evaluate((el) => el.getClientRects().length)).toBe(1);

    // The header on a phone: looks.spec.ts.
    await signIn(page, '/entries?folder_id=legal');
    await listReady(page);
    expect(await smallTargets(page)).toEqual([]);
    for (const name of ['Next page', 'Last page']) {
      const b = await box(page.getByRole('button', { name, exact: true }));
      expect(b.width).toBeGreaterThanOrEqual(40);
      expect(b.height).toBeGreaterThanOrEqual(40);
    }
    const copy = await box(
      entryRows(page)
        .first()
        .getByRole('button', { name: /^Copy ID / }),
    );
    expect(copy.height).toBeGreaterThanOrEqual(40);
    expect(copy.width).toBeGreaterThanOrEqual(40);

    // A new page starts at the top of the table.
    await page.goto('/entries');
    await listReady(page);
    await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
    await expect
      .poll(async () => (await box(page.getByRole('table', { name: 'Entries' }))).y)
      .toBeGreaterThanOrEqual(-1);
    const table = await box(page.getByRole('table', { name: 'Entries' }));
    expect(table.y).toBeLessThan(740);

    // At 390 px: a card is at most 120 px tall (several entries a screen), and the open filters
    // wrap onto lines: each one whole and in view, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/entries');
    await listReady(page);
    const heights = await entryRows(page).evaluateAll((rows) =>
      rows.map((row) => row.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(heights.filter((h) => h > 120)).toEqual([]);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.locator('#find-filters');
    await expect(filters.getByRole('button', { name: 'Views' })).toBeInViewport({ ratio: 1 });
    await expect(filters.getByRole('button', { name: /^Date created/ })).toBeInViewport({
      ratio: 1,
    });
    expect(await filters.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);

    // A screen with Back to entries: its link is a 24 px target too.
    await page.getByRole('button', { name: 'Create entry', exact: true }).click();
    const back = await box(page.getByRole('link', { name: 'Back to entries' }));
    expect(back.height).toBeGreaterThanOrEqual(24);
  });
});
