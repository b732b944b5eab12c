import type { Page } from '@playwright/test';
import { entryRows, expect, expectAccessible, goInApp, signIn, test } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const table = (page: Page) => page.getByRole('table', { name: 'Entries' });

async function listReady(page: Page) {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

test('every screen puts focus on its heading when it opens, and names itself in the tab title', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/entries');
  await expect(page).toHaveTitle('Sign in — Registry Console');
  await signIn(page);
  await expect(heading(page, 'Entries')).toBeFocused();
  await expect(page).toHaveTitle('Entries — Registry Console');

  await page.getByRole('link', { name: 'Import entries' }).click();
  await expect(heading(page, 'Import entries')).toBeFocused();
  await expect(page).toHaveTitle('Import entries — Registry Console');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to entries' }).click();
  await expect(heading(page, 'Entries')).toBeFocused();

  await page.getByRole('button', { name: 'Create entry' }).first().click();
  await expect(heading(page, 'Create entry')).toBeFocused();
  await expect(page).toHaveTitle('Create entry — Registry Console');
  await expectAccessible(page);

  // From the header, which stays on screen: focus still goes to the new screen's heading.
  await page.getByRole('link', { name: 'Registry Console' }).click();
  await expect(heading(page, 'Entries')).toBeFocused();

  // A folder by its label; an open entry by its title, and the list's title back when it closes.
  await goInApp(page, '/entries?folder_id=human-resources');
  await expect(page).toHaveTitle('Entries · Human resources — Registry Console');
  // The folder's rows, not the last view's: one folder has no Folder column.
  await expect(page.getByRole('columnheader', { name: 'Folder' })).toHaveCount(0);
  await listReady(page);
  const first = entryRows(page).first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('dialog', { name: 'Entry details' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — Registry Console`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('Entries · Human resources — Registry Console');

  // The shortcuts list, opened with ?: it names every key (folders.test.tsx) and passes axe.
  await page.locator('h1').click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.goto('/no-such-screen');
  await expect(heading(page, 'Page not found')).toBeFocused();
  await expect(page).toHaveTitle('Page not found — Registry Console');
  await page.goto('/entries/import');
  await expect(heading(page, 'Import entries')).toBeFocused();
  expect(asked).toEqual([]);
});
