import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

const LIGHT_BG = 'rgb(246, 247, 249)';
const DARK_BG = 'rgb(15, 18, 22)';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('Theme: Dark on a light system stays dark from the first frame after a reload and on the sign-in screen; Light and System too', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // What the page's colours are at its very first frame, before anything of the app has run.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(
        document.documentElement,
      ).colorScheme;
    });
  });
  await signIn(page);
  expect(await background(page)).toBe(LIGHT_BG);
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('system');

  await theme.selectOption({ label: 'Dark' });
  expect(await background(page)).toBe(DARK_BG);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Entries', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame)).toBe(
    'dark',
  );
  await expect(theme).toHaveValue('dark');
  expect(await background(page)).toBe(DARK_BG);

  // On a dark system, Light stays light; System follows the system again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await theme.selectOption({ label: 'Light' });
  expect(await background(page)).toBe(LIGHT_BG);
  await expectAccessible(page);
  await theme.selectOption({ label: 'System' });
  expect(await background(page)).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(LIGHT_BG);

  // Kept per browser, signed in or not.
  await theme.selectOption({ label: 'Dark' });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
  expect(await background(page)).toBe(DARK_BG);
});
