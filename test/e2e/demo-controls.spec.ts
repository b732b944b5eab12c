import {
  entryRows,
  expect,
  expectAccessible,
  expectFailedResponses,
  goInApp,
  signIn,
  test,
} from './fixtures';

test('the Network panel makes the demo backend fail, and the list says so and recovers; Reset demo data removes created entries and keeps the seed', async ({
  page,
}) => {
  expectFailedResponses(page, 500);
  await signIn(page);
  await expect(entryRows(page)).toHaveCount(10);

  // The header names the screen shown, and Reset demo data stands apart from Sign out.
  const screens = page.getByRole('navigation', { name: 'Screens' });
  await expect(screens.getByRole('link', { name: 'Entries' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(screens.getByRole('link', { name: 'Activity' })).not.toHaveAttribute('aria-current');
  const reset = (await page.getByRole('button', { name: 'Reset demo data' }).boundingBox())!;
  const signOut = (await page.getByRole('button', { name: 'Sign out' }).boundingBox())!;
  expect(signOut.x - (reset.x + reset.width)).toBeGreaterThanOrEqual(48);

  await page.getByRole('button', { name: 'Network' }).click();
  const panel = page.getByRole('dialog', { name: 'Demo network' });
  await expect(panel).toBeVisible();
  await expectAccessible(page);
  await expect(panel.getByRole('checkbox')).toHaveCount(9);
  for (const box of await panel.getByRole('checkbox').all()) await box.uncheck();
  await panel.getByRole('checkbox', { name: '500 with a JSON message' }).check();
  await panel.getByLabel('Failure rate (%)').fill('100');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  // Page 2 was prefetched while the backend was healthy; page 3 is not.
  await page.getByRole('button', { name: 'Last page' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toContainText('The server had a problem: Server Error');

  // The settings persist with the demo data.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();

  await page.getByRole('button', { name: 'Network' }).click();
  await expect(panel.getByText(/requests answered so far/)).toBeVisible();
  await panel.getByRole('button', { name: 'Reset network settings' }).click();
  await expect(panel.getByLabel('Failure rate (%)')).toHaveValue('0');
  await panel.getByRole('button', { name: 'Done' }).click();
  // Resetting refetches what failed: the list recovers without a Retry.
  await expect(entryRows(page)).toHaveCount(10);
  await expect(page.getByText('Page 300 of 300')).toBeVisible();

  // Reset demo data removes created entries and keeps the seed.
  await goInApp(page, '/entries/new?folder_id=reset-check');
  await page.getByLabel('Title', { exact: true }).fill('Entry to be reset away');
  await page.getByRole('radio', { name: 'PASS' }).check();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(entryRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const ask = page.getByRole('dialog', { name: 'Reset demo data?' });
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Demo data reset.',
  );
  await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear folder filter' }).click();
  await expect(page.getByText('3,000 entries', { exact: true })).toBeVisible();
});
