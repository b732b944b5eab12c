import {
  createThroughForm,
  DEMO_TOKEN,
  EXPIRED_TOKEN,
  LIST_PATH,
  TOKEN_KEY,
  WRONG_TOKEN,
  entryRows,
  expect,
  expectAccessible,
  expectFailedResponses,
  findLeaks,
  indexedDbRecords,
  tabTo,
  test,
} from './fixtures';
import type { Page } from '@playwright/test';

const SESSION_ENDED = 'Your session has ended — sign in again';

/** The server stops accepting the tab's token, as when it expires or is revoked. */
async function invalidateToken(page: Page) {
  expectFailedResponses(page, 401);
  await page.evaluate(
    ([key, token]) => sessionStorage.setItem(key!, token!),
    [TOKEN_KEY, EXPIRED_TOKEN],
  );
}

function storedToken(page: Page) {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
}

test('signing in by keyboard alone with the demo token shows the entries, and every request carries it as a bearer token', async ({
  page,
}) => {
  // A first visit paints the sign-in card before any script arrives (the demo's first file, which
  // carries its backend, is held back here), and the sign-in screen then fills that card in place,
  // with no frame between them without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = { card: false, gone: false };
    (window as unknown as { firstCard: typeof seen }).firstCard = seen;
    // Every frame until the field is there: is the card in it?
    const look = () => {
      const card = [...document.querySelectorAll('.sign-in-card')].some(
        (shown) => shown.getClientRects().length > 0,
      );
      seen.gone ||= seen.card && !card;
      seen.card ||= card;
      if (!document.getElementById('access-token')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/entries', { waitUntil: 'commit' });
  const card = page.getByRole('region', { name: 'Registry Console' });
  await expect(card).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  const framed = (await card.boundingBox())!;
  release();
  await expect(page).toHaveURL(/\/sign-in$/);
  const field = page.getByLabel('Access token');
  await expect(field).toBeVisible();
  const filled = (await card.boundingBox())!;
  expect([filled.x, filled.y, filled.width]).toEqual([framed.x, framed.y, framed.width]);
  expect(await page.evaluate(() => (window as unknown as { firstCard: object }).firstCard)).toEqual(
    { card: true, gone: false },
  );
  await expect(field).toHaveAttribute('type', 'password');
  await expectAccessible(page);
  // The field has focus on arrival; leave it and come back to it with Tab alone.
  await expect(field).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(field).not.toBeFocused();
  await tabTo(page, field, { max: 10 });
  await page.keyboard.type(DEMO_TOKEN);
  const listRequest = page.waitForRequest((r) => new URL(r.url()).pathname === LIST_PATH);
  await page.keyboard.press('Enter');
  expect(await (await listRequest).headerValue('authorization')).toBe(`Bearer ${DEMO_TOKEN}`);

  await expect(page).toHaveURL(/\/entries$/);
  await expect(entryRows(page)).toHaveCount(10);
  await expect(page.getByText('3,000 entries', { exact: true })).toBeVisible();
  expect(await storedToken(page)).toBe(DEMO_TOKEN);

  // After signing out, Back shows no entry data.
  const firstTitle = (await entryRows(page).first().getByRole('link').textContent())!;
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 300')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await storedToken(page)).toBeNull();
  // A deliberate sign-out is not an expired session.
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByLabel('Access token')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveCount(0);
  await expect(page.getByText(firstTitle)).toHaveCount(0);
  await expect(page.getByText(/Page \d+ of/)).toHaveCount(0);
});

test('the sign-in card stays put when its error appears, and no token reaches a URL, localStorage, a cookie or the console during a whole session', async ({
  page,
  leaks,
}) => {
  // Everything that could carry the token: a rejected token, a sign-in, a filter that is
  // remembered in localStorage, paging, an expired session, a create and a sign-out.
  expectFailedResponses(page, 401);
  await page.goto('/sign-in');
  // The sign-in card does not move when its error appears.
  const card = page.getByRole('region', { name: 'Registry Console' });
  const field = page.getByLabel('Access token');
  await expect(field).toBeVisible();
  const top = async (locator: typeof field) => (await locator.boundingBox())!.y;
  const [cardBefore, fieldBefore] = [await top(card), await top(field)];
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your access token.')).toBeVisible();
  expect(await top(card)).toBe(cardBefore);
  expect(await top(field)).toBe(fieldBefore);
  await expectAccessible(page);

  await page.getByLabel('Access token').fill(WRONG_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This token was rejected')).toBeVisible();
  await page.getByLabel('Access token').fill(`  Bearer ${DEMO_TOKEN}  `);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(entryRows(page)).toHaveCount(10);
  expect(await storedToken(page)).toBe(DEMO_TOKEN);

  await page.getByLabel('Folder').fill('research');
  await expect(page).toHaveURL(/folder_id=research/);
  await expect(page.getByText('428 entries', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByText('Page 43 of 43')).toBeVisible();

  await invalidateToken(page);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await again.getByLabel('Access token').fill(DEMO_TOKEN);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/folder_id=research&limit=25$/);

  await createThroughForm(page, 'Leak check');
  await page.reload();
  await expect(entryRows(page).first()).toContainText('Leak check');
  await page.evaluate(() => console.log('e2e console probe'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The watch saw what it should have seen, so finding nothing in it means something.
  expect(leaks.urls.some((u) => u.includes(`${LIST_PATH}?`))).toBe(true);
  expect(leaks.urls.some((u) => u.includes('/entries/new'))).toBe(true);
  expect(leaks.consoleMessages).toContain('log: e2e console probe');
  expect(leaks.localStorageWrites.some((w) => w.startsWith('registry-console:'))).toBe(true);
  // The demo keeps what was created in IndexedDB, which the watch reads too.
  expect((await indexedDbRecords(page)).some((r) => r.includes('Leak check'))).toBe(true);
  expect(leaks.requestBodies.some((b) => b.includes('Leak check'))).toBe(true);
  expect(await findLeaks(page, leaks)).toEqual([]);
  // After signing out the token is nowhere in the tab's storage either.
  const sessionValues = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(sessionValues).not.toContain(DEMO_TOKEN);
});
