/**
 * An entry's own address, /entries/<id>, against a live server of the test's own: the details
 * readable and their buttons in view however long the entry.
 */
import type { Page } from '@playwright/test';
import { DEMO_TOKEN, expect, expectAccessible, test } from './fixtures';
import { listItems, startFakeApi } from './fake-api';
import { json, serveLiveBuild, trackServers } from './loopback';
import { screenshots } from './screenshots';

const servers = trackServers();
test.afterEach(servers.closeAll);

const ENTRIES = listItems(1_450);
const details = (page: Page) => page.getByRole('dialog', { name: 'Entry details' });

function pageOf(items: readonly unknown[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const last = Math.max(1, Math.ceil(items.length / limit));
  return {
    message: 'OK',
    data: {
      items: items.slice((page - 1) * limit, page * limit),
      pagination: {
        total: items.length,
        per_page: limit,
        current_page: page,
        last_page: last,
        has_more_pages: page < last,
      },
    },
  };
}

/** The list of `items`, each answer after `wait` ms; the pages read with the export's size. */
async function start(items: readonly unknown[] = ENTRIES, wait = 0) {
  const walked: number[] = [];
  const api = await servers.start(
    startFakeApi({
      list: async (_, response, url) => {
        if (url.searchParams.get('limit') === '100')
          walked.push(Number(url.searchParams.get('page')));
        if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
        json(response, 200, pageOf(items, url));
      },
    }),
  );
  const site = await servers.start(serveLiveBuild(api.origin));
  return { site, walked };
}

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test("readable details: the body's fields with the form's labels, a Metadata items table, the buttons in view at 1280 × 800", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const long = {
    ...listItems(1)[0],
    description: 'A long description. '.repeat(200),
    callback_url: 'https://hooks.example.com/done',
    data_encrypted: false,
    metadata: Array.from({ length: 120 }, (_, i) => ({
      type: i % 2 ? 'FILE' : 'TEXT',
      key: `key-${i + 1}`,
      ...(i % 2 ? { file: `https://files.example.com/${i + 1}.pdf` } : { value: `Value ${i + 1}` }),
      title: `Item ${i + 1}`,
    })),
    reviewer: 'jürgen',
  };
  const { site } = await start([long]);
  await signIn(page, `${site.origin}/entries/live-1`);
  const dialog = details(page);
  const table = dialog.getByRole('table', { name: 'Metadata items' });
  await expect(table.getByRole('row')).toHaveCount(121);
  // It opens at its title, with no focus ring around the whole field list.
  await expect(dialog.getByRole('heading', { name: 'Entry details' })).toBeFocused();
  await expect(table.getByRole('row').nth(2)).toHaveText(
    'FILEkey-2https://files.example.com/2.pdfItem 2',
  );
  await expect(dialog.getByText('Encrypt data', { exact: true })).toBeVisible();
  const more = dialog.getByRole('region', { name: 'More from the server' });
  await expect(more).toContainText('reviewer');
  await expect(more).not.toContainText('description');

  // The fields scroll; the title and every button stay on screen.
  for (const name of ['Copy ID', 'Copy link', 'Create similar', 'Close'])
    await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  const fields = dialog.getByRole('region', { name: 'Entry fields' });
  await fields.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(table.getByRole('row').last()).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { name: 'Entry details' })).toBeInViewport();
  await expectAccessible(page);
  await fields.evaluate((element) => element.scrollTo(0, 0));
  await screenshots(page, 'entry-details-long');
  await page.setViewportSize({ width: 375, height: 700 });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
});
