// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function run(script: string, args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync('node', [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: '', ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/**
 * A tiny live dist/ shaped like Vite's output: an entry, the lazily loaded import screen and its
 * worker, the search and its worker, a stylesheet.
 */
function fakeDist(entryCode: string, html?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    html ??
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets/index.js'), entryCode);
  writeFileSync(join(dir, 'assets/index.css'), 'body{margin:0}');
  writeFileSync(
    join(dir, 'assets/parse-worker-a1.js'),
    'const codes = { quotes: "MissingQuotes" }; self.onmessage = () => {};',
  );
  // The import screen's chunk: its worker, virtual list and IndexedDB wrapper.
  writeFileSync(
    join(dir, 'assets/import-route.js'),
    'new Worker(new URL("/assets/parse-worker-a1.js", import.meta.url)); el.setAttribute("data-index", 0); IDBCursor;',
  );
  // The search's chunk and its index worker.
  writeFileSync(join(dir, 'assets/index-worker-b2.js'), 'self.onmessage = () => {};');
  writeFileSync(
    join(dir, 'assets/find-controls.js'),
    'new Worker(new URL("/assets/index-worker-b2.js", import.meta.url)); label("Index all entries");',
  );
  // The spreadsheet writer: the module that starts its worker, and the worker with SheetJS.
  writeFileSync(
    join(dir, 'assets/write-xlsx.js'),
    'new Worker(new URL("/assets/xlsx-worker-c3.js", import.meta.url));',
  );
  writeFileSync(
    join(dir, 'assets/xlsx-worker-c3.js'),
    'throw new Error("Text length must not exceed 32767 characters");',
  );
  writeFileSync(join(dir, '_headers'), readFileSync('public/_headers', 'utf8'));
  writeFileSync(join(dir, '_redirects'), readFileSync('public/_redirects', 'utf8'));
  return dir;
}

describe('bundle budget (scripts/check-bundle.mjs)', () => {
  it('passes and prints the sizes when under budget', () => {
    const { status, out } = run('scripts/check-bundle.mjs', [fakeDist('export const a = 1;')], {});
    expect(status).toBe(0);
    expect(out).toMatch(/initial JS .* gzip/);
    expect(out).toContain('Bundle budget: passed');
  });

  it('fails when the initial JavaScript is over budget', () => {
    const { status, out } = run('scripts/check-bundle.mjs', [fakeDist('export const a = 1;')], {
      BUDGET_JS_GZIP: '10',
    });
    expect(status).toBe(1);
    expect(out).toMatch(/FAIL: initial JS is .* over the .* budget/);
  });

  it('fails when the build has no import worker', () => {
    const dir = fakeDist('export const a = 1;');
    rmSync(join(dir, 'assets/parse-worker-a1.js'));
    const { status, out } = run('scripts/check-bundle.mjs', [dir], {});
    expect(status).toBe(1);
    expect(out).toContain('no import worker');
  });

  it('fails when the build has no index worker', () => {
    const dir = fakeDist('export const a = 1;');
    rmSync(join(dir, 'assets/index-worker-b2.js'));
    const { status, out } = run('scripts/check-bundle.mjs', [dir], {});
    expect(status).toBe(1);
    expect(out).toContain('no index worker');
  });

  it.each([
    ['PapaParse', 'const e = { code: "MissingQuotes" };'],
    ['TanStack Virtual', 'node.getAttribute("data-index");'],
    ['idb', 'x instanceof IDBCursor;'],
    ['the import worker', 'new Worker(new URL("/assets/parse-worker-a1.js", import.meta.url));'],
    ['the search', 'button("Index all entries");'],
    ['the index worker', 'new Worker(new URL("/assets/index-worker-b2.js", import.meta.url));'],
    ['SheetJS', 'Error("Text length must not exceed 32767 characters");'],
    [
      'the spreadsheet writer worker',
      'new Worker(new URL("/assets/xlsx-worker-c3.js", import.meta.url));',
    ],
  ])('fails when %s loads before the first render', (name, code) => {
    const { status, out } = run('scripts/check-bundle.mjs', [fakeDist(code)], {});
    expect(status).toBe(1);
    expect(out).toContain(
      `FAIL: assets/index.js loads before the first render and contains ${name}`,
    );
  });

  it('fails when no lazily loaded file holds a marker of the import (the check would prove nothing)', () => {
    const dir = fakeDist('export const a = 1;');
    rmSync(join(dir, 'assets/import-route.js'));
    const { status, out } = run('scripts/check-bundle.mjs', [dir], {});
    expect(status).toBe(1);
    expect(out).toContain('no lazily loaded file holds TanStack Virtual');
    expect(out).toContain('no lazily loaded file holds the import worker');
    expect(out).not.toContain('no lazily loaded file holds PapaParse');
  });

  it('fails when no lazily loaded file holds a marker of the search (the check would prove nothing)', () => {
    const dir = fakeDist('export const a = 1;');
    rmSync(join(dir, 'assets/find-controls.js'));
    const { status, out } = run('scripts/check-bundle.mjs', [dir], {});
    expect(status).toBe(1);
    expect(out).toContain('no lazily loaded file holds the search');
    expect(out).toContain('no lazily loaded file holds the index worker');
  });

  it('fails when msw code loads before the first render', () => {
    const { status, out } = run(
      'scripts/check-bundle.mjs',
      [fakeDist('navigator.serviceWorker.register("/mockServiceWorker.js")')],
      {},
    );
    expect(status).toBe(1);
    expect(out).toContain('contains msw code');
  });

  const demoOnly = (name: string, file: string) =>
    `FAIL: ${file} holds ${name}: it belongs to the demo build only`;
  it.each([
    [
      'msw',
      'assets/later.js',
      'console.log("[MSW] Mocking enabled.")',
      demoOnly('msw', 'assets/later.js'),
    ],
    [
      'the mock backend and its seed',
      'assets/later.js',
      'const t = "Quarterly VAT return";',
      demoOnly('the mock backend and its seed', 'assets/later.js'),
    ],
    [
      'the demo token and its hint',
      'assets/sign-in.js',
      'field.value = "demo-token-2026";',
      demoOnly('the demo token and its hint', 'assets/sign-in.js'),
    ],
    [
      "the demo's service worker file",
      'mockServiceWorker.js',
      'self.addEventListener("fetch", () => {});',
      "FAIL: mockServiceWorker.js: the demo's service worker is in",
    ],
  ])('fails when the live build holds %s', (_name, file, code, problem) => {
    const dir = fakeDist('export const a = 1;');
    writeFileSync(join(dir, file), code);
    const { status, out } = run('scripts/check-bundle.mjs', [dir], {});
    expect(status).toBe(1);
    expect(out).toContain(problem);
  });

  it('does not mind live code that names the demo worker to remove it', () => {
    const code =
      'navigator.serviceWorker.getRegistrations().then(r => r.filter(x => x.active.scriptURL.endsWith("/mockServiceWorker.js")))';
    const { status, out } = run('scripts/check-bundle.mjs', [fakeDist(code)], {});
    expect(out).not.toContain('contains msw code');
    expect(status).toBe(0);
  });

  it.each(['_headers', '_redirects'])('fails when %s is not in the build', (file) => {
    const dist = fakeDist('export {}');
    rmSync(join(dist, file));
    const { status, out } = run('scripts/check-bundle.mjs', [dist], {});
    expect(status).toBe(1);
    expect(out).toContain(`FAIL: ${file}`);
  });

  it.each([
    ["frame-ancestors 'none'", /lacks frame-ancestors 'none'/],
    ['X-Content-Type-Options: nosniff', /lacks X-Content-Type-Options/],
    ['Referrer-Policy: no-referrer', /lacks a Referrer-Policy/],
  ])('fails when _headers loses %s', (text, problem) => {
    const dist = fakeDist('export {}');
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    writeFileSync(join(dist, '_headers'), headers.replace(text, ''));
    const { status, out } = run('scripts/check-bundle.mjs', [dist], {});
    expect(status).toBe(1);
    expect(out).toMatch(problem);
  });

  it('fails when _redirects has no SPA fallback', () => {
    const dist = fakeDist('export {}');
    writeFileSync(join(dist, '_redirects'), '/old  /entries  301\n');
    const { status, out } = run('scripts/check-bundle.mjs', [dist], {});
    expect(status).toBe(1);
    expect(out).toContain('_redirects does not answer unknown paths');
  });

  it('fails when index.html has an inline script', () => {
    const html =
      '<!doctype html><html><head><script type="module" src="/assets/index.js"></script><script>alert(1)</script></head></html>';
    const { status, out } = run('scripts/check-bundle.mjs', [fakeDist('export {}', html)], {});
    expect(status).toBe(1);
    expect(out).toContain('inline script or style');
  });
});

describe('browser test stage (scripts/run-e2e.mjs)', () => {
  it('skips with one line on how to install Chromium when it is missing outside CI', () => {
    const { status, out } = run('scripts/run-e2e.mjs', [], {
      CHROME_PATH: '/nonexistent/chromium',
    });
    expect(status).toBe(0);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain('apt-get install -y chromium');
  });

  it('fails when Chromium is missing in CI', () => {
    const { status, out } = run('scripts/run-e2e.mjs', [], {
      CHROME_PATH: '/nonexistent/chromium',
      CI: 'true',
    });
    expect(status).toBe(1);
    expect(out).toContain('Failing because CI is set');
  });
});

describe('docs/deploy.md', () => {
  const doc = readFileSync('docs/deploy.md', 'utf8');

  it('shows public/_headers and public/_redirects exactly as the build ships them', () => {
    expect(doc).toContain('```\n' + readFileSync('public/_headers', 'utf8') + '```');
    expect(doc).toContain('```\n' + readFileSync('public/_redirects', 'utf8') + '```');
  });

  it('gives nginx the same security headers as public/_headers', async () => {
    const { headersFor, parseHeadersFile } = await import('./static-host.mjs');
    const shipped = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/');
    for (const [name, value] of Object.entries(shipped)) {
      expect(doc).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
