import { DEMO_TOKEN, entryRows, expect, expectAccessible, test } from './fixtures';
import { listBody, startFakeApi } from './fake-api';
import { json, serveLiveBuild, trackServers } from './loopback';

const servers = trackServers();
test.afterEach(servers.closeAll);

const TITLES = ['Zeta report', 'Alpha plan', 'Mango list', 'Delta memo', 'Kilo notes'];
/** Newest first, whatever order is asked for. */
const ITEMS = TITLES.map((title, i) => ({
  id: `live-${i + 1}`,
  title,
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
}));

test('a server that ignores order_by: the list says so instead of marking Title sorted', async ({
  page,
}) => {
  const asked: string[] = [];
  const api = await servers.start(
    startFakeApi({
      list: (_, response, url) => {
        asked.push(url.searchParams.get('order_by') ?? '');
        json(response, 200, listBody(ITEMS));
      },
    }),
  );
  const site = await servers.start(serveLiveBuild(api.origin));
  await page.goto(`${site.origin}/entries`);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(entryRows(page)).toHaveCount(5);

  // Newest first, as asked: marked, no notice.
  const notice = page.getByText(/The server sent this page in another order than/);
  const created = page.getByRole('columnheader', { name: /Created/ });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect(notice).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
  await expect.poll(() => asked.at(-1)).toBe('title');
  await expect(notice).toContainText('another order than “Title A–Z”');
  await expect(page.locator('[aria-sort]')).toHaveCount(0);
  await expect(entryRows(page).first()).toContainText('Zeta report');
  await expectAccessible(page);
});
