/**
 * Import against a live server on a loopback port that refuses every create with 429 and a
 * hostile `Retry-After` (0, or 1e308): the import waits between tries (a floor that doubles, a
 * cap), never shows "Infinity", and fails the row after `import429Tries` refusals instead of
 * resending at once for ever. And a server whose session ends: after the first 401 no lane
 * takes another row.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_TOKEN,
  expect,
  expectAccessible,
  expectFailedResponses,
  signIn,
  test,
} from './fixtures';
import { importFigure, startAndConfirm } from './import-steps';
import { startLiveServer } from './live-server';
import { json, serveLiveBuild, trackServers, type Loopback } from './loopback';

const servers = trackServers();
test.afterEach(servers.closeAll);

const CREATE = '/api/v1/registry/create';

const posts = (api: Loopback) =>
  api.requests.filter((r) => r.method === 'POST' && r.url.startsWith(CREATE)).length;

function csv(rows: number): Buffer {
  const lines = ['title,folder_id,template'];
  for (let n = 1; n <= rows; n++) lines.push(`Limited ${n},imports,STORAGE`);
  return Buffer.from(lines.join('\n'));
}

/** A live server whose creates all answer `status` with `headers`, and the build against it. */
async function startSite(
  status: number,
  headers: Record<string, string>,
  config: Record<string, unknown>,
) {
  const api = await servers.start(
    startLiveServer({
      create: (_, response) => json(response, status, { message: 'Too Many Attempts.' }, headers),
    }),
  );
  const site = await servers.start(
    serveLiveBuild(api.origin, { apiBaseUrl: api.origin, ...config }),
  );
  return { api, site };
}

async function startImport(page: Page, origin: string, rows: number) {
  await signIn(page, `${origin}/entries/import`);
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'limited.csv', mimeType: 'text/csv', buffer: csv(rows) });
  await expect(page.getByText(new RegExp(`: ${rows} rows? ready`))).toBeVisible();
  await startAndConfirm(page);
}

const waiting = (page: Page) => page.getByText(/^The server asked to slow down: waiting \d+ s\.$/);

test('429 with Retry-After: 0 on every create: the import waits between tries and fails the row after them', async ({
  page,
}) => {
  expectFailedResponses(page, 429);
  const { api, site } = await startSite(429, { 'Retry-After': '0' }, { import429Tries: 2 });
  await startImport(page, site.origin, 1);
  await expect(waiting(page)).toBeVisible();
  await expect(page.getByText(/Infinity/)).toHaveCount(0);
  // Waits of 2 s then 4 s: the row ends Failed after its first send and two more.
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 20_000 });
  await expect(importFigure(page, 'Failed')).toHaveText('1');
  await expect(importFigure(page, 'Created')).toHaveText('0');
  expect(posts(api)).toBe(3);
  await expect(
    page.getByText(/The server refused it 3 times, so it is not sent again\./),
  ).toBeVisible();
  await expect(page.getByText(/Infinity/)).toHaveCount(0);
  await expectAccessible(page);
});

test('429 with Retry-After: 1e308: the wait is capped and shown in seconds, never "Infinity"', async ({
  page,
}) => {
  expectFailedResponses(page, 429);
  const { api, site } = await startSite(429, { 'Retry-After': '1e308' }, {});
  await startImport(page, site.origin, 1);
  // The cap: 60 s, counted down on screen.
  await expect(
    page.getByText(/^The server asked to slow down: waiting (60|59|58) s\.$/),
  ).toBeVisible();
  await expect(page.getByText(/Infinity/)).toHaveCount(0);
  // While the screen says it waits, the row was sent once.
  expect(posts(api)).toBe(1);
  await expect(waiting(page)).toBeVisible();
  expect(posts(api)).toBe(1);
  await expectAccessible(page);
});

test('the session ends mid-import: after the first 401 no lane sends another row, and it resumes after signing in', async ({
  page,
}) => {
  expectFailedResponses(page, 401);
  const rejected = new Set<number>();
  const created: string[] = [];
  let sent = 0;
  // The token is refused until the person signs in again: the first create at once, the lanes
  // already under way while it is read.
  let refusing = true;
  const api = await servers.start(
    startLiveServer({
      create: async (request, response) => {
        const n = ++sent;
        if (refusing) {
          if (n > 1) await new Promise((resolve) => setTimeout(resolve, 500));
          rejected.add(n);
          return json(response, 401, { message: 'Unauthenticated.' });
        }
        const { title } = JSON.parse(request.body) as { title: string };
        created.push(title);
        json(response, 201, {
          message: 'Created',
          data: { id: `live-${n}`, title, created_at: new Date().toISOString() },
        });
      },
    }),
  );
  const site = await servers.start(
    serveLiveBuild(api.origin, { apiBaseUrl: api.origin, importConcurrency: 4 }),
  );
  await startImport(page, site.origin, 12);
  const token = page.getByLabel('Access token');
  await expect(token).toBeVisible();
  // The lanes under way when the session ended get their 401 too before signing in again, and
  // none sends another row: at most one create per lane was refused.
  await expect.poll(() => rejected.size).toBe(sent);
  expect(sent).toBeLessThanOrEqual(4);
  refusing = false;
  await token.fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 20_000 });
  await expect(importFigure(page, 'Created')).toHaveText('12');
  // Every POST carried the token: none went out after the session ended and before signing in.
  const creates = api.requests.filter((r) => r.method === 'POST' && r.url.startsWith(CREATE));
  expect(creates.filter((r) => r.headers.authorization !== `Bearer ${DEMO_TOKEN}`)).toEqual([]);
  expect(creates).toHaveLength(12 + rejected.size);
  expect([...created].sort()).toEqual(
    Array.from({ length: 12 }, (_, i) => `Limited ${i + 1}`).sort(),
  );
  await expectAccessible(page);
});
