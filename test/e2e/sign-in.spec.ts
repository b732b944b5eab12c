import {
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
  signIn,
  tabTo,
  test,
  waitForDraft,
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

test('signing in with the demo token shows the entries, and every request carries it as a bearer token', async ({
  page,
}) => {
  await page.goto('/entries');
  await expect(page).toHaveURL(/\/sign-in$/);
  const field = page.getByLabel('Access token');
  await expect(field).toHaveAttribute('type', 'password');
  await expectAccessible(page);

  await field.fill(DEMO_TOKEN);
  const listRequest = page.waitForRequest((r) => new URL(r.url()).pathname === LIST_PATH);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await (await listRequest).headerValue('authorization')).toBe(`Bearer ${DEMO_TOKEN}`);

  await expect(page).toHaveURL(/\/entries$/);
  await expect(entryRows(page)).toHaveCount(10);
  await expect(page.getByText('3,000 entries', { exact: true })).toBeVisible();
  expect(await storedToken(page)).toBe(DEMO_TOKEN);
});

test('signing in works by keyboard alone', async ({ page }) => {
  await page.goto('/sign-in');
  const field = page.getByLabel('Access token');
  // The field has focus on arrival; leave it and come back to it with Tab alone.
  await expect(field).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(field).not.toBeFocused();
  await tabTo(page, field, { max: 10 });
  await page.keyboard.type(DEMO_TOKEN);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/entries$/);
  await expect(entryRows(page)).toHaveCount(10);
});

test('a token that stops working while the create form is half filled keeps the form', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page).toHaveURL(/\/entries\/new$/);
  await page.getByLabel('Title', { exact: true }).fill('Half-filled before the session ended');
  await page.getByLabel('Folder').fill('legal');
  await page.getByRole('radio', { name: 'PASS' }).check();
  await page.getByLabel('Description').fill('Typed before the token expired.');
  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await page.getByLabel('Key', { exact: true }).fill('contract-no');
  await page.getByLabel('Value', { exact: true }).fill('C-2026-117');
  await waitForDraft(page, 'C-2026-117');

  await invalidateToken(page);
  // Submitting is the request that finds out the token no longer works.
  await page.getByRole('button', { name: 'Create entry' }).click();

  // The form stays as it was, under the dialog.
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible();
  await expect(page).toHaveURL(/\/entries\/new$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Half-filled before the session ended',
  );
  await expect(page.getByLabel('Folder')).toHaveValue('legal');
  await expect(page.getByRole('radio', { name: 'PASS' })).toBeChecked();
  await expect(page.getByLabel('Description')).toHaveValue('Typed before the token expired.');
  await expect(page.getByLabel('Key', { exact: true })).toHaveValue('contract-no');
  await expect(page.getByLabel('Value', { exact: true })).toHaveValue('C-2026-117');
  // The draft is kept meanwhile: a reload now would bring it back.
  await waitForDraft(page, 'C-2026-117');

  // Refused for its token, the entry was not created: it is sent once signed in again, and
  // lands in its folder.
  await again.getByLabel('Access token').fill(DEMO_TOKEN);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/entries\?folder_id=legal/);
  await expect(entryRows(page).first()).toContainText('Half-filled before the session ended');
  // The seed's 429 in legal, and this one.
  await expect(page.getByText('430 entries', { exact: true })).toBeVisible();
});

test('after signing out, Back shows no entry data', async ({ page }) => {
  await signIn(page);
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

test('no token reaches a URL, localStorage, a cookie or the console during a whole session', async ({
  page,
  leaks,
}) => {
  // Everything that could carry the token: a rejected token, a sign-in, a filter that is
  // remembered in localStorage, paging, an expired session, a create and a sign-out.
  expectFailedResponses(page, 401);
  await page.goto('/sign-in');
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

  await page.getByRole('button', { name: 'Create entry' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Leak check');
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(entryRows(page).first()).toContainText('Leak check');
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
