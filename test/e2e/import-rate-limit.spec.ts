/**
 * Import against a live server on a loopback port that refuses every create with 429 and a
 * hostile `Retry-After` of 1e308: the wait is capped and counted down on screen, never
 * "Infinity". (The backoff after `Retry-After: 0` and the lanes stopped by a 401:
 * src/features/import/job/rate-limit.test.ts and import-job.test.tsx.)
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectFailedResponses, signIn, test } from './fixtures';
import { startAndConfirm } from './import-steps';
import { startFakeApi } from './fake-api';
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
    startFakeApi({
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
