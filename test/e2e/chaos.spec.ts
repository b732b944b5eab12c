/**
 * A bad day: the demo backend fails 30% of requests in every way it knows and answers slowly.
 * A person creates 20 entries through the UI anyway, retrying the way the screens tell them to.
 * At the end every entry exists exactly once: none lost, none duplicated.
 */
import type { Locator, Request } from '@playwright/test';
import { FAULT_KINDS, type MockSettings } from '../../src/mocks/db';
import { DB_KEY, storedEntries, storedStats } from './demo-store';
import {
  DEMO_TOKEN,
  LIST_PATH,
  expect,
  expectFailedResponses,
  expectNetworkFailures,
  test,
} from './fixtures';

/** The panels that say how a create ended when its answer did not settle it. */
/** What the outcome panel says when the folder was read but cannot show which entry is new. */
const UNPROVABLE_TEXT = /shown to be yours/;
const OUTCOME_HEADINGS =
  /may or may not have been created|is not in the folder|like yours (is|are) in the folder/;
/** The form's summary of why the entry was not created. */
const SUMMARY_HEADINGS = /to fix before creating the entry|The entry was not created/;

const CREATE_PATH = '/api/v1/registry/create';
/** Fixed, so runs are comparable; CHAOS_SEED=n tries another failure sequence. */
const SEED = Number(process.env.CHAOS_SEED) || 136;
const ENTRIES = 20;
const FOLDER = 'chaos-run';
const TIMEOUT_MS = 2000;
const CHAOS: MockSettings = {
  latencyMs: [0, 500],
  failureRate: 0.3,
  failureKinds: [...FAULT_KINDS],
  seed: SEED,
};
/** Tries per entry before the test calls the screen stuck. */
const MAX_TRIES = 25;
/**
 * How long a person looks at a loaded list for their entry. The refresh that brings it may
 * itself meet faults: three attempts that each time out at 3 s, backoff and latency come to
 * about 13 s, so less would blame the app for its own retries.
 */
const PATIENCE = 20_000;
/** Long enough for a GET that times out three times with backoff in between. */
const SLOW = 30_000;

/** CHAOS_VERBOSE=1 prints each step with its time. */
const verbose = Boolean(process.env.CHAOS_VERBOSE);
const t0 = Date.now();
const log = (line: string) => {
  if (verbose) console.log(`${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s ${line}`);
};

const titleOf = (n: number) => `Chaos entry ${String(n).padStart(2, '0')}`;

/** What the person did and what the screens showed, for the printed figures. */
interface Tally {
  createRequests: number;
  submits: number;
  tryAgain: number;
  folderChecks: number;
  folderChecksFailed: number;
  folderChecksUnprovable: number;
  foundByCheck: number;
  safeToRetry: number;
  waitsAfter429: number;
  listRetries: number;
  reloads: number;
  signInTries: number;
  createdDirectly: number;
  timeoutMessages: number;
  steps: number;
}

type Screen = 'list' | 'unknown' | 'not-created';
type Answer = 'created' | 'rate-limited' | 'unknown';

test('20 entries created through 30% injected failures exist exactly once each', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(8 * 60_000);
  const startedAt = Date.now();
  expectFailedResponses(page, 429, 500, 502, 503);
  expectNetworkFailures(page);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  // A short client timeout, so "no answer" faults cost seconds, not minutes.
  let configServed = 0;
  await context.route('**/config.json', (route) => {
    configServed += 1;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ requestTimeoutMs: TIMEOUT_MS, indexOnSignIn: false }),
    });
  });

  // The failure settings go into the demo store before the app reads it; entries and counts
  // stored so far are kept across loads (entries in IndexedDB, counts here).
  await page.addInitScript(
    ([key, settings]) => {
      if (window.location.origin === 'null') return;
      const stored = JSON.parse(localStorage.getItem(key as string) ?? 'null') as Record<
        string,
        unknown
      > | null;
      localStorage.setItem(
        key as string,
        JSON.stringify({
          anchor: Date.now(),
          stats: { requests: 0, faults: {} },
          ...stored,
          settings,
        }),
      );
    },
    [DB_KEY, CHAOS] as const,
  );

  const tally: Tally = {
    createRequests: 0,
    submits: 0,
    tryAgain: 0,
    folderChecks: 0,
    folderChecksFailed: 0,
    folderChecksUnprovable: 0,
    foundByCheck: 0,
    safeToRetry: 0,
    waitsAfter429: 0,
    listRetries: 0,
    reloads: 0,
    signInTries: 0,
    createdDirectly: 0,
    timeoutMessages: 0,
    steps: 0,
  };
  /** Things the screens got wrong without breaking the run; asserted empty at the end. */
  const violations: string[] = [];
  page.on('request', (request) => {
    if (isCreate(request)) tally.createRequests += 1;
  });

  /** After every step: a screen with a heading, not a white page and not the error boundary. */
  async function expectAlive(where: string) {
    tally.steps += 1;
    await expect(
      page.getByRole('heading', { level: 1 }).first(),
      `a heading is visible ${where}`,
    ).toBeVisible({ timeout: SLOW });
    await expect(
      page.getByRole('heading', { name: 'Something went wrong on this screen' }),
      `no error boundary ${where}`,
    ).toHaveCount(0);
  }

  // Sign in: the token check is a list request and may fail too; people press Sign in again.
  await page.goto('/entries');
  await expectAlive('on sign-in');
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  const signedIn = page.getByRole('button', { name: 'Sign out' });
  const signInError = page.getByRole('alert').filter({ hasText: /\S/ });
  for (;;) {
    tally.signInTries += 1;
    expect(tally.signInTries, 'sign-in attempts').toBeLessThanOrEqual(MAX_TRIES);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(signedIn.or(signInError)).toBeVisible({ timeout: SLOW });
    await expectAlive('after Sign in');
    if (await signedIn.isVisible()) break;
    await waitIfTold(await signInError.innerText());
  }

  for (let n = 1; n <= ENTRIES; n++) {
    const title = titleOf(n);
    await openForm();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Folder', exact: true }).fill(FOLDER);
    await page.getByRole('radio', { name: n % 2 ? 'STORAGE' : 'PASS' }).check();
    await page.getByRole('button', { name: 'Add metadata item' }).click();
    await page.getByRole('group', { name: 'Item 1' }).getByLabel('Key').fill('run');
    await page.getByRole('group', { name: 'Item 1' }).getByLabel('Value').fill(`${SEED}-${n}`);
    await expectAlive(`with the form filled for "${title}"`);

    const submit = async () => {
      tally.submits += 1;
      await page.getByRole('button', { name: 'Create entry', exact: true }).click();
    };
    const tryAgain = async () => {
      tally.tryAgain += 1;
      // After a check that found nothing the panel says "Try again"; after one that could not
      // tell, the resend says it keeps the same key.
      await page
        .getByRole('button', { name: /^(Try again|Send again)/ })
        .first()
        .click();
    };
    let send = submit;
    let done = false;
    for (let tries = 1; !done; tries++) {
      expect(tries, `tries for "${title}": the screen seems stuck`).toBeLessThanOrEqual(MAX_TRIES);
      const { answer, screen } = await attempt(title, send);
      log(`"${title}" try ${tries}: the server answered ${answer}, the screen shows ${screen}`);
      await expectAlive(`after sending "${title}"`);
      const expected: Screen =
        answer === 'created' ? 'list' : answer === 'rate-limited' ? 'not-created' : 'unknown';
      if (screen !== expected) {
        violations.push(
          `"${title}": the server's answer was ${answer}, the screen showed ${screen}`,
        );
      }

      if (screen === 'list') {
        tally.createdDirectly += 1;
        await expectHighlighted(title);
        done = true;
      } else if (screen === 'not-created') {
        const summary = await page
          .getByRole('alert')
          .filter({ has: page.getByRole('heading', { name: SUMMARY_HEADINGS }) })
          .innerText();
        if (!/Too many requests/.test(summary)) {
          throw new Error(`"${title}": an unexpected definite failure: ${summary}`);
        }
        await waitIfTold(summary);
        tally.waitsAfter429 += 1;
        send = submit;
      } else if ((await checkFolder(title)) === 'found') {
        tally.foundByCheck += 1;
        await page.getByRole('button', { name: 'Go to the entry' }).first().click();
        // The check shows candidates; the person says this one is theirs.
        await page.getByRole('button', { name: 'Yes, it is mine' }).click();
        await expectAlive(`after Go to the entry for "${title}"`);
        await expectHighlighted(title);
        done = true;
      } else {
        tally.safeToRetry += 1;
        send = tryAgain;
      }
    }
    log(`"${title}" is on the list, highlighted`);
  }

  // What the server holds: every title once.
  const store = { created: await storedEntries(page), stats: await storedStats(page) };
  const counts = new Map<string, number>();
  for (const entry of store.created) counts.set(entry.title, (counts.get(entry.title) ?? 0) + 1);
  const titles = Array.from({ length: ENTRIES }, (_, i) => titleOf(i + 1));
  const lost = titles.filter((t) => !counts.has(t));
  const duplicated = titles.filter((t) => (counts.get(t) ?? 0) > 1);
  const duplicates = duplicated.reduce((sum, t) => sum + counts.get(t)! - 1, 0);
  const strangers = store.created.filter((e) => !titles.includes(e.title)).map((e) => e.title);
  const faults = FAULT_KINDS.map((kind) => [kind, store.stats.faults[kind] ?? 0] as const);
  const faultTotal = faults.reduce((sum, [, count]) => sum + count, 0);

  const figures = {
    seed: SEED,
    failureRate: CHAOS.failureRate,
    latencyMs: CHAOS.latencyMs,
    requestTimeoutMs: TIMEOUT_MS,
    attempts: tally.createRequests,
    requests: store.stats.requests,
    faultsHit: Object.fromEntries(faults),
    faultTotal,
    entriesCreated: store.created.length,
    duplicates,
    lost: lost.length,
    person: {
      signInTries: tally.signInTries,
      submits: tally.submits,
      tryAgain: tally.tryAgain,
      waitsAfter429: tally.waitsAfter429,
      folderChecks: tally.folderChecks,
      folderChecksFailed: tally.folderChecksFailed,
      folderChecksUnprovable: tally.folderChecksUnprovable,
      foundByCheck: tally.foundByCheck,
      safeToRetry: tally.safeToRetry,
      createdDirectly: tally.createdDirectly,
      listRetries: tally.listRetries,
      reloads: tally.reloads,
      timeoutMessagesSeen: tally.timeoutMessages,
      stepsChecked: tally.steps,
    },
    seconds: Math.round((Date.now() - startedAt) / 1000),
  };
  const pad = (label: string) => `  ${label.padEnd(34)}`;
  console.log(
    [
      '',
      `── Chaos run: seed ${SEED}, ${CHAOS.failureRate * 100}% failures of ${FAULT_KINDS.length} kinds, latency 0–500 ms, client timeout ${TIMEOUT_MS / 1000} s ──`,
      `${pad('create attempts (POSTs sent)')}${tally.createRequests} for ${ENTRIES} entries`,
      `${pad('requests served by the mock')}${store.stats.requests}`,
      `${pad('faults hit')}${faultTotal}`,
      ...faults.map(([kind, count]) => `${pad(`  ${kind}`)}${count}`),
      `${pad('entries created')}${store.created.length}`,
      `${pad('duplicates')}${duplicates}`,
      `${pad('lost')}${lost.length}`,
      `${pad('created on the first answer')}${tally.createdDirectly}`,
      `${pad('unknown outcome → found by check')}${tally.foundByCheck}`,
      `${pad('unknown outcome → safe to retry')}${tally.safeToRetry}`,
      `${pad('folder checks (failed)')}${tally.folderChecks} (${tally.folderChecksFailed})`,
      `${pad('checks that could not tell')}${tally.folderChecksUnprovable}`,
      `${pad('waits after 429')}${tally.waitsAfter429}`,
      `${pad('list Retry presses')}${tally.listRetries}`,
      `${pad('reloads (entry missing from list)')}${tally.reloads}`,
      `${pad('sign-in tries')}${tally.signInTries}`,
      `${pad('screens checked for a heading')}${tally.steps}`,
      `${pad('run time')}${figures.seconds} s`,
      ...violations.map((v) => `  ! ${v}`),
      '',
    ].join('\n'),
  );
  await testInfo.attach('chaos-figures.json', {
    body: JSON.stringify(figures, null, 2),
    contentType: 'application/json',
  });

  // The short timeout really applies: with every answer withheld, the list gives up after
  // three 3-second tries, far sooner than the default 15 seconds would allow.
  await page.addInitScript(
    ([key]) => {
      const stored = JSON.parse(localStorage.getItem(key as string)!) as Record<string, unknown>;
      stored.settings = { latencyMs: 0, failureRate: 1, failureKinds: ['timeout'] };
      localStorage.setItem(key as string, JSON.stringify(stored));
    },
    [DB_KEY] as const,
  );
  const probeStart = Date.now();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The entries could not be loaded' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('alert')).toContainText(
    `The service did not answer within ${TIMEOUT_MS / 1000} seconds.`,
  );
  expect(Date.now() - probeStart, 'three tries with a 3 s timeout').toBeLessThan(15_000);
  expect(configServed, 'config.json was served by the test').toBeGreaterThan(0);

  expect(lost, 'titles lost').toEqual([]);
  expect(duplicated, 'titles created more than once').toEqual([]);
  expect(strangers, 'entries nobody asked for').toEqual([]);
  expect(store.created).toHaveLength(ENTRIES);
  expect(faultTotal, 'faults were injected').toBeGreaterThan(0);
  expect(violations, 'what the screens got wrong (listed above)').toEqual([]);
  expect(dialogs, 'dialogs').toEqual([]);

  // ---- how a person moves through the screens ----

  /** From the list (in whatever state) to an empty form. */
  async function openForm() {
    await expectAlive('before opening the form');
    await page.getByRole('button', { name: 'Create entry' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create entry' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  }

  /**
   * Sends (a submit or Try again), waits for the create request to end, and returns what the
   * server answered and which screen followed.
   */
  async function attempt(
    title: string,
    send: () => Promise<void>,
  ): Promise<{ answer: Answer; screen: Screen }> {
    const sent = page.waitForEvent('request', { predicate: isCreate, timeout: SLOW });
    await send();
    const request = await sent.catch(() => {
      throw new Error('Pressing the button sent no create request');
    });
    const answer = await answerOf(request);
    const list = page.getByRole('heading', { level: 1, name: 'Entries' });
    const unknown = page.getByRole('heading', {
      name: 'The entry may or may not have been created',
    });
    const notCreated = page.getByRole('heading', { name: 'The entry was not created' });
    await expect(list.or(unknown).or(notCreated).first()).toBeVisible({ timeout: SLOW });
    if (await list.isVisible()) return { answer, screen: 'list' };
    if (await notCreated.isVisible()) return { answer, screen: 'not-created' };
    const text = await page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: OUTCOME_HEADINGS }) })
      .innerText();
    if (/did not answer within/.test(text)) {
      tally.timeoutMessages += 1;
      if (!text.includes(`within ${TIMEOUT_MS / 1000} seconds`)) {
        violations.push(`a timeout message that does not name the configured timeout: ${text}`);
      }
    }
    // Nothing has been checked yet: the panel must not claim anything about the folder.
    const claimsSafe = await panelClaimsSafe();
    if (
      claimsSafe ||
      (await page.getByRole('button', { name: 'Go to the entry' }).first().isVisible())
    ) {
      const stored = await storedCount(title);
      violations.push(
        `"${title}": before "Check folder" was pressed the unknown-outcome panel already said ` +
          `"${claimsSafe ? 'Trying again is safe' : 'Found it'}" (server answer: ${answer}; ` +
          `the store holds ${stored} entr${stored === 1 ? 'y' : 'ies'} with this title` +
          `${claimsSafe && stored > 0 ? ' — trusting it would create a duplicate' : ''})`,
      );
    }
    return { answer, screen: 'unknown' };
  }

  function panelClaimsSafe() {
    return page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: OUTCOME_HEADINGS }) })
      .getByText('Trying again is safe')
      .isVisible();
  }

  /** How many entries with this title the demo backend holds right now. */
  async function storedCount(title: string): Promise<number> {
    return (await storedEntries(page)).filter((e) => e.title === title).length;
  }

  /** Check folder until the check itself succeeds; found or not. */
  async function checkFolder(title: string): Promise<'found' | 'absent'> {
    const panel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: OUTCOME_HEADINGS }) });
    for (let tries = 1; ; tries++) {
      expect(tries, `folder checks for "${title}"`).toBeLessThanOrEqual(MAX_TRIES);
      tally.folderChecks += 1;
      const checked = page.waitForEvent('request', {
        predicate: (r) => isFolderCheck(r),
        timeout: SLOW,
      });
      await panel.getByRole('button', { name: 'Check folder', exact: true }).click();
      await (await checked).response().catch(() => null);
      // Retries of the check run behind "Checking folder…": wait until it is over.
      await expect(panel.getByRole('button', { name: 'Checking folder…' })).toHaveCount(0, {
        timeout: SLOW,
      });
      await expectAlive(`after Check folder for "${title}"`);
      if (await panel.getByRole('button', { name: 'Go to the entry' }).first().isVisible()) {
        await expect(panel).toContainText('like yours is in the folder');
        await expect(panel).toContainText(title);
        log(`"${title}": Check folder found it`);
        return 'found';
      }
      if (await panelClaimsSafe()) {
        log(`"${title}": Check folder says trying again is safe`);
        return 'absent';
      }
      // The folder was read, but nothing shows which entry was made after the send (the demo
      // shows no clock, and the read before the send failed): the console will not guess. The
      // person sends again with the same key, which the demo backend deduplicates.
      if (await panel.getByText(UNPROVABLE_TEXT).isVisible()) {
        log(`"${title}": Check folder cannot tell; trying again with the same key`);
        tally.folderChecksUnprovable += 1;
        return 'absent';
      }
      await expect(panel).toContainText('The folder could not be checked');
      log(`"${title}": the folder check failed`);
      tally.folderChecksFailed += 1;
    }
  }

  /**
   * On the list after a create: the new entry is highlighted. A list that failed to load gets
   * Retry (after the wait it asks for); a failed background refresh gets Retry. An entry that
   * does not show although the list loaded is a fault of the app: noted, and the person
   * reloads the page to go on.
   */
  async function expectHighlighted(title: string) {
    await expect(page).toHaveURL((url) => url.pathname === '/entries');
    expect(new URL(page.url()).searchParams.get('folder_id')).toBe(FOLDER);
    const highlighted = page.locator('tbody tr[aria-current="true"]').filter({ hasText: title });
    const loaded = page
      .getByRole('table', { name: 'Entries' })
      .and(page.locator('[aria-busy="false"]'));
    const failed = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'The entries could not be loaded' }) });
    const refreshFailed = page.getByRole('alert').filter({ hasText: 'Could not refresh' });
    for (let tries = 1; ; tries++) {
      expect(tries, `list retries before "${title}" showed`).toBeLessThanOrEqual(MAX_TRIES);
      await expect(loaded.or(failed).first()).toBeVisible({ timeout: SLOW });
      await expectAlive(`on the list after creating "${title}"`);
      if (await failed.isVisible()) {
        log(`"${title}": the list failed to load: Retry`);
        await waitIfTold(await failed.innerText());
        tally.listRetries += 1;
        await clickIfStillThere(failed.getByRole('button', { name: 'Retry' }));
        continue;
      }
      const shown = await expect(highlighted)
        .toBeVisible({ timeout: PATIENCE })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      if (await page.getByText('Updating…').isVisible()) {
        // The refresh is still going through its retries (each may wait out the timeout):
        // the screen says so, and a person waits.
        log(`"${title}": not shown yet, the list says it is updating: wait`);
        continue;
      }
      if (await refreshFailed.isVisible()) {
        log(`"${title}": not shown yet, and the refresh failed: Retry`);
        tally.listRetries += 1;
        await clickIfStillThere(refreshFailed.getByRole('button', { name: 'Retry' }));
        continue;
      }
      const rows = await page.locator('tbody tr').count();
      violations.push(
        `"${title}": the list loaded (${rows} rows) but did not show the new entry within ${PATIENCE / 1000} s`,
      );
      log(`"${title}": the list loaded without it; reloading`);
      tally.reloads += 1;
      await page.reload();
    }
    await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
  }

  /** A Retry that went away by itself (a background refresh succeeded) needs no press. */
  async function clickIfStillThere(button: Locator) {
    await button.click({ timeout: 5000 }).catch(async (error: unknown) => {
      if (await button.isVisible()) throw error;
    });
  }

  /** "try again in 2 seconds" / "wait 2 s": people wait that long, no longer. */
  async function waitIfTold(text: string) {
    const seconds = /(?:try again in|wait) (\d+) s/.exec(text)?.[1];
    if (!seconds) return;
    log(`waiting ${seconds} s as told`);
    await page.waitForTimeout(Number(seconds) * 1000 + 100);
  }
});

function isCreate(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === CREATE_PATH;
}

/** The unknown-outcome panel's folder check: the folder's newest entries, one big page. */
function isFolderCheck(request: Request): boolean {
  const url = new URL(request.url());
  return (
    url.pathname === LIST_PATH &&
    url.searchParams.get('folder_id') === FOLDER &&
    url.searchParams.get('limit') === '100'
  );
}

/** What the server's answer to a create said, read the way the API describes it. */
async function answerOf(request: Request): Promise<Answer> {
  const response = await request.response().catch(() => null);
  if (!response) return 'unknown';
  if (response.status() === 429) return 'rate-limited';
  if (response.status() !== 201) return 'unknown';
  try {
    const body = (await response.json()) as { data?: Record<string, unknown> };
    const data = body.data ?? {};
    return ['id', 'title', 'created_at'].every((k) => typeof data[k] === 'string')
      ? 'created'
      : 'unknown';
  } catch {
    return 'unknown';
  }
}
