/**
 * Find on a phone: the four filters fold under `Filters`, so the first entries are in view; a
 * filter set by a link shows them unfolded. On a wide screen they sit beside the search.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';
import { personClick } from './pointer';

const filters = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^Filters/ });

test('on a phone the filters fold under Filters, and the first entries are in view; on a wide screen they sit beside the search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('searchbox', { name: 'Search entries' })).toBeVisible();
  const toggle = filters(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await expect(page.getByLabel('Created from')).toBeHidden();
  // The first entry starts within the first screen.
  const firstRow = page.getByRole('table', { name: 'Entries' }).getByRole('row').nth(1);
  const box = await firstRow.boundingBox();
  expect(box && box.y).toBeLessThan(844);
  await expectAccessible(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const type = page.getByRole('combobox', { name: 'Type' });
  await expect(type).toBeVisible();
  await type.selectOption('PASS');
  await expect(page).toHaveURL(/[?&]type=PASS/);
  await expect(filters(page)).toHaveText('Filters (1)');
  await expectAccessible(page);

  // Opened from a link that sets a filter, they show unfolded.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('PASS');
  await expect(filters(page)).toHaveAttribute('aria-expanded', 'true');

  // On a wide screen the filters sit beside the search, with no Filters button.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/entries');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(filters(page)).toBeHidden();
  // Created is one button there; its fields open below it.
  await expect(page.getByLabel('Created to')).toBeHidden();
  await personClick(page.getByRole('button', { name: /^Date created:/ }));
  await expect(page.getByLabel('Created to')).toBeVisible();
});
