import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export const DEMO_TOKEN = 'demo-token-2026';
/** Tokens the tests type or plant; none of them may leak either. */
export const WRONG_TOKEN = 'e2e-wrong-token-7c1f';
export const EXPIRED_TOKEN = 'e2e-expired-token-4b9d';
const SECRETS = [DEMO_TOKEN, WRONG_TOKEN, EXPIRED_TOKEN];

const DB_KEY = 'registry-console:demo-db';
export const TOKEN_KEY = 'registry-console:token';
export const DRAFT_KEY = 'registry-console:create-draft';
export const LIST_PATH = '/api/v1/registry/list';

/** Everything a token could leak into, seen during one test. */
export interface LeakLog {
  urls: string[];
  consoleMessages: string[];
  localStorageWrites: string[];
  requestBodies: string[];
  /** Every BroadcastChannel message any page of the test posted, with its origin and channel. */
  broadcasts: { origin: string; channel: string; message: string }[];
}

interface Fixtures {
  /**
   * Every native dialog (alert, confirm, prompt) any page of the test opened. The console asks
   * in its own dialogs; only the browser's "Leave site?" (beforeunload) may appear. Dismissed
   * unless the test's own handler answered it first.
   */
  nativeDialogs: string[];
  /** Console errors and uncaught exceptions seen during the test; the test fails on any. */
  problems: string[];
  /**
   * Every URL navigated to or requested, every console message, every localStorage write and
   * request body of the test, and every BroadcastChannel message of every page. At the end none
   * of them (a session is handed to a new tab sealed to it), no localStorage entry and no cookie
   * may hold a token.
   */
  leaks: LeakLog;
}

/**
 * API requests a page still had in flight when it navigated away (a reload in the middle of an
 * import, a test going to the next URL while the list fetched ahead). The demo backend is a
 * service worker that serves only the page that started it, so such a request reaches the static
 * server, whose 404 Chromium reports as a console error of the page: not the app's error.
 */
function orphanedApiRequests(page: Page): Set<string> {
  // Requests, not URLs: an import has several creates to the same URL in flight at once, and
  // the first to finish must not take the others off the list.
  const pending = new Set<Request>();
  const orphans = new Set<string>();
  const settle = (request: Request) => pending.delete(request);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    // Abandoned by a page being unloaded (a reload mid-import): Chromium cancels the page's
    // side first, so it is no longer pending when the navigation is reported, while the demo's
    // worker, its page gone, still passes it on to the static server.
    if (
      new URL(request.url()).pathname.startsWith('/api/') &&
      /ERR_ABORTED/.test(request.failure()?.errorText ?? '')
    ) {
      orphans.add(request.url());
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of pending) orphans.add(request.url());
  });
  return orphans;
}

function secretsIn(text: string): string[] {
  return SECRETS.filter((secret) => text.includes(secret));
}

export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const orphans = orphanedApiRequests(page);
      const notFound: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium's own line for an HTTP error answer; fine when the test provoked that status.
        const status =
          /^Failed to load resource: the server responded with a status of (\d{3})/.exec(
            message.text(),
          )?.[1];
        if (status && expectedStatuses.get(page)?.has(Number(status))) return;
        // Judged at the end: the navigation that makes it an orphan may be reported after it.
        if (status === '404' && new URL(message.location().url).pathname.startsWith('/api/')) {
          notFound.push(message.location().url);
          return;
        }
        // Chromium's line for a connection that failed with no answer (a dropped connection).
        if (
          networkFailuresExpected.has(page) &&
          /^Failed to load resource: net::ERR_FAILED$/.test(message.text())
        )
          return;
        if (allowedConsoleErrors.get(page)?.some((pattern) => pattern.test(message.text()))) return;
        // Chromium names the resource that failed as the message's location.
        const at = status ? ` (${message.location().url})` : '';
        problems.push(`console.error: ${message.text()}${at}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // A fresh, fast demo backend per test: seeded data, no added latency.
      await page.addInitScript(
        ([key]) => {
          // about:blank and other opaque origins have no localStorage.
          if (window.location.origin === 'null') return;
          if (!localStorage.getItem(key!)) {
            localStorage.setItem(
              key!,
              JSON.stringify({ anchor: Date.now(), settings: { latencyMs: 0 } }),
            );
          }
        },
        [DB_KEY],
      );
      await use(problems);
      for (const url of notFound) {
        if (!orphans.has(url)) {
          problems.push(
            `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
          );
        }
      }
      try {
        expect(problems, 'console errors or uncaught exceptions').toEqual([]);
      } finally {
        await Promise.all((serversOf.get(page) ?? []).map((server) => server.close()));
      }
    },
    { auto: true },
  ],
  nativeDialogs: [
    async ({ context }, use) => {
      const seen: string[] = [];
      context.on('dialog', (dialog) => {
        seen.push(`${dialog.type()}: ${dialog.message()}`);
        // After the test's own handlers: one of them may accept it.
        // "Leave site?" is accepted, as a person reloading on purpose would; the rest dismissed.
        setTimeout(() => {
          const answer = dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss();
          answer.catch(() => {
            // Already answered by the test's handler.
          });
        }, 0);
      });
      await use(seen);
      expect(
        seen.filter((line) => !line.startsWith('beforeunload:')),
        'native dialogs other than the browser\'s "Leave site?"',
      ).toEqual([]);
    },
    { auto: true },
  ],
  leaks: [
    async ({ page, context }, use) => {
      const log: LeakLog = {
        urls: [],
        consoleMessages: [],
        localStorageWrites: [],
        requestBodies: [],
        broadcasts: [],
      };
      page.on('framenavigated', (frame) => log.urls.push(frame.url()));
      const onRequest = (request: Request) => {
        log.urls.push(request.url());
        const body = request.postData();
        if (body) log.requestBodies.push(body);
      };
      // The context sees the requests of every page (and popup) of the test.
      context.on('request', onRequest);
      page.on('console', (message) =>
        log.consoleMessages.push(`${message.type()}: ${message.text()}`),
      );
      // Every localStorage write that holds a secret, even one removed again before the test
      // looks, and the first write of each key (so the log is seen to work). The page judges
      // the rest itself: the demo backend writes on every request, each a round trip here.
      await page.exposeFunction('__e2eLocalStorageWrite', (entry: string) => {
        log.localStorageWrites.push(entry);
      });
      await page.addInitScript((secrets) => {
        const setItem = Storage.prototype.setItem;
        const written = new Set<string>();
        Storage.prototype.setItem = function (key: string, value: string) {
          const entry = `${key}=${value}`;
          if (
            this === window.localStorage &&
            (!written.has(key) || secrets.some((secret) => entry.includes(secret)))
          ) {
            written.add(key);
            (
              window as unknown as { __e2eLocalStorageWrite?: (e: string) => void }
            ).__e2eLocalStorageWrite?.(entry);
          }
          return setItem.call(this, key, value);
        };
      }, SECRETS);
      // Every page of the context (a second tab too): what it posts to other tabs.
      await context.exposeFunction(
        '__e2eBroadcast',
        (origin: string, channel: string, message: string) =>
          log.broadcasts.push({ origin, channel, message }),
      );
      await context.addInitScript(() => {
        if (typeof BroadcastChannel === 'undefined') return;
        const post = BroadcastChannel.prototype.postMessage;
        BroadcastChannel.prototype.postMessage = function (message: unknown) {
          (
            window as unknown as { __e2eBroadcast?: (o: string, c: string, m: string) => void }
          ).__e2eBroadcast?.(window.location.origin, this.name, JSON.stringify(message));
          return post.call(this, message);
        };
      });
      await use(log);

      expect(await findLeaks(page, log), 'a token leaked').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const expectedStatuses = new WeakMap<Page, Set<number>>();
const serversOf = new WeakMap<Page, { close: () => Promise<void> }[]>();

/**
 * Servers the test started, closed once its console errors are judged: a page still on a
 * closed server's origin (the list refreshing, the index walking) would meet a refused
 * connection, an error the test did not cause.
 */
export function closeAfterTest(page: Page, ...servers: { close: () => Promise<void> }[]) {
  serversOf.set(page, [...(serversOf.get(page) ?? []), ...servers]);
}
const networkFailuresExpected = new WeakSet<Page>();
const allowedConsoleErrors = new WeakMap<Page, RegExp[]>();

/**
 * Console errors the test provokes on purpose (a connection closed without an answer, a CORS
 * refusal): lines matching these are not problems. Anything else still is.
 */
export function expectConsoleErrors(page: Page, ...patterns: RegExp[]) {
  allowedConsoleErrors.set(page, [...(allowedConsoleErrors.get(page) ?? []), ...patterns]);
}

/**
 * The test provokes HTTP answers with these statuses (e.g. 401 for a bad token): Chromium's
 * "Failed to load resource" console line for them is not a problem. Anything else still is.
 */
export function expectFailedResponses(page: Page, ...statuses: number[]) {
  const set = expectedStatuses.get(page) ?? new Set<number>();
  statuses.forEach((status) => set.add(status));
  expectedStatuses.set(page, set);
}

/**
 * The test drops connections on purpose: Chromium's "Failed to load resource: net::ERR_FAILED"
 * console line for them is not a problem. Other console errors still are.
 */
export function expectNetworkFailures(page: Page) {
  networkFailuresExpected.add(page);
}

/** Every record of every IndexedDB database the page's origin has, as `db/store: JSON`. */
export async function indexedDbRecords(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const out: string[] = [];
    // A test may take IndexedDB away: then nothing is stored there.
    if (!window.indexedDB) return out;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await request(db.transaction(store).objectStore(store).getAll());
        for (const record of all) out.push(`${name}/${store}: ${JSON.stringify(record)}`);
      }
      db.close();
    }
    return out;
  });
}

/**
 * Where a token showed up: URLs, console messages, localStorage writes and request bodies seen
 * so far, the current localStorage and IndexedDB, and the cookies. Empty when nothing leaked.
 */
export async function findLeaks(page: Page, log: LeakLog): Promise<string[]> {
  // A closed page, or one that never left about:blank (a test that failed before its first
  // navigation), has no storage of its own to read.
  const readable = !page.isClosed() && new URL(page.url()).origin !== 'null';
  const stored = readable
    ? await page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`))
    : [];
  const records = readable ? await indexedDbRecords(page) : [];
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);
  const tagged = (what: string, items: string[]) =>
    items.filter((item) => secretsIn(item).length > 0).map((item) => `${what}: ${item}`);
  return [
    ...tagged('URL', log.urls),
    ...tagged('console', log.consoleMessages),
    ...tagged('localStorage write', log.localStorageWrites),
    ...tagged('localStorage', stored),
    ...tagged('IndexedDB', records),
    ...tagged('cookie', cookies),
    ...tagged('request body', log.requestBodies),
    ...tagged(
      'BroadcastChannel message',
      log.broadcasts.map((b) => `${b.origin} ${b.channel}: ${b.message}`),
    ),
  ];
}

/**
 * Goes to `path` inside the running app, as Back and Forward do: the router reads the new
 * address, no reload. Much cheaper than `page.goto` where a test walks many addresses; the
 * first load of an address is still tested with `page.goto`.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const planted = new WeakSet<Page>();

/**
 * Opens `path` signed in with the demo token. In a fresh tab the token is already where a sign-in
 * leaves it (the tab's sessionStorage), so the console starts signed in, as after a reload: every
 * test is spared the form (half a CPU-second and most of a second each) but the sign-in screen's
 * own tests, which drive it. A tab already used (signed out, signing in again) uses the form.
 */
export async function signIn(page: Page, path = '/entries') {
  if (!planted.has(page) && page.url() === 'about:blank') {
    planted.add(page);
    await page.addInitScript(
      ([key, token]) => {
        if (window.location.origin === 'null' || sessionStorage.getItem('e2e:signed-in')) return;
        sessionStorage.setItem('e2e:signed-in', '1');
        sessionStorage.setItem(key!, token!);
      },
      [TOKEN_KEY, DEMO_TOKEN],
    );
  }
  await page.goto(path);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const field = page.getByLabel('Access token');
  await expect(signOut.or(field)).toBeVisible();
  if (await field.isVisible()) {
    await field.fill(DEMO_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(signOut).toBeVisible();
}

/** axe-core's script, put into a page the first time the page is checked. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core on the current page: no serious or critical violation. axe runs in the page itself,
 * put there once per document (the app has no frames): @axe-core/playwright opens a new page
 * to put each run's results together, which cost a second a check on a busy machine.
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) => results.violations),
  );
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/**
 * Rows of the entries table: rows with cells (the header row has column headers), as the
 * accessibility tree has them (the placeholder rows of a loading table are hidden from it).
 */
export function entryRows(page: Page) {
  return page
    .getByRole('table', { name: 'Entries' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/**
 * One STORAGE entry made through the form from the list (`Create entry`, its fields, `Create
 * entry`), the list shown again with it first. Without a folder the form keeps the list's.
 */
export async function createThroughForm(page: Page, title: string, folder?: string) {
  await page.getByRole('button', { name: 'Create entry' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  if (folder !== undefined) await page.getByLabel('Folder').fill(folder);
  await page.getByRole('radio', { name: 'STORAGE' }).check();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(entryRows(page).first()).toContainText(title);
}

/** Where the entries table's columns are, by the text their headers start with: 0 for the first. */
export async function entryColumns<Name extends string>(page: Page, names: readonly Name[]) {
  const headers = await page
    .getByRole('table', { name: 'Entries' })
    // On a phone the rows are cards and the header row is not drawn; its cells still name them.
    .getByRole('columnheader', { includeHidden: true })
    .allTextContents();
  const at = (name: Name) => headers.findIndex((text) => text.trim().startsWith(name));
  const columns = Object.fromEntries(names.map((name) => [name, at(name)]));
  expect(
    Object.values(columns),
    `columns ${names.join(', ')} in ${headers.join(' | ')}`,
  ).not.toContain(-1);
  return columns as Record<Name, number>;
}

/** The "view" a list request asks for: its query string with the parameters sorted. */
export function viewOf(url: string | URL): string {
  const search = new URL(url).searchParams;
  return [...search.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * Records the list requests the page makes (msw answers them in the service worker, and
 * Playwright still reports them).
 */
export function recordListRequests(page: Page) {
  const views: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === LIST_PATH) views.push(viewOf(request.url()));
  });
  return {
    views,
    /** How many requests asked for a view, given as its parameters. */
    count(params: Record<string, string | number>) {
      const key = viewOf(
        `http://x/?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
      );
      return views.filter((v) => v === key).length;
    },
    /** Views requested more than once. */
    duplicates() {
      return [...new Set(views.filter((v, i) => views.indexOf(v) !== i))];
    },
    clear() {
      views.length = 0;
    },
  };
}

/** Waits until the create form's debounced draft in sessionStorage holds `text`. */
export async function waitForDraft(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', DRAFT_KEY), {
      message: `the draft in sessionStorage holds "${text}"`,
    })
    .toContain(text);
}

/** Presses Tab until `isTarget` holds for the focused element; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 40, key = 'Tab' } = {}) {
  const element = await target.elementHandle({ timeout: 10_000 });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((el) => el === document.activeElement, element)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(
    `${key} never reached ${String(target)} in ${max} presses; focus is on ${focused}`,
  );
}
