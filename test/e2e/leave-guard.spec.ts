import { expect, signIn, test } from './fixtures';

test('Back from a filled form asks first; refusing keeps the form, agreeing leaves', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page).toHaveURL(/\/entries\/new$/);
  await page.getByLabel('Title').fill('Not finished yet');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^Leave this form\?/);
  await expect(page).toHaveURL(/\/entries\/new$/);
  await expect(page.getByLabel('Title')).toHaveValue('Not finished yet');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/entries$/);
  await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible();

  // The draft was kept: coming back restores it.
  await page.goForward();
  await expect(page.getByLabel('Title')).toHaveValue('Not finished yet');
});
