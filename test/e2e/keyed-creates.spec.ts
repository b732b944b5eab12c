/**
 * Guaranteed-once creates against a real server that loses answers the way real networks do,
 * Chromium's own resends included (see fake-api.ts). The console runs in live mode against
 * the loopback server; a person creates 10 entries per run:
 * (a) the server honours idempotency keys, default config, the person checks the folder
 *     before trying again: none lost, none duplicated;
 * (b) the same with resendLostCreates: one click per entry, none lost, none duplicated;
 * (c) the server ignores the keys: the duplicates no client can prevent are counted;
 * (d) the server's CORS policy does not allow the key header: creates still work, without it,
 *     and the form says lost answers cannot be resent safely.
 * Every POST carries a key (but in (d)); resends of one entry share it; two entries never do.
 */
import type { Page, Request } from '@playwright/test';
import {
  DEMO_TOKEN,
  expect,
  expectAccessible,
  expectConsoleErrors,
  expectFailedResponses,
  test,
  closeAfterTest,
} from './fixtures';
import { startFakeApi, type CreateFault, type FakeApiOptions } from './fake-api';
import { serveLiveBuild } from './loopback';

/** The panels that say how a create ended when its answer did not settle it. */
const OUTCOME_HEADINGS =
  /may or may not have been created|is not in the folder|like yours (is|are) in the folder/;
/** The form's summary of why the entry was not created. */
const SUMMARY_HEADINGS = /to fix before creating the entry|The entry was not created/;

const ENTRIES = 10;
const FOLDER = 'once-run';
/** Short, so answers withheld cost seconds; the slow fault outlasts it. */
const TIMEOUT_MS = 2000;
const SLOW_MS = 3500;
/**
 * The faults, entry by entry, the same in every run: each kind once, two entries that meet two
 * in a row, and two entries with none. `store-then-drop` stores the entry and closes the
 * connection without a byte: on a reused connection Chromium resends the POST by itself.
 */
const PLAN: CreateFault[][] = [
  ['store-then-drop'],
  ['drop-before'],
  ['slow-then-store'],
  ['store-then-502'],
  ['unavailable-before'],
  ['store-then-504'],
  ['store-then-drop', 'store-then-drop'],
  ['slow-then-store', 'drop-before'],
  [],
  [],
];
const SLOW = 30_000;
const CREATE_PATH = '/api/v1/registry/create';

interface Run {
  name: string;
  keys: FakeApiOptions['keys'];
  cors?: FakeApiOptions['cors'];
  resendLostCreates: boolean;
}

interface Figures {
  run: string;
  entries: number;
  created: number;
  lost: number;
  duplicates: number;
  clicks: number;
  pagePosts: number;
  serverPosts: number;
  browserResends: number;
  faults: number;
  conflicts409: number;
  replays: number;
  duplicateCauses: string[];
  seconds: number;
}

const titleOf = (run: string, n: number) => `${run} entry ${String(n).padStart(2, '0')}`;
const isCreate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === CREATE_PATH;

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/entries`);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: SLOW });
}

async function fillForm(page: Page, title: string, n: number) {
  await page.getByRole('button', { name: 'Create entry' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create entry' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill(FOLDER);
  await page.getByRole('radio', { name: n % 2 ? 'STORAGE' : 'PASS' }).check();
}

/**
 * Sends the form and follows the screens as a careful person does: on an unknown outcome,
 * "Check folder" first, then "Go to the entry" or "Try again". Returns the clicks that sent.
 */
async function createAsAPerson(page: Page, title: string): Promise<number> {
  let clicks = 1;
  await page.getByRole('button', { name: 'Create entry', exact: true }).click();
  const list = page.getByRole('heading', { level: 1, name: 'Entries' });
  const unknown = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: OUTCOME_HEADINGS }) });
  const notCreated = page.getByRole('heading', { name: 'The entry was not created' });
  for (;;) {
    expect(clicks, `clicks for "${title}"`).toBeLessThanOrEqual(10);
    await expect(list.or(unknown).or(notCreated).first()).toBeVisible({ timeout: SLOW });
    if (await list.isVisible()) break;
    if (await notCreated.isVisible()) {
      throw new Error(
        `"${title}": ${await page
          .getByRole('alert')
          .filter({ has: page.getByRole('heading', { name: SUMMARY_HEADINGS }) })
          .innerText()}`,
      );
    }
    await unknown.getByRole('button', { name: 'Check folder', exact: true }).click();
    // Several candidates (a server that ignores keys made duplicates): the newest is first.
    const goTo = unknown.getByRole('button', { name: 'Go to the entry' }).first();
    const safe = unknown.getByText('Trying again is safe');
    const failed = unknown.getByText('The folder could not be checked');
    await expect(goTo.or(safe).or(failed).first()).toBeVisible({ timeout: SLOW });
    if (await goTo.isVisible()) {
      await goTo.click();
      await unknown.getByRole('button', { name: 'Yes, it is mine' }).click();
      break;
    }
    if (await safe.isVisible()) {
      clicks += 1;
      // The panel goes when the request leaves; what follows is a new screen.
      const sent = page.waitForEvent('request', { predicate: isCreate, timeout: SLOW });
      await unknown.getByRole('button', { name: 'Try again' }).click();
      await sent;
    }
  }
  await expect(page).toHaveURL((url) => url.searchParams.get('folder_id') === FOLDER);
  await expect(
    page.locator('tbody tr[aria-current="true"]').filter({ hasText: title }),
  ).toBeVisible({ timeout: SLOW });
  return clicks;
}

async function runEntries(page: Page, run: Run) {
  const startedAt = Date.now();
  const server = await startFakeApi({
    keys: run.keys,
    cors: run.cors ?? 'allow-key',
    token: DEMO_TOKEN,
    faultRate: 0,
    seed: 1,
    slowMs: SLOW_MS,
    plan: PLAN,
  });
  const servers: { close: () => Promise<void> }[] = [server];
  try {
    expectFailedResponses(page, 409, 502, 503, 504);
    expectConsoleErrors(
      page,
      /^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED|FAILED)$/,
      // The sign-in check of the key header, refused by a strict CORS policy (run d).
      /blocked by CORS policy: Request header field idempotency-key is not allowed/,
    );
    // The build as deployed (dist/_headers), live mode against the server: config.json names
    // it, and the CSP's connect-src names its origin, as docs/deploy.md says.
    const config = {
      apiBaseUrl: server.origin,
      requestTimeoutMs: TIMEOUT_MS,
      resendLostCreates: run.resendLostCreates,
    };
    const app = await serveLiveBuild(server.origin, config);
    servers.push(app);
    const pagePosts: { title: string; key: string | null }[] = [];
    page.on('request', (request) => {
      if (!isCreate(request)) return;
      const body = JSON.parse(request.postData() ?? '{}') as { title?: string };
      pagePosts.push({
        title: String(body.title),
        key: request.headers()['idempotency-key'] ?? null,
      });
    });

    await signIn(page, app.origin);
    let clicks = 0;
    let previewKey: string | null = null;
    const clicksPerEntry: number[] = [];
    for (let n = 1; n <= ENTRIES; n++) {
      const title = titleOf(run.name, n);
      await fillForm(page, title, n);
      const preview = page.getByRole('complementary', { name: 'Request preview' });
      // Closed at first; once opened it stays open for the next entries.
      if (n === 1) await preview.getByText('Preview request', { exact: true }).click();
      if (run.cors === 'strict') {
        await expect(page.getByText(/cannot be resent safely/)).toBeVisible();
        await expect(preview).toContainText('no idempotency key (refused by CORS)');
        if (n === 1) await expectAccessible(page);
      } else if (n === 1) {
        // The preview shows the key the click sends (and never the token), under Headers.
        await preview.getByText('Headers', { exact: true }).click();
        const line = preview.getByText(/^Idempotency-Key: /);
        await expect(line).toBeVisible();
        previewKey = (await line.innerText()).replace('Idempotency-Key: ', '');
        await expect(preview).not.toContainText(DEMO_TOKEN);
      }
      const used = await createAsAPerson(page, title);
      clicks += used;
      clicksPerEntry.push(used);
    }
    // A slow first attempt may still be storing: let every request end before counting.
    await expect.poll(() => server.working, { timeout: SLOW_MS + 5000 }).toBe(0);

    const titles = Array.from({ length: ENTRIES }, (_, i) => titleOf(run.name, i + 1));
    const count = (title: string) => server.entries.filter((e) => e.title === title).length;
    const lost = titles.filter((t) => count(t) === 0);
    const duplicated = titles.filter((t) => count(t) > 1);
    /**
     * Each duplicated title: its extra entries, and the POSTs that could make one without the
     * page asking (sent again by Chromium itself, or a slow first attempt still being stored).
     */
    const extras = duplicated.map((t) => {
      const posts = server.creates.filter((c) => c.title === t);
      const byPage = pagePosts.filter((p) => p.title === t).length;
      const slow = posts.filter((c) => c.fault === 'slow-then-store').length;
      return { title: t, extra: count(t) - 1, unasked: posts.length - byPage + slow };
    });
    const duplicateCauses = duplicated.map((t) => {
      const posts = server.creates.filter((c) => c.title === t);
      const seen = pagePosts.filter((p) => p.title === t).length;
      return `${t}: ${count(t)} entries from ${posts.length} POSTs (${seen} sent by the page): ${posts
        .map((p) => `${p.fault ?? 'answered'}${p.onReusedConnection ? ' (reused connection)' : ''}`)
        .join(', ')}`;
    });
    const figures: Figures = {
      run: run.name,
      entries: ENTRIES,
      created: server.entries.length,
      lost: lost.length,
      duplicates: duplicated.reduce((sum, t) => sum + count(t) - 1, 0),
      clicks,
      pagePosts: pagePosts.length,
      serverPosts: server.creates.length,
      browserResends: server.creates.length - pagePosts.length,
      faults: server.creates.filter((c) => c.fault).length,
      conflicts409: server.creates.filter((c) => c.result === 'running-409').length,
      replays: server.creates.filter((c) => c.result === 'replayed').length,
      duplicateCauses,
      seconds: Math.round((Date.now() - startedAt) / 1000),
    };
    console.log(
      [
        '',
        `── ${run.name}: ${ENTRIES} entries, ${figures.faults} faults in ${figures.serverPosts} POSTs, keys ${run.keys}, CORS ${run.cors ?? 'allows the key'}, resendLostCreates ${run.resendLostCreates} ──`,
        `  created ${figures.created}, lost ${figures.lost}, duplicated ${figures.duplicates}`,
        `  clicks ${figures.clicks}; POSTs: ${figures.pagePosts} by the page, ${figures.serverPosts} at the server (${figures.browserResends} resent by Chromium itself)`,
        `  409s ${figures.conflicts409}, replayed answers ${figures.replays}, ${figures.seconds} s`,
        ...duplicateCauses.map((line) => `  duplicate: ${line}`),
        '',
      ].join('\n'),
    );
    await test.info().attach(`${run.name}-figures.json`, {
      body: JSON.stringify({ ...figures, clicksPerEntry }, null, 2),
      contentType: 'application/json',
    });

    // What every run guarantees: nothing lost, nothing made that nobody asked for.
    expect(lost, 'titles lost').toEqual([]);
    expect(
      server.entries.every((e) => titles.includes(e.title)),
      'strangers',
    ).toBe(true);
    expect(figures.faults, 'faults were injected').toBeGreaterThan(0);
    const keysOf = (title: string) =>
      new Set(server.creates.filter((c) => c.title === title).map((c) => c.key));
    if (run.cors === 'strict') {
      expect(server.creates.map((c) => c.key).filter(Boolean), 'keys sent').toEqual([]);
    } else {
      expect(
        server.creates.filter((c) => c.key === null),
        'POSTs without a key',
      ).toEqual([]);
      for (const title of titles) {
        expect(keysOf(title).size, `keys used for "${title}"`).toBe(1);
      }
      const allKeys = titles.map((t) => [...keysOf(t)][0]);
      expect(allKeys[0], 'the key the preview showed').toBe(previewKey);
      expect(new Set(allKeys).size, 'two entries never share a key').toBe(ENTRIES);
    }
    return { figures, clicksPerEntry, duplicated, extras };
  } finally {
    closeAfterTest(page, ...servers);
  }
}

test.describe('guaranteed-once creates against a real server that loses answers', () => {
  test.describe.configure({ timeout: 5 * 60_000 });

  test('(a) the server honours keys; a person checks the folder before trying again: 0 lost, 0 duplicated', async ({
    page,
  }) => {
    const { duplicated } = await runEntries(page, {
      name: 'a',
      keys: 'honours',
      resendLostCreates: false,
    });
    expect(duplicated, 'titles created more than once').toEqual([]);
  });

  test('(b) the server honours keys, resendLostCreates is on: one click per entry, 0 lost, 0 duplicated', async ({
    page,
  }) => {
    const { duplicated, clicksPerEntry } = await runEntries(page, {
      name: 'b',
      keys: 'honours',
      resendLostCreates: true,
    });
    expect(duplicated, 'titles created more than once').toEqual([]);
    expect(clicksPerEntry, 'clicks per entry').toEqual(Array(ENTRIES).fill(1));
  });

  test('(c) the server ignores keys: the duplicates no client can prevent are counted', async ({
    page,
  }) => {
    const { duplicated, extras } = await runEntries(page, {
      name: 'c',
      keys: 'ignores',
      resendLostCreates: false,
    });
    // Only entries whose first attempt the server stored while the page could not tell are made
    // more than once: a stored POST cut off, which Chromium sends again by itself when it went
    // out on a reused connection (on a fresh one it does not, so such an entry may stay single),
    // or a slow first attempt still being stored when the folder check found nothing.
    const unpreventable = PLAN.flatMap((faults, i) =>
      faults.some((f) => f === 'store-then-drop' || f === 'slow-then-store')
        ? [titleOf('c', i + 1)]
        : [],
    );
    const preventable = duplicated.filter((title) => !unpreventable.includes(title));
    expect(preventable, 'titles the page itself created more than once').toEqual([]);
    // Each extra entry is one of those: Chromium may resend a POST cut off on a reused
    // connection more than once (each resend can meet the next cut), never the page.
    for (const { title, extra, unasked } of extras) {
      expect(
        extra,
        `extra entries of "${title}", beyond what the page did not send`,
      ).toBeLessThanOrEqual(unasked);
    }
  });

  test('(d) the CORS policy does not allow the key header: creates work without it, and the form says so', async ({
    page,
  }) => {
    await runEntries(page, {
      name: 'd',
      keys: 'honours',
      cors: 'strict',
      resendLostCreates: true,
    });
  });
});
