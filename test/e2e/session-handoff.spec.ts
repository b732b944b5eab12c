/**
 * The session handoff between tabs gives the token to the console tab that asks and to no one
 * else (docs/decisions/012-session-handoff-threat-model.md): a page of the same origin that only
 * listens hears no token, a page that asks as the console once did gets none, a framed console
 * never takes one, and each tab keeps its own token.
 */
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_TOKEN,
  EXPIRED_TOKEN,
  TOKEN_KEY,
  entryRows,
  expect,
  expectFailedResponses,
  signIn,
  test,
} from './fixtures';

const CHANNEL = 'registry-console:session';
const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/** A person's click: press, a short pause, release. */
async function clickAsAPerson(page: Page, target: Locator) {
  await target.hover();
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.mouse.up();
}

/**
 * A plain page of the console's origin (say, a help page) that hears everything on the session
 * channel, and with `ask` posts an ask as the console did before the handoff was sealed.
 */
async function openHelpPage(page: Page, { ask }: { ask: boolean }) {
  await page.route('**/help/page.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Help</title><h1>Help</h1><script>
        window.heard = [];
        const channel = new BroadcastChannel(${JSON.stringify(CHANNEL)});
        channel.onmessage = (event) => window.heard.push(JSON.stringify(event.data));
        ${ask ? "channel.postMessage({ type: 'ask', id: 'help-page-1', api: '' });" : ''}
      </script></html>`,
    }),
  );
  await page.goto('/help/page.html');
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible();
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

test('a page of the same origin hears no token when a tab is handed the session, and gets none when it asks', async ({
  page,
  context,
}) => {
  await signIn(page);
  const help = await context.newPage();
  const heard = await openHelpPage(help, { ask: false });

  const second = await context.newPage();
  await second.goto('/entries');
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await storedToken(second)).toBe(DEMO_TOKEN);

  // It heard the handshake (an ask and its answer) without the token in it.
  await expect.poll(async () => (await heard()).length).toBeGreaterThanOrEqual(2);
  const messages = await heard();
  expect(messages.some((m) => JSON.parse(m).type === 'session')).toBe(true);
  expect(messages.filter((m) => m.includes(DEMO_TOKEN))).toEqual([]);

  // A page that asks as the console once did gets no token either.
  const asker = await context.newPage();
  const answers = await openHelpPage(asker, { ask: true });
  // Longer than any answer takes: a new console tab has its answer within 300 ms.
  await asker.waitForTimeout(1500);
  expect((await answers()).filter((m) => m.includes(DEMO_TOKEN))).toEqual([]);
  expect(await storedToken(asker)).toBeNull();
});

test('a console framed by another page of the site shows a link to open it in its own tab and never signs in', async ({
  page,
  context,
  leaks,
}) => {
  await signIn(page);
  const consoleUrl = new URL('/entries', page.url()).href;
  // Another origin of the same site (another port of the same host) frames the console, on a
  // host that does not send the shipped frame-ancestors header.
  const framer = new URL('/frame.html', page.url());
  framer.port = String(Number(framer.port) + 1);
  const host = await context.newPage();
  await host.route(framer.href, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Framing</title><iframe title="Console" src="${consoleUrl}" width="900" height="700"></iframe></html>`,
    }),
  );
  await host.route(consoleUrl, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
      /;\s*frame-ancestors[^;]*/,
      '',
    );
    delete headers['x-frame-options'];
    await route.fulfill({ response, headers });
  });
  // Every sessionStorage key any document of the framing tab reads.
  await host.addInitScript(() => {
    const w = window as unknown as { __sessionReads: string[] };
    w.__sessionReads = [];
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (this === window.sessionStorage) w.__sessionReads.push(key);
      return getItem.call(this, key);
    };
  });
  const postedBefore = leaks.broadcasts.length;

  await host.goto(framer.href);
  const frame = host.frameLocator('iframe[title="Console"]');
  const ownTab = frame.getByRole('link', { name: 'Open Registry Console in its own tab' });
  const signOut = frame.getByRole('button', { name: 'Sign out' });
  await expect(ownTab.or(signOut)).toBeVisible();
  await expect(signOut).toHaveCount(0);
  await expect(ownTab).toHaveAttribute('href', consoleUrl);
  await expect(ownTab).toHaveAttribute('target', '_blank');
  await expect(ownTab).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(frame.getByRole('button', { name: 'Create entry' })).toHaveCount(0);

  const framed = host.frames().find((f) => f.url() === consoleUrl)!;
  const reads = await framed.evaluate(
    () => (window as unknown as { __sessionReads: string[] }).__sessionReads,
  );
  expect(reads).not.toContain(TOKEN_KEY);
  expect(await framed.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // It did not ask the open tabs either.
  expect(leaks.broadcasts.slice(postedBefore).map((b) => b.message)).toEqual([]);
  // The tab that is signed in stays so.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('a token refused in one tab does not sign out a tab holding another token; a tab signed out by hand stays signed out after a reload while another tab is signed in', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(entryRows(page).first()).toBeVisible();

  // A second tab signed in with a token the server refuses (the demo refuses this one).
  const second = await context.newPage();
  expectFailedResponses(second, 401);
  await second.addInitScript(
    ([key, token]) => {
      if (sessionStorage.getItem('e2e-planted')) return;
      sessionStorage.setItem('e2e-planted', '1');
      sessionStorage.setItem(key!, token!);
    },
    [TOKEN_KEY, EXPIRED_TOKEN],
  );
  await second.goto('/entries');
  await expect(second.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  expect(await storedToken(second)).toBeNull();

  // The first tab's token is still good: it stays signed in, with no notice.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0);
  expect(await storedToken(page)).toBe(DEMO_TOKEN);
  await page.reload();
  await expect(entryRows(page).first()).toBeVisible();
  await second.close();

  // A tab signed out by hand stays signed out after a reload while another tab is signed in.
  const byHand = await context.newPage();
  await byHand.goto('/entries');
  await expect(byHand.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await clickAsAPerson(byHand, byHand.getByRole('button', { name: 'Sign out' }));
  await expect(byHand.getByLabel('Access token')).toBeVisible();
  // The same token in both: the first tab is signed out with it, and signs in again by hand.
  await expect(page.getByLabel('Access token')).toBeVisible();
  await signIn(page);

  await byHand.reload();
  await expect(byHand.getByLabel('Access token')).toBeVisible();
  // Longer than a new tab waits for an answer.
  await byHand.waitForTimeout(1000);
  await expect(byHand.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(byHand.getByLabel('Access token')).toBeVisible();
  expect(await storedToken(byHand)).toBeNull();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Signing in there by hand works as ever, and a new tab is handed the session.
  await signIn(byHand);
  const third = await context.newPage();
  await third.goto('/entries');
  await expect(third.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
