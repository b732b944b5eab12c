/**
 * Export against a hostile Registry Service on a loopback server of the test's own: one that
 * ignores `limit` (5,000 rows a page), one that announces a million pages, one whose entries
 * are 100 KB each, one that sends the same entries on every page. The export keeps what the
 * pages hold and stops at its caps with a partial file it names as such, or after three pages
 * with nothing new.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_TOKEN, expect, expectAccessible, test } from './fixtures';
import { json, trackServers } from './loopback';
import { listItems, serveLiveBuild, startLiveServer } from './live-server';

const servers = trackServers();
test.afterEach(servers.closeAll);

const LIST = '/api/v1/registry/list';

/** A list service whose page `n` holds `pageItems(n)`, with the pagination it claims. */
async function startSite(
  pageItems: (n: number) => unknown[],
  claim: { total: number; per_page: number; last_page: number },
  config: Record<string, unknown> = {},
) {
  const api = await servers.start(
    startLiveServer({
      list: (_, response, url) => {
        const n = Number(url.searchParams.get('page') ?? 1);
        json(response, 200, {
          message: 'OK',
          data: {
            items: pageItems(n),
            pagination: { ...claim, current_page: n, has_more_pages: n < claim.last_page },
          },
        });
      },
    }),
  );
  const site = await servers.start(
    serveLiveBuild(api, { csp: false, config: () => ({ apiBaseUrl: api.origin, ...config }) }),
  );
  const exportPages = () =>
    api.requests
      .filter(
        (r) => r.method === 'GET' && r.url.startsWith(LIST) && /[?&]limit=100(&|$)/.test(r.url),
      )
      .map((r) => Number(new URL(r.url, 'http://x').searchParams.get('page')));
  return { site, exportPages };
}

/** Page `n` of `size` distinct entries. */
const pageOf = (size: number, title?: string) => (n: number) =>
  listItems(size).map((item, i) => ({
    ...item,
    id: `live-${(n - 1) * size + i + 1}`,
    ...(title ? { title } : {}),
  }));

async function openExport(page: Page, origin: string) {
  await page.goto(`${origin}/entries`);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export entries' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a server that ignores limit (5,000 rows a page): all 15,000 entries are exported', async ({
  page,
}) => {
  const { site, exportPages } = await startSite((n) => (n <= 3 ? pageOf(5000)(n) : []), {
    total: 15_000,
    per_page: 5000,
    last_page: 3,
  });
  const dialog = await openExport(page, site.origin);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  await expect(dialog.getByText(/^Exported 15,000 entries to entries-all-/)).toBeVisible();
  await expect(dialog.getByText(/are missing|the file is partial/)).toHaveCount(0);
  expect(exportPages()).toEqual([1, 2, 3]);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').slice(1, -1);
  expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(15_000);
  await expectAccessible(page);
});

test('a million pages announced: the export stops at exportMaxEntries and says the file is partial', async ({
  page,
}) => {
  const { site, exportPages } = await startSite(
    pageOf(100),
    { total: 100_000_000, per_page: 100, last_page: 1_000_000 },
    { exportMaxEntries: 1000 },
  );
  const dialog = await openExport(page, site.origin);
  await expect(dialog).toContainText(
    'One file holds at most 1,000 entries or 200 MB; a bigger export stops there and keeps a partial file.',
  );
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  await expect(
    dialog.getByText(/^Exported the first 1,000 entries to entries-all-.* \(a partial file\)\./),
  ).toBeVisible();
  await expect(dialog).toContainText(
    'The export stopped at its limit of 1,000 entries (exportMaxEntries): the file is partial, with the first 1,000 entries of the 100,000,000 the server counts.',
  );
  expect(exportPages()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').slice(1, -1);
  expect(lines).toHaveLength(1000);
  await expectAccessible(page);
});

test('entries of 100 KB: the export stops at exportMaxBytes with a file under it', async ({
  page,
}) => {
  const { site, exportPages } = await startSite(
    pageOf(100, 'x'.repeat(100_000)),
    { total: 100_000_000, per_page: 100, last_page: 1_000_000 },
    { exportMaxBytes: 1_000_000 },
  );
  const dialog = await openExport(page, site.origin);
  await expect(dialog).toContainText('One file holds at most 100,000 entries or 1 MB;');
  await dialog.getByRole('radio', { name: 'JSON' }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  await expect(dialog).toContainText(
    'The export stopped at its limit of 1 MB (exportMaxBytes): the file is partial, with the first 9 entries of the 100,000,000 the server counts.',
  );
  expect(exportPages()).toEqual([1]);
  const file = await readFile((await download.path())!, 'utf8');
  expect(Buffer.byteLength(file)).toBeLessThanOrEqual(1_000_000);
  expect(JSON.parse(file)).toHaveLength(9);
  await expectAccessible(page);
});

test('the same 100 entries on every page of a million: the export stops after three pages with nothing new', async ({
  page,
}) => {
  const { site, exportPages } = await startSite(() => pageOf(100)(1), {
    total: 100_000_000,
    per_page: 100,
    last_page: 1_000_000,
  });
  const dialog = await openExport(page, site.origin);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const download = await downloading;
  await expect(dialog.getByText(/^Exported 100 entries to entries-all-/)).toBeVisible();
  await expect(dialog).toContainText(
    'The server kept sending entries already read; stopped after page 4.',
  );
  expect(exportPages()).toEqual([1, 2, 3, 4]);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').slice(1, -1);
  expect(lines).toHaveLength(100);
  await expectAccessible(page);
});
