/**
 * Presets, as staff who file the same kind of entry every day use them: saved from a filled
 * form, still there after signing out and in again, and filling the next form (its title kept),
 * with Undo. Clicks are a person's (press, hold, release) where they follow typing.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';
import { personClick } from './pointer';
import { screenshots } from './screenshots';

test('a preset saved from the form fills the next one after signing out and in again', async ({
  page,
}) => {
  await signIn(page, '/entries/new');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const folder = page.getByRole('combobox', { name: 'Folder', exact: true });
  // No preset yet: nothing to choose above the fields.
  await expect(page.getByRole('combobox', { name: 'Preset' })).toHaveCount(0);
  await title.fill('Payroll November');
  await folder.fill('finance');
  await page.getByRole('radio', { name: 'PASS' }).check();
  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await page.getByRole('textbox', { name: 'Key' }).fill('cost-centre');
  await page.getByRole('textbox', { name: 'Value' }).fill('CC-7');

  await personClick(page.getByRole('button', { name: 'Save as preset' }));
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  await dialog.getByLabel('Preset name').fill('Payroll');
  await expectAccessible(page);
  await screenshots(page, 'save-preset', dialog);
  await dialog.getByLabel('Preset name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved as the preset Payroll.')).toBeVisible();
  // Enter in the dialog saved the preset; it did not send the entry.
  await expect(page).toHaveURL(/\/entries\/new/);

  // Signed out (the draft goes with it) and in again: the preset is still there.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out and discard your draft?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await signIn(page, '/entries/new');
  await expect(title).toHaveValue('');
  await title.fill('Payroll December');
  await page.getByRole('combobox', { name: 'Preset' }).selectOption('Payroll');
  await expect(folder).toHaveValue('finance');
  await expect(page.getByRole('radio', { name: 'PASS' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Key' })).toHaveValue('cost-centre');
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('CC-7');
  await expect(title).toHaveValue('Payroll December');
  const said = page.getByRole('status').filter({ hasText: 'Filled from the preset Payroll.' });
  await expect(said).toBeVisible();
  await expectAccessible(page);

  // Undo puts back what the form held.
  await personClick(said.getByRole('button', { name: 'Undo' }));
  await expect(folder).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Key' })).toHaveCount(0);
  await expect(title).toHaveValue('Payroll December');
});
