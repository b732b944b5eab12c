/**
 * `Index all entries` against a Registry Service on a loopback server of the test's own that
 * announces a million pages of fresh entries with 2,000-character titles: the index stops at
 * `indexMaxEntries` and says so, and the page stays responsive.
 */
import { DEMO_TOKEN, expect, test } from './fixtures';
import { listItems, startFakeApi } from './fake-api';
import { json, serveLiveBuild, trackServers } from './loopback';

const servers = trackServers();
test.afterEach(servers.closeAll);

test('a million pages announced: indexing stops at indexMaxEntries and says results may be incomplete', async ({
  page,
}) => {
  const claim = { total: 100_000_000, last_page: 1_000_000 };
  const api = await servers.start(
    startFakeApi({
      list: (_, response, url) => {
        const n = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const items = listItems(limit).map((item, i) => ({
          ...item,
          id: `live-${n}-${i}`,
          title: `Entry ${n}-${i} `.padEnd(2000, 'x'),
        }));
        json(response, 200, {
          message: 'OK',
          data: {
            items,
            pagination: {
              ...claim,
              per_page: limit,
              current_page: n,
              last_page: Math.ceil(claim.total / limit),
              has_more_pages: true,
            },
          },
        });
      },
    }),
  );
  const site = await servers.start(
    serveLiveBuild(api.origin, { indexMaxEntries: 2000 }, { csp: false }),
  );
  await page.goto(`${site.origin}/entries`);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Index all entries' }).click();
  const status = page.getByRole('status', { name: 'Index status' });
  await expect(status).toContainText(
    'Indexing stopped at the limit of 2,000 entries: results may be incomplete.',
    { timeout: 30_000 },
  );
  await expect(status).not.toContainText('All ');
  const walked = api.requests.filter((r) => r.method === 'GET' && /[?&]limit=100(&|$)/.test(r.url));
  // 20 pages of 100, and at most the three asked for ahead of the last.
  expect(walked.length).toBeLessThanOrEqual(23);
  const ping = Date.now();
  await page.evaluate(() => 1);
  expect(Date.now() - ping).toBeLessThan(1000);
});
