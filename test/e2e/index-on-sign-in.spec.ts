/**
 * Search is complete by default: right after sign-in the console reads every page into its
 * index in the background (`indexOnSignIn`), one request at a time, without anyone pressing
 * `Index all entries`.
 */
import type { StoredEntry } from '../../src/mocks/seed';
import { plantStore } from './demo-store';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** Older than every seeded entry: on the last page of the newest-first list. */
const OLDEST: StoredEntry = {
  id: '5f0c2a61-9b7e-4d13-8a44-0e6f1b2c3d4e',
  title: 'Ledger from the founding year',
  type: 'STORAGE',
  status: 'DORMANT',
  created_at: '2001-01-02T09:00:00.000Z',
  folder_id: 'finance',
};

test('right after sign-in, search finds an entry of the last page and Status offers what only late pages hold', async ({
  page,
}) => {
  // The shipped configuration (the browser tests' preview turns the walk off for the others).
  await page.route('**/config.json', (route) => route.fulfill({ json: {} }));
  // Answers take 300 ms, as a server's might: the walk could start before the list's answer.
  await plantStore(page, [OLDEST], 300);
  // The walk's pages (the export's page size): never more than one in flight.
  let inFlight = 0;
  let most = 0;
  const isWalk = (url: string) => /[?&]limit=100(&|$)/.test(url);
  page.on('request', (request) => {
    if (!isWalk(request.url())) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  const settled = (request: { url(): string }) => {
    if (isWalk(request.url())) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  // The walk waits for the list: its first page is asked for only once the rows have come.
  const order: string[] = [];
  page.on('request', (request) => {
    if (isWalk(request.url())) order.push('walk');
  });
  page.on('requestfinished', (request) => {
    if (/[?&]limit=10(&|$)/.test(request.url())) order.push('list answered');
  });

  await signIn(page);
  // Nothing pressed: the index fills by itself, and says when it holds every entry.
  await expect(page.getByRole('status', { name: 'Index status' })).toContainText(
    'All 3,001 entries indexed',
    { timeout: 60_000 },
  );
  expect(most).toBe(1);
  expect(order[0]).toBe('list answered');
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('founding year');
  await expect(page.getByRole('table', { name: 'Search results' }).getByRole('link')).toHaveText([
    OLDEST.title,
  ]);
  await expect(page.getByText('1 entry matches.')).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status.getByRole('option', { name: 'DORMANT' })).toHaveCount(1);
  await expectAccessible(page);
});
