/**
 * The unknown-outcome flow as a person meets it: the server (a real one on a loopback port,
 * which does not show its clock) stores the entry and the answer is lost on the way back (a
 * 502 from a proxy), `Check folder` lists the entries that could be theirs (here two: their
 * own, and a colleague's of the same title made just after theirs), and the person decides.
 * An entry that was in the folder before the send is never offered.
 */
import { DEMO_TOKEN, expect, expectAccessible, signIn, test, closeAfterTest } from './fixtures';
import { expectLostAnswers } from './import-steps';
import { startFakeApi } from './fake-api';
import { serveLiveBuild } from './loopback';
import { screenshots } from './screenshots';

const FOLDER = 'finance-quarterly-reconciliations-and-supporting-documents-2026';
const TITLE =
  'Quarterly reconciliation of supplier invoices, credit notes and the matching bank statements for the northern region';
const COLLEAGUE = '0b9f3c1e-7d2a-4c55-9e61-3f0a8d2b6c47';

test('Check folder lists the entries that could be yours, with their fields and the choices', async ({
  page,
}) => {
  const server = await startFakeApi({
    keys: 'ignores',
    token: DEMO_TOKEN,
    faultRate: 0,
    seed: 5,
    slowMs: 0,
    planByTitle: { [TITLE]: ['store-then-502'] },
    exposeDate: false,
  });
  const entry = (id: string, at: number) => ({
    id,
    title: TITLE,
    folder_id: FOLDER,
    type: 'STORAGE',
    status: 'READY',
    created_at: new Date(at).toISOString(),
  });
  // Made before the send: never offered.
  server.plant(entry('older-entry', Date.now() - 60_000));
  const app = await serveLiveBuild(server.origin, {
    apiBaseUrl: server.origin,
    requestTimeoutMs: 2000,
    resendLostCreates: false,
  });
  try {
    expectLostAnswers(page, 502);
    await run();
  } finally {
    closeAfterTest(page, app, server);
  }

  async function run() {
    await signIn(page, `${app.origin}/entries/new?folder_id=${FOLDER}`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('radio', { name: 'STORAGE' }).check();

    await page.getByRole('button', { name: 'Create entry', exact: true }).click();
    const unknown = page.getByRole('alert').filter({ hasText: 'may or may not have been created' });
    await expect(unknown).toBeVisible();
    // One message: what happened, where the entry may be, what sending again does; no "try again".
    await expect(unknown).toContainText(
      `The server had a problem (HTTP 502) and sent an unreadable answer. The request was sent, so the entry may be in the folder ${FOLDER}. Check the folder first: this server may not recognise a repeated request, so sending again could make the entry twice.`,
    );
    await expect(unknown).not.toContainText(/try again/i);
    // Two choices, the safe one first: this server is not said to honour the key.
    await expect(unknown.getByRole('button')).toHaveText([
      'Check folder',
      'Send again anyway (same key)',
    ]);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshots(page, 'lost-answer', unknown);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Create entry again sends nothing, and says so, with the same two choices.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Create entry', exact: true }).click();
    await expect(unknown).toContainText('Create entry did not send');
    await expect(unknown.getByRole('button')).toHaveText([
      'Check folder',
      'Send again anyway (same key)',
    ]);
    expect(posts).toEqual([]);
    // A colleague makes an entry of the same title and template just after the send.
    server.plant(entry(COLLEAGUE, Date.now() + 2000));

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
      await expect(candidate).toContainText(/ID \S+/);
      // The list's date format: "Nov 24, 2026, 10:00 AM", not "11/24/2026".
      await expect(candidate).toContainText(/created [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d/);
      await expect(candidate).not.toContainText(/\d\/\d/);
      // The button says which entry it goes to.
      const go = candidate.getByRole('button', { name: 'Go to the entry' });
      await expect(go).toHaveAccessibleDescription(new RegExp(`^${TITLE}`));
    }
    await expect(candidates.first()).toContainText(COLLEAGUE);
    await expect(panel).not.toContainText('older-entry');
    await expect(panel.getByRole('button', { name: 'None of these is mine' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(page);
    // Nothing sticks out of a phone's screen.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
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
    // The list has read the server (all three rows show) before the server goes.
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(3);
  }
});
