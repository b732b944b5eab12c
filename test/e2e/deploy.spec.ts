/**
 * The build as a static host serves it (dist/_headers, dist/_redirects) on loopback servers of
 * the test's own: the shipped CSP lets both modes run, config.json answers that are not a
 * usable file stop start-up instead of starting the demo, and live mode removes a demo service
 * worker left from an earlier visit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readChunkNames } from '../../scripts/chunk-names.mjs';
import { initialFiles } from '../../scripts/initial-files.mjs';
import {
  DEMO_TOKEN,
  entryRows,
  expect,
  expectAccessible,
  expectFailedResponses,
  LIST_PATH,
  signIn,
  test,
} from './fixtures';
import {
  DEMO_DIST,
  json,
  LIVE_DIST,
  serveBuild,
  serveLiveBuild,
  type Handler,
  trackServers,
} from './loopback';
import { listItems, startFakeApi } from './fake-api';

const servers = trackServers();
test.afterEach(servers.closeAll);
const started = servers.start;

/** Answers /config.json with `answer()` (read on every request, so a test can change it). */
function configFrom(answer: () => Handler | null): Handler {
  return (request, response) => {
    if (new URL(request.url, 'http://x').pathname !== '/config.json') return 'unhandled';
    const handler = answer();
    return handler ? handler(request, response) : 'unhandled';
  };
}

/** Content-Security-Policy violations the page reports, collected from the start of each load. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function signInWithToken(page: Page) {
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('the demo and the live build run under the shipped headers (deep links fall back to index.html, the API origin in connect-src) with no CSP violation', async ({
  page,
}) => {
  const site = await started(serveBuild({ dist: DEMO_DIST }));
  const violations = await watchCsp(page);

  const response = await page.goto(`${site.origin}/entries?folder_id=finance`);
  const headers = response!.headers();
  expect(response!.status()).toBe(200);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');

  await expect(page).toHaveURL(/\/sign-in$/);
  await signInWithToken(page);
  await expect(page).toHaveURL(/folder_id=finance/);
  await expect(entryRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await violations()).toEqual([]);

  // The live build, with the API's origin in connect-src.
  const api = await started(startFakeApi({ entries: listItems(3) }));
  // As docs/deploy.md says: the API's origin replaces the example one in connect-src.
  const liveSite = await started(serveLiveBuild(api.origin));

  await page.goto(`${liveSite.origin}/entries`);
  await expect(page.getByRole('button', { name: 'Use demo token' })).toHaveCount(0);
  await signInWithToken(page);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(entryRows(page)).toHaveCount(3);
  await expect(entryRows(page).first()).toContainText('Live entry 1');
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(api.requests.some((r) => r.url.startsWith('/api/v1/registry/list'))).toBe(true);
});

const indexHtml = () => readFileSync(join(LIVE_DIST, 'index.html'));

const BROKEN_CONFIGS = [
  {
    name: 'a 503',
    answer: ((_, res) => json(res, 503, { message: 'Service Unavailable' })) as Handler,
    problem: 'config.json could not be read (HTTP 503)',
  },
  {
    name: 'a 404 that is an HTML page',
    answer: ((_, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404 Not Found</h1>');
    }) as Handler,
    problem: 'config.json could not be read (HTTP 404)',
  },
  {
    name: "the app's own index.html (the host's fallback for a missing file)",
    answer: ((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(indexHtml());
    }) as Handler,
    problem: 'config.json is an HTML page, not JSON',
  },
  {
    name: 'a 200 with no body',
    answer: ((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end();
    }) as Handler,
    problem: 'config.json is empty',
  },
  {
    name: 'a 204',
    answer: ((_, res) => {
      res.writeHead(204).end();
    }) as Handler,
    problem: 'config.json came back empty (HTTP 204)',
  },
];

const UNSET_CONFIGS = [
  {
    name: 'a clean 404',
    answer: ((_, res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }) as Handler,
  },
  { name: '{}', answer: ((_, res) => json(res, 200, {})) as Handler },
  {
    name: 'an empty apiBaseUrl',
    answer: ((_, res) => json(res, 200, { apiBaseUrl: '' })) as Handler,
  },
];

test('a config.json that is not a usable file stops start-up with the configuration error and Retry; one that sets no apiBaseUrl names it, and nothing reaches the API', async ({
  page,
}) => {
  expectFailedResponses(page, 503, 404);
  for (const { name, answer, problem } of BROKEN_CONFIGS) {
    await test.step(name, async () => {
      let current: Handler | null = answer;
      const site = await started(serveBuild({ handler: configFrom(() => current) }));

      await page.goto(`${site.origin}/entries`);
      await expect(
        page.getByRole('heading', { name: 'Registry Console cannot start' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(problem);
      await expect(page.getByLabel('Access token')).toHaveCount(0);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
      await expectAccessible(page);

      // The file is fixed on the server: Retry starts the app without a reload.
      current = (_, res) => json(res, 200, { apiBaseUrl: site.origin });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByLabel('Access token')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use demo token' })).toHaveCount(0);
    });
  }
  for (const { name, answer } of UNSET_CONFIGS) {
    await test.step(name, async () => {
      const site = await started(serveBuild({ handler: configFrom(() => answer) }));
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/')) apiRequests.push(request.url());
      });

      await page.goto(`${site.origin}/entries`);
      await expect(
        page.getByRole('heading', { name: 'Registry Console cannot start' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('apiBaseUrl is not set');
      await expect(page.getByRole('alert')).toContainText('VITE_API_BASE_URL');
      await expect(page.getByLabel('Access token')).toHaveCount(0);
      await expectAccessible(page);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
      expect(apiRequests).toEqual([]);
    });
  }
});

test('in live mode a page no worker controls asks for its first list at once, and the live build removes the demo service worker an earlier demo on the same origin left behind', async ({
  page,
  context,
}) => {
  // A page no worker controls does not wait for the demo-worker check.
  const fresh = await started(startFakeApi({ entries: listItems(3) }));
  const freshSite = await started(serveLiveBuild(fresh.origin));
  // The check's file (lib/demo-worker.ts, named by its hash: the build's map tells which) is
  // held back until the first list request has gone out.
  const names = readChunkNames(LIVE_DIST);
  const checkFile = Object.keys(names).find((file) => names[file] === 'demo-worker');
  expect(
    checkFile,
    'the build map names the check\'s file: run "npm run build" first',
  ).toBeTruthy();
  const order: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${checkFile}`, async (route) => {
    order.push('check asked');
    await held;
    order.push('check answered');
    await route.continue();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/registry/list') {
      order.push('list asked');
      release();
    }
  });

  await page.goto(`${freshSite.origin}/sign-in`);
  await signInWithToken(page);
  await expect(entryRows(page).first()).toContainText('Live entry 1');
  // Held until the list was asked for: a start that waited for the check would never list.
  expect(order).toContain('list asked');
  if (order.includes('check answered'))
    expect(order.indexOf('list asked')).toBeLessThan(order.indexOf('check answered'));

  // A demo left on the origin before: its worker goes.
  await page.unrouteAll();
  const api = await started(startFakeApi({ entries: listItems(3) }));
  // The demo tab does nothing in the background (no index walk, no refresh), so nothing it loads
  // later comes from the live build that replaces it (a stale tab's missing chunk is not this
  // test's point).
  let config: object = { indexOnSignIn: false, refreshSeconds: 0 };
  let dist = DEMO_DIST;
  const site = await started(serveLiveBuild(api.origin, () => config, { dist: () => dist }));

  // A demo tab, still open: the mock's service worker stays registered for the origin.
  await page.goto(`${site.origin}/sign-in`);
  await signInWithToken(page);
  await expect(entryRows(page).first()).toBeVisible();
  const demoWorker = () => navigator.serviceWorker.controller?.scriptURL ?? null;
  expect(await page.evaluate(demoWorker)).toMatch(/\/mockServiceWorker\.js$/);
  // Its search index (a worker of its own build) has answered: nothing of the demo loads later.
  await expect(page.getByRole('status', { name: 'Index status' })).toContainText(
    'Results may be incomplete.',
  );

  // The live build is deployed on the origin; a new tab opens under the demo's worker.
  config = { apiBaseUrl: api.origin };
  dist = LIVE_DIST;
  const live = await context.newPage();
  await live.goto(`${site.origin}/sign-in`);
  await signInWithToken(live);
  await expect(entryRows(live).first()).toContainText('Live entry 1');
  expect(await live.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(await live.evaluate(demoWorker)).toBeNull();
  const listRequests = api.requests.filter((r) => r.url.startsWith('/api/v1/registry/list'));
  expect(listRequests.length).toBeGreaterThan(0);
});

test('the demo build holds its mock backend in its first load: no chunk fetched on demand carries it', async ({
  page,
}) => {
  const site = await started(serveBuild({ dist: DEMO_DIST }));
  const scripts: string[] = [];
  let listed = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === LIST_PATH) listed = true;
    else if (!listed && request.resourceType() === 'script') scripts.push(url.pathname.slice(1));
  });

  // Signed in already (as after a reload): the list is the first screen.
  await signIn(page, `${site.origin}/entries`);
  await expect(entryRows(page).first()).toBeVisible();
  expect(listed).toBe(true);
  const { js } = initialFiles(DEMO_DIST);
  const holdsBackend = (file: string) =>
    /\[MSW\]/.test(readFileSync(join(DEMO_DIST, file), 'utf8'));
  // The backend is in a file index.html names or imports statically, and in no other.
  expect(scripts.filter((file) => js.has(file) && holdsBackend(file))).toHaveLength(1);
  expect(scripts.filter((file) => !js.has(file) && holdsBackend(file))).toEqual([]);
});
