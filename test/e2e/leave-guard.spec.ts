import { DRAFT_KEY, expect, expectAccessible, signIn, test, waitForDraft } from './fixtures';

test('Back from a filled form leaves without a question; the draft is kept and comes back; closing the tab then asks the browser’s question', async ({
  page,
}) => {
  await signIn(page);
  const table = page.getByRole('table', { name: 'Entries' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // Where the list starts, on a wide screen and on a phone.
  const tableTops = async () => {
    const tops: number[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      tops.push(Math.round((await table.boundingBox())!.y));
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    return tops;
  };
  const topsWithoutDraft = await tableTops();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page).toHaveURL(/\/entries\/new$/);
  await page.getByLabel('Title', { exact: true }).fill('Not finished yet');
  await waitForDraft(page, 'Not finished yet');

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/entries$/);
  await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain(
    'Not finished yet',
  );

  // Every other screen says a draft is waiting.
  await expect(page.getByText('Draft in progress')).toBeVisible();
  await expectAccessible(page);
  // Saying so moves nothing: the list starts where it did without a draft.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect(await tableTops()).toEqual(topsWithoutDraft);

  // The draft was kept: coming back restores it.
  await page.goForward();
  await expect(page.getByText('Your unfinished draft was restored.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Not finished yet');

  // Moving within the app never asked; only closing or reloading the tab does (see the
  // create-entry tests).
  await page.getByRole('link', { name: 'Back to entries' }).click();
  await expect(page).toHaveURL(/\/entries$/);
  expect(asked).toEqual([]);

  // Back on the form, closing the tab with the draft still unsent asks, as only the browser can.
  await page.goBack();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Not finished yet');
  await page.getByLabel('Title', { exact: true }).press('End');
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(() => asked.map((question) => question.split(':')[0]))
    .toEqual(['beforeunload']);
});
