import { entryRows, expect, expectAccessible, signIn, test } from './fixtures';

test('the demo signs in with its token and lists seeded entries', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use demo token' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/entries$/);
  await expect(entryRows(page)).toHaveCount(10);
  await expect(page.getByText('Page 1 of 300')).toBeVisible();
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('an entry created through the API survives a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Create entry' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Smoke test entry');
  await page.getByLabel('Folder').fill('smoke');
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page).toHaveURL(/folder_id=smoke/);
  await expect(entryRows(page)).toHaveCount(1);
  await page.reload();
  await expect(entryRows(page).first()).toContainText('Smoke test entry');
});
