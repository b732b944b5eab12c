/**
 * Tabs of one browser share the session: a link opened in a new tab opens signed in, without the
 * sign-in screen flashing up; a sign-out in one tab signs out the others with the same token; a
 * console served from another origin gets nothing. The fixtures' token-leak watch covers every
 * BroadcastChannel message of every tab here (session-handoff.spec.ts: pages that are not the
 * console, frames, tabs with different tokens).
 */
import type { Page } from '@playwright/test';
import {
  DEMO_TOKEN,
  LIST_PATH,
  TOKEN_KEY,
  entryRows,
  expect,
  expectAccessible,
  expectFailedResponses,
  signIn,
  test,
} from './fixtures';
import { liveSite } from './loopback';

const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/** Whether the sign-in screen's token field was ever on the page, from its first paint on. */
async function watchForSignInScreen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawSignIn: boolean };
    w.__sawSignIn = false;
    new MutationObserver(() => {
      if (document.getElementById('access-token')) w.__sawSignIn = true;
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { __sawSignIn: boolean }).__sawSignIn);
}

test('a link opened in a second tab opens signed in, with no sign-in screen on the way; signing out in one tab signs out the others, and a new tab then shows the sign-in screen', async ({
  page,
  context,
  leaks,
}) => {
  await signIn(page, '/entries?folder_id=finance');
  await expect(entryRows(page).first()).toBeVisible();
  const link = page.url();

  const second = await context.newPage();
  const sawSignIn = await watchForSignInScreen(second);
  await second.goto(link);
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(second).toHaveURL(link);
  await expect(entryRows(second).first()).toBeVisible();
  expect(await sawSignIn()).toBe(false);
  // Kept in the new tab's own sessionStorage: a reload there stays signed in on its own.
  expect(await storedToken(second)).toBe(DEMO_TOKEN);
  // The leak watch saw the handover (an ask and its sealed answer), and no message carried the
  // token: it goes to the tab that asked alone.
  const types = leaks.broadcasts.map((b) => JSON.parse(b.message).type);
  expect(types).toEqual(expect.arrayContaining(['ask', 'session']));
  expect(leaks.broadcasts.filter((b) => b.message.includes(DEMO_TOKEN))).toEqual([]);
  await page.close();
  await second.reload();
  await expect(entryRows(second).first()).toBeVisible();
  await expectAccessible(second);

  // Signing out in one tab signs out the other.
  const third = await context.newPage();
  await third.goto('/entries?folder_id=finance');
  await expect(entryRows(third).first()).toBeVisible();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByLabel('Access token')).toBeVisible();
  await expect(third.getByLabel('Access token')).toBeVisible();
  await expect(third.getByRole('table', { name: 'Entries' })).toHaveCount(0);
  expect(await storedToken(third)).toBeNull();
  // A sign-out by hand is not an expired session: no such notice in either tab.
  await expect(third.getByText('Your session has ended')).toHaveCount(0);

  // A new tab while no tab is signed in shows the sign-in screen after a short wait.
  const fourth = await context.newPage();
  await fourth.goto('/entries');
  await expect(fourth.getByLabel('Access token')).toBeVisible();
  await expect(fourth).toHaveURL(/\/sign-in$/);
  expect(await storedToken(fourth)).toBeNull();
  await fourth.close();

  // And the other way round, once signed in again.
  await signIn(third);
  const fifth = await context.newPage();
  await fifth.goto('/entries');
  await expect(fifth.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await fifth.getByRole('button', { name: 'Sign out' }).click();
  await expect(third.getByLabel('Access token')).toBeVisible();
  await expectAccessible(third);
});

test('a signed-in tab slow to hear a new tab (a busy machine) still hands it the session', async ({
  page,
  context,
}) => {
  // The open tab hears every message on its channels only after `__hearLate` ms.
  await page.addInitScript(() => {
    type Add = (this: BroadcastChannel, type: string, listener: unknown, options?: unknown) => void;
    const add = BroadcastChannel.prototype.addEventListener as Add;
    const late: Add = function (type, listener, options) {
      if (type !== 'message' || typeof listener !== 'function') {
        return add.call(this, type, listener, options);
      }
      const hear = (event: Event) => {
        const ms = (window as unknown as { __hearLate?: number }).__hearLate ?? 0;
        setTimeout(() => listener.call(this, event), ms);
      };
      return add.call(this, type, hear, options);
    };
    BroadcastChannel.prototype.addEventListener = late as typeof add as never;
  });
  await signIn(page, '/entries');
  await expect(entryRows(page).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __hearLate: number }).__hearLate = 1500));

  const second = await context.newPage();
  const sawSignIn = await watchForSignInScreen(second);
  await second.goto('/entries');
  await expect(entryRows(second).first()).toBeVisible();
  expect(await sawSignIn()).toBe(false);
  expect(await storedToken(second)).toBe(DEMO_TOKEN);
});

test('a token that expires in one tab ends the session in the other tab holding it, which asks for a token too', async ({
  page,
  context,
}) => {
  // The live build against a server of our own: it accepts the token in every tab until this
  // tab's requests meet a 401, so only the first tab learns that the token has expired.
  const origin = await liveSite(page);
  await context.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '/', indexOnSignIn: false } }),
  );
  await context.route(`**${LIST_PATH}**`, (route) =>
    route.fulfill({
      json: {
        data: {
          items: [],
          pagination: {
            total: 0,
            per_page: 10,
            current_page: 1,
            last_page: 1,
            has_more_pages: false,
          },
        },
      },
    }),
  );
  await signIn(page, `${origin}/entries`);
  const second = await context.newPage();
  await second.goto(`${origin}/entries`);
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();

  expectFailedResponses(page, 401);
  await page.route(`**${LIST_PATH}**`, (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
  );
  await page.reload();
  // Each asks for a token over its own screen.
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  await expect(second.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  expect(await storedToken(second)).toBeNull();
});

test('a console on another origin gets no session from this one', async ({ page, context }) => {
  await signIn(page);
  // The same build under another origin (another host name for the same server).
  const other = new URL(page.url());
  other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  other.pathname = '/entries';

  const foreign = await context.newPage();
  await foreign.goto(other.href);
  await expect(foreign.getByLabel('Access token')).toBeVisible();
  expect(await storedToken(foreign)).toBeNull();
  // The same origin still gets it.
  const same = await context.newPage();
  await same.goto('/entries');
  await expect(same.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
