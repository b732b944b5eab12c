/**
 * On every screen, every control a person might press next stays where it is between press and
 * release, with focus coming from the field they just typed in: a message shown when a field is
 * left, a focus or hover style, or a notice that moves a control loses that click.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, goInApp, signIn, test } from './fixtures';
import { controlsThatMoveWhenPressed, movedSince, personClick, whereControlsAre } from './pointer';

const listReady = (page: Page, name = 'Entries') =>
  expect(page.getByRole('table', { name })).toHaveAttribute('aria-busy', 'false');

async function expectNothingMoves(page: Page, focusFirst?: Locator, within?: Locator) {
  expect(await controlsThatMoveWhenPressed(page, { focusFirst, within })).toEqual([]);
}

/**
 * A real click on a copy button: it says "Copied", and no button of `scope` moves for it (a
 * confirmation that takes room pushes the next button away from a pointer on its way there).
 */
async function expectCopyMovesNothing(copy: Locator, scope: Locator) {
  const places = () =>
    scope.getByRole('button').evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return `${b.getAttribute('aria-label') ?? b.textContent}: ${[r.x, r.y, r.width, r.height].map(Math.round).join(' ')}`;
      }),
    );
  const before = await places();
  await personClick(copy);
  await expect(scope.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await places()).toEqual(before);
}

const SHEET = Buffer.from(
  ['Title,Folder,Template,Owner', 'Ledger 2026,sheets,STORAGE,Ana', ',sheets,GOLD,Ben'].join('\n'),
);

for (const width of [1280, 390]) {
  test(`at ${width} px, on every screen`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);

    await test.step('the list and its search results', async () => {
      await listReady(page);
      const search = page.getByRole('searchbox', { name: 'Search entries' });
      await expectNothingMoves(page, search);
      await search.fill('Leave');
      await listReady(page, 'Search results');
      await expectNothingMoves(page, search);
      await search.fill('');
    });

    await test.step('the selection bar over the list, and its copy buttons', async () => {
      await listReady(page);
      const table = page.getByRole('table', { name: 'Entries' });
      await personClick(table.getByRole('checkbox', { name: /^Select (?!all)/ }).first());
      const bar = page.getByRole('region', { name: 'Selected entries' });
      await expect(bar).toContainText('1 entry selected');
      // The bar, the header's tick box and the first rows below it.
      await expectNothingMoves(page, undefined, bar);
      expect(await controlsThatMoveWhenPressed(page, { within: table, limit: 12 })).toEqual([]);
      await expectCopyMovesNothing(bar.getByRole('button', { name: 'Copy IDs' }), bar);
      await personClick(bar.getByRole('button', { name: 'Clear selection' }));
      await expect(bar).toHaveCount(0);
    });

    await test.step('the toolbar, as Clear filters and then Clear search appear', async () => {
      await listReady(page);
      const findFields = page.getByRole('search', { name: 'Find entries' });
      const toolbar = page.getByRole('group', { name: 'List options' }).or(findFields);
      const filters = page.getByRole('button', { name: 'Filters' });
      if (await filters.isVisible()) await personClick(filters);
      const table = page.getByRole('table', { name: /^(Entries|Search results)$/ });
      const where = async () => ({
        ...(await whereControlsAre(toolbar)),
        'top of the table': [Math.round((await table.boundingBox())!.y)],
      });
      const before = await where();
      // The scan sees the toolbar's controls and the search's, not an empty set.
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['Folder', 'Sort by', 'Search entries', 'Status']),
      );
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ index: 1 });
      const clearFilters = page.getByRole('button', { name: 'Clear filters' });
      await expect(clearFilters).toBeVisible();
      await listReady(page, 'Search results');
      expect(movedSince(before, await where()), 'moved when Clear filters appeared').toEqual([]);
      const search = page.getByRole('searchbox', { name: 'Search entries' });
      await search.pressSequentially('L');
      await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
      await listReady(page, 'Search results');
      expect(movedSince(before, await where()), 'moved when Clear search appeared').toEqual([]);
      await expectNothingMoves(page, search, findFields);
      await personClick(page.getByRole('button', { name: 'Clear search' }));
      await expect(clearFilters).toBeHidden();
      await listReady(page);
      // (On a phone the row of filters stays scrolled to where Clear search was.)
      const after: Record<string, number[]> = await where();
      const kept = ['Search entries', 'top of the table'];
      expect(
        movedSince(before, Object.fromEntries(kept.map((name) => [name, after[name]!]))),
      ).toEqual([]);
    });

    await test.step('Entry details', async () => {
      await listReady(page);
      await page.getByRole('table', { name: 'Entries' }).getByRole('link').first().click();
      const details = page.getByRole('dialog', { name: 'Entry details' });
      await expect(details.getByRole('button', { name: 'Create similar' })).toBeVisible();
      await expectNothingMoves(page, undefined, details);
      await expectCopyMovesNothing(details.getByRole('button', { name: 'Copy ID' }), details);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    });

    await test.step('the form after a failed attempt, with a new empty item', async () => {
      await goInApp(page, '/entries/new');
      await personClick(page.getByRole('button', { name: 'Create entry', exact: true }));
      await personClick(page.getByRole('button', { name: 'Add metadata item' }));
      const key = page.getByRole('group', { name: 'Item 1' }).getByRole('textbox', { name: 'Key' });
      await expect(key).toBeFocused();
      await expectNothingMoves(page, key, page.getByRole('main'));
    });

    await test.step('the import: chosen file, a row to fix, Confirm import', async () => {
      await goInApp(page, '/entries/import');
      await page
        .getByLabel('Import file')
        .setInputFiles({ name: 'sheet.csv', mimeType: 'text/csv', buffer: SHEET });
      await expect(page.getByText('Loaded: sheet.csv')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Import rows' })).toBeVisible();
      const folder = page.getByRole('combobox', { name: 'Default folder' });
      await expectNothingMoves(page, folder, page.getByRole('main'));

      await personClick(page.getByRole('button', { name: /^Fix row/ }).first());
      const fix = page.getByRole('dialog', { name: /^Fix row/ });
      const title = fix.getByRole('textbox', { name: 'Title', exact: true });
      await title.fill('');
      await expectNothingMoves(page, title, fix);
      await page.keyboard.press('Escape');
      await expect(fix).toBeHidden();

      await personClick(page.getByRole('button', { name: 'Start import' }));
      const confirm = page.getByRole('dialog', { name: 'Confirm import' });
      await expect(confirm).toBeVisible();
      await expectNothingMoves(page, undefined, confirm);
    });
  });
}

test('the scan finds a control that moves while held, and one moved by leaving the field', async ({
  page,
}) => {
  await page.goto('/sign-in');
  const field = page.getByLabel('Access token');
  await expect(field).toBeVisible();
  // The sign-in card, which holds the form.
  const form = page.getByRole('region', { name: 'Registry Console' });

  // Planted: Show token jumps 30 px down while it is held.
  await page.getByRole('button', { name: 'Show token' }).evaluate((show: HTMLElement) => {
    show.addEventListener('pointerdown', () => (show.style.marginTop = '30px'));
    show.addEventListener('pointerup', () => (show.style.marginTop = ''));
    show.addEventListener('pointercancel', () => (show.style.marginTop = ''));
  });
  expect(await controlsThatMoveWhenPressed(page, { within: form })).toContain(
    'Show token: moved 30 px while pressing Show token',
  );

  // Planted instead: leaving the field puts a 24 px line above Sign in, as a message shown when
  // a field is left would; the scan puts focus back in the field before every press.
  await page.reload();
  await expect(field).toBeVisible();
  const signIn = await page.getByRole('button', { name: 'Sign in', exact: true }).elementHandle();
  await field.evaluate((input, signIn) => {
    input.addEventListener('blur', () => {
      const line = document.createElement('div');
      line.style.height = '24px';
      signIn!.before(line);
    });
  }, signIn);
  const moved = await controlsThatMoveWhenPressed(page, { within: form, focusFirst: field });
  expect(moved).toContainEqual(
    expect.stringMatching(/^Sign in: moved \d+ px while pressing Show token$/),
  );
});
