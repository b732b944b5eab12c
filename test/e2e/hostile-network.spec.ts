/**
 * A hostile or broken Registry Service on loopback servers of the test's own: redirects to
 * another origin, which a real browser's fetch answers as an opaque redirect. The build is served
 * without any security headers, so only the console itself stands in the way. (A page of
 * 100,000 rows for a limit of 10: entries-route.test.tsx.)
 */
import type { Page } from '@playwright/test';
import { DEMO_TOKEN, entryRows, expect, expectAccessible, test } from './fixtures';
import { listBody, listItems, startFakeApi } from './fake-api';
import { json, serveLiveBuild, startLoopback, trackServers } from './loopback';

const servers = trackServers();
test.afterEach(servers.closeAll);

const REDIRECTED = 'The service answered with a redirect, which the console does not follow.';

/** Another origin that would gladly answer in the service's place, and records who came. */
function startElsewhere() {
  return servers.start(
    startLoopback((request, response) => {
      if (request.method === 'GET') {
        return json(response, 200, listBody(listItems(10, 'Planted row')));
      }
      json(response, 201, {
        data: { id: 'planted', title: 'planted', created_at: new Date().toISOString() },
      });
    }),
  );
}

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('a list answered with a 302 and a create with a 307 to another origin say so, and nothing goes there', async ({
  page,
}) => {
  const elsewhere = await startElsewhere();
  const api = await servers.start(
    startFakeApi({
      list: (_, response, url) => {
        if (url.searchParams.get('folder_id') !== 'finance')
          return json(response, 200, listBody(listItems(3)));
        response.writeHead(302, { Location: `${elsewhere.origin}/api/v1/registry/list` }).end();
      },
      create: (_, response) => {
        response.writeHead(307, { Location: `${elsewhere.origin}/api/v1/registry/create` }).end();
      },
    }),
  );
  const site = await servers.start(serveLiveBuild(api.origin, {}, { csp: false }));

  await signIn(page, `${site.origin}/entries`);
  await expect(entryRows(page)).toHaveCount(3);
  await page.goto(`${site.origin}/entries?folder_id=finance`);
  const panel = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(panel).toContainText(REDIRECTED);
  await expect(page.getByText('Planted row', { exact: false })).toHaveCount(0);
  await expectAccessible(page);

  // A create's body goes nowhere else.
  await page.goto(`${site.origin}/entries/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Redirected contract');
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('finance');
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  await expect(page.getByText(REDIRECTED)).toBeVisible();
  await expect(page).toHaveURL(/\/entries\/new$/);
  const creates = api.requests.filter((r) => r.url === '/api/v1/registry/create');
  expect(creates.filter((r) => r.method === 'POST')).toHaveLength(1);
  expect(elsewhere.requests).toEqual([]);
});
