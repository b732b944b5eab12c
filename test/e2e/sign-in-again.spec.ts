/**
 * Signing in again without losing work, against servers of our own on loopback ports that stop
 * accepting the first token partway (as when it expires or is revoked): `Sign in again` opens over
 * the screen, nothing on it is lost, and once a token the server accepts is given, paused work goes
 * on by itself and the other tabs take the new token.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_TOKEN,
  EXPIRED_TOKEN,
  expect,
  expectAccessible,
  expectFailedResponses,
  test,
} from './fixtures';
import { listBody } from './fake-api';
import { json, serveLiveBuild, startLoopback, trackServers } from './loopback';
import { startFakeApi, type StoredEntry } from './fake-api';
import { controlsThatMoveWhenPressed, personClick } from './pointer';
import { screenshots } from './screenshots';

const servers = trackServers();
test.afterEach(servers.closeAll);

const CREATE = '/api/v1/registry/create';
const LIST = '/api/v1/registry/list';
/** The token the person signs in with first, and the one they are given when it stops working. */
const FIRST = EXPIRED_TOKEN;
const SECOND = DEMO_TOKEN;

/**
 * A Registry Service that accepts `accepted` tokens, keeps what it is sent, and lists it newest
 * first (by folder when asked). `expireAtCreate`: the n-th create POST stops the first token.
 */
async function startRenewingServer(seed: StoredEntry[] = []) {
  const state = {
    accepted: new Set([FIRST, SECOND]),
    entries: [...seed],
    /** Every create POST: its Authorization header (if any) and title. */
    posts: [] as { authorization: string | undefined; title: string }[],
    expireAtCreate: Infinity,
  };
  const api = await servers.start(
    startLoopback((request, response) => {
      const url = new URL(request.url, 'http://x');
      const isCreate = request.method === 'POST' && url.pathname === CREATE;
      if (isCreate) {
        const { title } = JSON.parse(request.body) as { title: string };
        state.posts.push({ authorization: request.headers.authorization, title });
        if (state.posts.length >= state.expireAtCreate) state.accepted.delete(FIRST);
      }
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!state.accepted.has(token)) return json(response, 401, { message: 'Unauthenticated.' });
      if (request.method === 'GET' && url.pathname === LIST) {
        const folder = url.searchParams.get('folder_id');
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const page = Number(url.searchParams.get('page') ?? 1);
        const items = state.entries
          .filter((entry) => !folder || entry.folder_id === folder)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        const body = listBody(items.slice((page - 1) * limit, page * limit), limit, items.length);
        body.data.pagination.current_page = page;
        return json(response, 200, body);
      }
      if (isCreate) {
        const body = JSON.parse(request.body) as {
          title: string;
          folder_id: string;
          template: string;
        };
        const entry = {
          id: `renewed-${state.entries.length + 1}`,
          title: body.title,
          folder_id: body.folder_id,
          type: body.template,
          status: 'ACTIVE',
          created_at: new Date().toISOString(),
        };
        state.entries.push(entry);
        return json(response, 201, { message: 'Created', data: entry });
      }
      return 'unhandled';
    }),
  );
  return { api, state };
}

/** Signs in on `url` with the first token, on the sign-in screen. */
async function signInFirst(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Access token').fill(FIRST);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Gives the second token in `Sign in again`, as a person does: type, then press and release; it
 * is another token than the screen's, so the dialog asks whose the work is: the person's own.
 */
async function signInAgain(page: Page) {
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await again.getByLabel('Access token').fill(SECOND);
  await personClick(again.getByRole('button', { name: 'Sign in' }));
  await personClick(again.getByRole('button', { name: 'Carry on with this token' }));
  await expect(again).toBeHidden();
}

test('a create whose answer was lost, then refused for its token, is resent with its key after Sign in again: one entry', async ({
  page,
}) => {
  const TITLE = 'Renewal of the storage contract';
  const options = {
    keys: 'honours' as const,
    token: FIRST,
    faultRate: 0,
    seed: 3,
    slowMs: 0,
    planByTitle: { [TITLE]: ['store-then-502' as const] },
  };
  const server = await startFakeApi(options);
  servers.start(Promise.resolve(server));
  const site = await servers.start(
    serveLiveBuild(server.origin, {
      apiBaseUrl: server.origin,
      requestTimeoutMs: 3000,
      resendLostCreates: true,
    }),
  );
  expectFailedResponses(page, 401, 502);
  await signInFirst(page, `${site.origin}/entries/new?folder_id=contracts`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  await personClick(page.getByRole('button', { name: 'Create entry', exact: true }));
  // Stored, the answer lost; the first token stops working before the resend.
  await expect.poll(() => server.creates.length).toBe(1);
  options.token = SECOND;

  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  // The form is still there under it, its title kept, and it says the outcome is not known yet.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(page.getByText('may or may not have been created')).toBeAttached();

  await signInAgain(page);
  await expect(page).toHaveURL(/\/entries\?folder_id=contracts/);
  expect(server.entries.filter((e) => e.title === TITLE)).toHaveLength(1);
  // The resend carried the first attempt's key, and the server replayed its answer.
  const creates = server.creates.filter((c) => c.title === TITLE);
  expect(new Set(creates.map((c) => c.key)).size).toBe(1);
  expect(creates.at(-1)?.result).toBe('replayed');
});

test('search results and an open entry stay on screen; the other tab takes the new token without asking', async ({
  page,
  context,
}) => {
  const seed = Array.from({ length: 12 }, (_, i) => ({
    id: `seed-${i + 1}`,
    title: i === 4 ? 'Lease for the northern depot' : `Seed entry ${i + 1}`,
    folder_id: 'estates',
    type: 'STORAGE',
    status: 'ACTIVE',
    created_at: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
  }));
  const { api, state } = await startRenewingServer(seed);
  const site = await servers.start(serveLiveBuild(api.origin, { apiBaseUrl: api.origin }));
  expectFailedResponses(page, 401);
  await signInFirst(page, `${site.origin}/entries`);
  const second = await context.newPage();
  expectFailedResponses(second, 401);
  await second.goto(`${site.origin}/entries`);
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Search results, and the entry found opened from them.
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('northern');
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Lease for the northern depot' })).toBeVisible();
  await results.getByRole('link', { name: 'Lease for the northern depot' }).click();
  const details = page.getByRole('dialog', { name: 'Entry details' });
  await expect(details).toContainText('seed-5');

  // The first token stops working; the other tab finds out first, and tells this one.
  state.accepted.delete(FIRST);
  await second.getByRole('button', { name: 'Next page' }).click();
  await expect(second.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'sign-in-again');
  // Pressing any of its controls, from the token field (the scan swallows the clicks), moves nothing.
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  const field = again.getByLabel('Access token');
  expect(await controlsThatMoveWhenPressed(page, { within: again, focusFirst: field })).toEqual([]);

  await signInAgain(page);
  await expect(details).toContainText('seed-5');
  // Under the entry, the search as it was; its results come from the new token's index, which
  // holds nothing read with the first one: found again once it has read the entries.
  await expect(page.getByLabel('Search entries')).toHaveValue('northern');
  await personClick(details.getByRole('button', { name: 'Close' }));
  await personClick(page.getByRole('button', { name: 'Index all entries' }));
  await expect(
    page.getByRole('table', { name: 'Search results' }).getByText('Lease for the northern depot'),
  ).toBeVisible();
  // The other tab took the new token by itself, and its screen carries on with it.
  await expect(second.getByRole('dialog', { name: 'Sign in again' })).toBeHidden();
  await expect(second.getByText('Page 2 of 2')).toBeVisible();
  const fromSecond = api.requests.filter((r) => r.url.startsWith(LIST)).at(-1);
  expect(fromSecond?.headers.authorization).toBe(`Bearer ${SECOND}`);
});
