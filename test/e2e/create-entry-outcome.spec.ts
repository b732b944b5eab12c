/**
 * The unknown-outcome flow as a person meets it in the demo: the connection drops after the
 * server stored the entry, `Check folder` lists the entries that could be theirs (here two: a
 * colleague's of the same title a few seconds earlier, and their own), and the person decides.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNetworkFailures, signIn, test } from './fixtures';
import { screenshots } from './screenshots';

const DB_KEY = 'registry-console:demo-db';
const FOLDER = 'finance-quarterly-reconciliations-and-supporting-documents-2026';
const TITLE =
  'Quarterly reconciliation of supplier invoices, credit notes and the matching bank statements for the northern region';

/** The demo answers every request with `kind` (or, with no kind, answers normally again). */
async function demoFault(page: Page, kind: string | null) {
  await page.getByRole('button', { name: 'Network' }).click();
  const panel = page.getByRole('dialog', { name: 'Demo network' });
  await expect(panel.getByRole('checkbox')).toHaveCount(9);
  if (kind) {
    for (const box of await panel.getByRole('checkbox').all()) await box.uncheck();
    await panel.getByRole('checkbox', { name: kind }).check();
    await panel.getByLabel('Failure rate (%)').fill('100');
  } else {
    await panel.getByRole('button', { name: 'Reset network settings' }).click();
  }
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
}

test('Check folder lists the entries that could be yours, with their fields and the choices', async ({
  page,
}) => {
  expectNetworkFailures(page);
  // A colleague made an entry of the same title and template in the folder a moment ago.
  await page.addInitScript(
    ([key, folder, title]) => {
      if (window.location.origin === 'null' || sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      const db = JSON.parse(localStorage.getItem(key!)!) as { created: unknown[] };
      db.created.push({
        id: '0b9f3c1e-7d2a-4c55-9e61-3f0a8d2b6c47',
        title,
        type: 'STORAGE',
        status: 'READY',
        created_at: new Date(Date.now() - 4000).toISOString(),
        folder_id: folder,
        template: 'STORAGE',
      });
      localStorage.setItem(key!, JSON.stringify(db));
    },
    [DB_KEY, FOLDER, TITLE],
  );
  await signIn(page, `/entries/new?folder_id=${FOLDER}`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await page.getByRole('radio', { name: 'STORAGE' }).check();

  await demoFault(page, 'Connection dropped after the server stored the entry');
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  const unknown = page.getByRole('alert').filter({ hasText: 'may or may not have been created' });
  await expect(unknown).toBeVisible();
  await demoFault(page, null);

  await unknown.getByRole('button', { name: 'Check folder', exact: true }).click();
  const panel = page.getByRole('alert').filter({ hasText: 'like yours are in the folder' });
  await expect(
    panel.getByRole('heading', { name: '2 entries like yours are in the folder' }),
  ).toBeVisible();
  await expect(panel).toContainText(FOLDER);
  const candidates = panel.getByRole('listitem');
  await expect(candidates).toHaveCount(2);
  for (const candidate of await candidates.all()) {
    await expect(candidate).toContainText(TITLE);
    await expect(candidate).toContainText('STORAGE');
    await expect(candidate).toContainText(/ID [0-9a-f-]{36}/);
    await expect(candidate).toContainText(/created \d/);
    // The button says which entry it goes to.
    const go = candidate.getByRole('button', { name: 'Go to the entry' });
    await expect(go).toHaveAccessibleDescription(new RegExp(`^${TITLE}`));
  }
  await expect(candidates.nth(1)).toContainText('0b9f3c1e-7d2a-4c55-9e61-3f0a8d2b6c47');
  await expect(panel.getByRole('button', { name: 'None of these is mine' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectAccessible(page);
  // Nothing sticks out of a phone's screen.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshots(page, 'candidates', panel);

  // By keyboard: the question opens under the chosen entry, with the focus on its first answer.
  const goFirst = candidates.first().getByRole('button', { name: 'Go to the entry' });
  await goFirst.focus();
  await page.keyboard.press('Enter');
  await expect(goFirst).toHaveAttribute('aria-expanded', 'true');
  const ask = candidates
    .first()
    .getByRole('group', { name: 'Is this the entry you were creating?' });
  await expect(ask.getByRole('button', { name: 'Yes, it is mine' })).toBeFocused();
  await expect(ask.getByRole('button', { name: 'Not sure, keep the draft' })).toBeVisible();
  await expect(candidates.nth(1).getByRole('group')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'candidates-confirm', panel);

  await ask.getByRole('button', { name: 'Yes, it is mine' }).click();
  await expect(page).toHaveURL(/\/entries\?/);
});
