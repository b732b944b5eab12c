/**
 * The demo backend holds 10,000 more entries and keeps them across a reload, and a create
 * still answers at once afterwards.
 *
 * Every request to the demo crosses its service worker, which on a busy 2-core machine limits
 * it to about 100 requests a second, so 10,000 creates through the API would take minutes.
 * Most of the entries (with idempotency answers) are therefore put into the demo's IndexedDB
 * before the app first loads; the rest are created through the API at concurrency, on top of them.
 * DEMO_STORAGE_THROUGH_API=10000 sends all of them through the API.
 */
import { DEMO_TOKEN, entryRows, expect, signIn, test } from './fixtures';
import { createBody, createThroughApi, DB_KEY, plantCreated, storedEntries } from './demo-store';

const TOTAL = 10_000;
const THROUGH_API = Math.min(TOTAL, Number(process.env.DEMO_STORAGE_THROUGH_API) || 500);
const MOVED = TOTAL - THROUGH_API;
const CONCURRENCY = 24;
const SEED_COUNT = 3_000;
const count = (n: number) => new RegExp(`^${n.toLocaleString('en-US').replace(',', '.')} entries$`);

// How fast creates, the reload and one create after 10,000 are: `npm run bench -- --only limits`.
test('the demo keeps 10,000 created entries across a reload, and creates go on after it', async ({
  page,
}) => {
  test.setTimeout(60_000 + THROUGH_API * 15);
  await plantCreated(page, MOVED, 'bulk');

  await signIn(page);
  await expect(page.getByText(count(MOVED + SEED_COUNT))).toBeVisible({ timeout: 20_000 });

  // Through the demo's API, as the console's own requests go: service worker, handler, store.
  const created = await page.evaluate(
    async ([total, concurrency, token]) => {
      let next = 0;
      let ok = 0;
      async function worker() {
        while (next < total) {
          const n = ++next;
          const response = await fetch('/api/v1/registry/create', {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/json',
              'Idempotency-Key': `api-${n}`,
            },
            body: JSON.stringify({
              title: `Created ${n}`,
              folder_id: 'bulk',
              template: 'PASS',
              metadata: [],
            }),
          });
          if (response.status === 201) ok += 1;
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker));
      return ok;
    },
    [THROUGH_API, CONCURRENCY, DEMO_TOKEN] as const,
  );
  expect(created).toBe(THROUGH_API);

  await page.reload();
  await expect(page.getByText(count(TOTAL + SEED_COUNT))).toBeVisible({ timeout: 20_000 });
  await expect(entryRows(page)).toHaveCount(10);
  expect((await storedEntries(page)).length).toBe(TOTAL);
  expect(await page.evaluate((key) => localStorage.getItem(key)!.length, DB_KEY)).toBeLessThan(
    2000,
  );

  await page.goto('/entries?folder_id=bulk');
  await expect(page.getByText(count(TOTAL))).toBeVisible();

  // A create after all that makes an entry; repeats of earlier keys are replayed.
  const after = {
    fresh: await createThroughApi(page, 'after-reload', createBody('After the reload', 'bulk')),
    viaApi: await createThroughApi(page, 'api-1', createBody('Created 1', 'bulk')),
    moved:
      MOVED > 0 ? await createThroughApi(page, 'moved-1', createBody('Moved 1', 'bulk')) : null,
  };
  expect(after.fresh).toMatchObject({ status: 201, replayed: null });
  expect(after.viaApi).toMatchObject({ status: 201, replayed: 'true' });
  if (MOVED > 0) expect(after.moved).toMatchObject({ status: 201, replayed: 'true' });
});

test('another open tab sees what this one stored: entries, idempotency answers, a reset', async ({
  page,
  context,
}) => {
  await signIn(page);
  const second = await context.newPage();
  await signIn(second);

  const body = createBody('From the first tab', 'two-tabs');
  const post = async (tab: typeof page, key: string) => {
    const { status, replayed } = await createThroughApi(tab, key, body);
    return { status, replayed };
  };

  expect(await post(page, 'tab-key')).toEqual({ status: 201, replayed: null });
  // No reload in the second tab: its backend heard of the entry and of the key's answer.
  await second.goto('/entries?folder_id=two-tabs');
  await expect(entryRows(second)).toHaveCount(1);
  await expect(entryRows(second)).toContainText('From the first tab');
  expect(await post(second, 'tab-key')).toEqual({ status: 201, replayed: 'true' });

  await second.getByRole('button', { name: 'Reset demo data' }).click();
  await second
    .getByRole('dialog', { name: 'Reset demo data?' })
    .getByRole('button', { name: 'Reset demo data' })
    .click();
  await expect(second.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
  await page.goto('/entries?folder_id=two-tabs');
  await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
  expect(await post(page, 'tab-key')).toEqual({ status: 201, replayed: null });
});
