/**
 * One person's data never reaches the next, against a Registry Service of our own on a loopback
 * port where each token sees only its own entries: Alice's index, import, draft and activity are
 * never shown to, searched by, or sent with Bob's token — signed in again over her screen, after
 * a sign-out from `Sign in again` or from another tab. The same person carrying on with a new
 * token keeps the work on screen, and a paused import goes on wherever the person is.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_TOKEN,
  EXPIRED_TOKEN,
  expect,
  expectAccessible,
  expectFailedResponses,
  goInApp,
  test,
  waitForDraft,
} from './fixtures';
import { chooseCsv, importFigure, progressReaches, startAndConfirm } from './import-steps';
import { screenshots } from './screenshots';
import { listBody } from './fake-api';
import { json, serveLiveBuild, startLoopback, trackServers } from './loopback';
import { personClick } from './pointer';

const servers = trackServers();
test.afterEach(servers.closeAll);

const ALICE = EXPIRED_TOKEN;
const BOB = DEMO_TOKEN;
const LIST = '/api/v1/registry/list';
const CREATE = '/api/v1/registry/create';

interface Entry {
  id: string;
  title: string;
  folder_id: string;
  type: string;
  status: string;
  created_at: string;
}

const entriesOf = (who: string, count: number): Entry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${who.toLowerCase()}-${i + 1}`,
    title: `${who} secret ${i + 1}`,
    folder_id: `${who.toLowerCase()}-folder`,
    type: 'STORAGE',
    status: 'ACTIVE',
    created_at: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
  }));

/** A server where Alice holds 40 entries and Bob 25 others; a revoked token is refused. */
async function startPerTokenServer() {
  const state = {
    entries: new Map<string, Entry[]>([
      [ALICE, entriesOf('Alice', 40)],
      [BOB, entriesOf('Bob', 25)],
    ]),
    revoked: new Set<string>(),
    /** Every create POST: the token it carried and its title. */
    posts: [] as { token: string; title: string }[],
    /** The n-th create POST revokes Alice's token. */
    revokeAliceAt: Infinity,
  };
  const api = await servers.start(
    startLoopback((request, response) => {
      const url = new URL(request.url, 'http://x');
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const isCreate = request.method === 'POST' && url.pathname === CREATE;
      if (isCreate) {
        const { title } = JSON.parse(request.body) as { title: string };
        state.posts.push({ token, title });
        if (state.posts.length >= state.revokeAliceAt) state.revoked.add(ALICE);
      }
      const own = state.entries.get(token);
      if (!own || state.revoked.has(token)) {
        return json(response, 401, { message: 'Unauthenticated.' });
      }
      if (request.method === 'GET' && url.pathname === LIST) {
        const folder = url.searchParams.get('folder_id');
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const page = Number(url.searchParams.get('page') ?? 1);
        const items = own
          .filter((entry) => !folder || entry.folder_id === folder)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        const body = listBody(items.slice((page - 1) * limit, page * limit), limit, items.length);
        body.data.pagination.current_page = page;
        return json(response, 200, body);
      }
      if (isCreate) {
        const body = JSON.parse(request.body) as { title: string; folder_id: string };
        const entry = {
          id: `made-${state.posts.length}`,
          title: body.title,
          folder_id: body.folder_id,
          type: 'STORAGE',
          status: 'ACTIVE',
          created_at: new Date().toISOString(),
        };
        own.push(entry);
        return json(response, 201, { message: 'Created', data: entry });
      }
      return 'unhandled';
    }),
  );
  const site = await servers.start(
    serveLiveBuild(api.origin, { apiBaseUrl: api.origin, importConcurrency: 1 }),
  );
  return { state, site };
}

async function signInWith(page: Page, url: string, token: string) {
  await page.goto(url);
  await page.getByLabel('Access token').fill(token);
  await personClick(page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** `Sign in again` with `token`; for another token than the screen's, `choice` answers whose the work is. */
async function signInAgain(
  page: Page,
  token: string,
  choice?: 'Carry on with this token' | 'Start afresh',
) {
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  await again.getByLabel('Access token').fill(token);
  await personClick(again.getByRole('button', { name: 'Sign in' }));
  if (choice) {
    await expect(again.getByRole('group', { name: 'This is another token' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'sign-in-again-another-token', again);
    await personClick(again.getByRole('button', { name: choice }));
  }
  await expect(again).toBeHidden();
}

/** Alice on the import screen with a CSV of `count` rows titled `<prefix> n` in `folder`, ready to start. */
async function aliceImporting(page: Page, prefix: string, count: number, folder: string) {
  const { state, site } = await startPerTokenServer();
  expectFailedResponses(page, 401);
  await signInWith(page, `${site.origin}/entries/import`, ALICE);
  const titles = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  await chooseCsv(page, `${folder}.csv`, titles, folder);
  return { state, site, titles };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search entries' });
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });

/** Alice signs in, reads every page into her index, finds her entries; then her token is revoked. */
async function aliceIndexedThenRevoked(page: Page) {
  const { state, site } = await startPerTokenServer();
  expectFailedResponses(page, 401);
  await signInWith(page, `${site.origin}/entries`, ALICE);
  await personClick(page.getByRole('button', { name: 'Index all entries' }));
  await expect(page.getByRole('status', { name: 'Index status' })).toContainText(
    'Searching all 40 entries.',
  );
  await searchBox(page).fill('Alice secret');
  await expect(results(page).getByRole('row')).not.toHaveCount(0);
  state.revoked.add(ALICE);
  await searchBox(page).fill('');
  // The list is back in place of the results (each has its pager): then the list's next page.
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
  await personClick(page.getByRole('button', { name: 'Next page' }));
  return { state, site };
}

test("after Sign in again with another token (Start afresh, or Carry on with this token), search finds none of the last token's entries", async ({
  page,
}) => {
  // Each choice on a server of its own: another origin, so nothing of the first run is kept.
  for (const choice of ['Start afresh', 'Carry on with this token'] as const) {
    await test.step(choice, async () => {
      await aliceIndexedThenRevoked(page);
      await signInAgain(page, BOB, choice);
      await personClick(page.getByRole('button', { name: 'Index all entries' }));
      const status = page.getByRole('status', { name: 'Index status' });
      await expect(status).toContainText('Searching all 25 entries.');
      await searchBox(page).fill('secret');
      await expect(results(page).getByText('Bob secret 1', { exact: true })).toBeVisible();
      await expect(page.getByText(/Alice secret/)).toHaveCount(0);
      await expect(status).not.toContainText('65');
    });
  }
});

test('Sign out from Sign in again asks about the unsent rows, and the next person neither sends nor sees them', async ({
  page,
}) => {
  const { state, site } = await aliceImporting(page, 'Salary review', 30, 'hr');
  state.revokeAliceAt = 9;
  await startAndConfirm(page);

  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  await personClick(again.getByRole('button', { name: 'Sign out' }));
  const ask = page.getByRole('dialog', { name: 'Sign out and stop the import?' });
  await expect(ask).toContainText('22 rows will not be sent');
  await expectAccessible(page);
  await screenshots(page, 'sign-out-unsent-rows', ask);
  await personClick(ask.getByRole('button', { name: 'Sign out' }));
  await expect(page.getByLabel('Access token')).toBeVisible();

  await signInWith(page, `${site.origin}/entries/import`, BOB);
  await expect(page.getByLabel('Import file')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(state.posts.filter((post) => post.token === BOB)).toEqual([]);
  await expect(page.getByText('hr.csv')).toHaveCount(0);
  await goInApp(page, '/activity');
  await expect(page.getByText('Nothing yet.', { exact: false })).toBeVisible();
});

test("a draft goes with a Sign out from Sign in again and from another tab: the next person's form is empty", async ({
  page,
  context,
}) => {
  const { state, site } = await startPerTokenServer();
  expectFailedResponses(page, 401);
  await signInWith(page, `${site.origin}/entries/new`, ALICE);
  await page.getByLabel('Title', { exact: true }).fill('Alice: dismissal letter for J. Doe');
  await page.getByLabel('Description').fill('Confidential, for HR only.');
  await waitForDraft(page, 'dismissal letter');

  // Out from the dialog after a 401.
  state.revoked.add(ALICE);
  await goInApp(page, '/entries');
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  await personClick(again.getByRole('button', { name: 'Sign out' }));
  await personClick(
    page
      .getByRole('dialog', { name: 'Sign out and discard your draft?' })
      .getByRole('button', { name: 'Sign out' }),
  );
  await signInWith(page, `${site.origin}/entries/new`, BOB);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByText('Draft in progress')).toHaveCount(0);

  // Out from another tab: Bob's draft here goes too, and Alice signing in here sees none of it.
  await page.getByLabel('Title', { exact: true }).fill('Bob: pay rise for K. Roe');
  await waitForDraft(page, 'pay rise');
  const other = await context.newPage();
  await other.goto(`${site.origin}/entries`);
  // The draft is the first tab's: this one has none to ask about.
  await personClick(other.getByRole('button', { name: 'Sign out' }));
  await expect(page.getByLabel('Access token')).toBeVisible();
  state.revoked.delete(ALICE);
  await signInWith(page, `${site.origin}/entries/new`, ALICE);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByText('Bob: pay rise')).toHaveCount(0);
});

test('an import paused by a 401 goes on after Sign in again on another screen, each row once', async ({
  page,
}) => {
  const { state, titles } = await aliceImporting(page, 'Elsewhere', 40, 'away');
  await startAndConfirm(page);
  await progressReaches(page, 5, 20_000);
  // On the entries screen when the token stops working.
  await goInApp(page, '/entries');
  state.revoked.add(ALICE);
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toBeVisible({
    timeout: 20_000,
  });
  state.revoked.delete(ALICE);
  await signInAgain(page, ALICE);
  // Goes on from here, without opening the import.
  await expect
    .poll(() => new Set(state.posts.map((post) => post.title)).size, { timeout: 30_000 })
    .toBe(40);
  const made = state.entries.get(ALICE)!.filter((entry) => entry.title.startsWith('Elsewhere'));
  expect(made.map((entry) => entry.title).sort()).toEqual([...titles].sort());
  await goInApp(page, '/entries/import');
  await expect(importFigure(page, 'Created')).toHaveText('40');
});

test('a create refused for its token under Sign in again with another token: Carry on with this token sends it, Start afresh drops it', async ({
  page,
}) => {
  for (const choice of ['Start afresh', 'Carry on with this token'] as const) {
    await test.step(choice, async () => {
      const { state, site } = await startPerTokenServer();
      expectFailedResponses(page, 401);
      await signInWith(page, `${site.origin}/entries/new`, ALICE);
      const title = 'Alice: dismissal letter for J. Doe';
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Folder').fill('hr');
      await page.getByRole('radio', { name: 'STORAGE' }).check();
      await waitForDraft(page, 'dismissal letter');
      state.revoked.add(ALICE);
      // Typed just before the token stops working: a save still pending.
      await page.getByLabel('Description').fill('Confidential.');
      await personClick(page.getByRole('button', { name: 'Create entry' }));
      await signInAgain(page, BOB, choice);
      const sentByBob = () =>
        state.posts.filter((p) => p.token === BOB && p.title === title).length;
      if (choice === 'Carry on with this token') {
        // The person's own work: sent once with the new token, and the list shows it.
        await expect.poll(sentByBob).toBe(1);
        await expect(page.getByRole('link', { name: title })).toBeVisible();
      } else {
        // Someone else's: an empty form, and nothing of it kept or sent.
        await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
        await page.waitForTimeout(1000);
        const stored = await page.evaluate(() =>
          sessionStorage.getItem('registry-console:create-draft'),
        );
        expect(stored ?? '').not.toContain('dismissal letter');
        expect(sentByBob()).toBe(0);
      }
    });
  }
});
