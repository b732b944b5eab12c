import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { headersFor, parseHeadersFile } from './scripts/static-host.mjs';
import { chunkNames } from './scripts/chunk-names.mjs';

/**
 * With PREVIEW_CONFIG_JSON set, the preview answers /config.json with it instead of the build's
 * file: the browser tests start the demo without the background index walk (`indexOnSignIn`) and
 * the passes over the newest entries (`refreshSeconds`), which a test of something else should not
 * pay for; the tests of those turn them back on.
 */
function previewConfig(json: string | undefined): Plugin {
  return {
    name: 'preview-config',
    configurePreviewServer(server) {
      if (!json) return;
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(json);
      });
    },
  };
}

/**
 * The demo build (docs/decisions/019-two-builds.md): its own entry, src/main-demo.tsx, which
 * holds the mock backend from the first byte, and msw's service worker beside index.html. The
 * worker is served from msw's package, so the live build (which copies public/) never holds it.
 */
function demoBuild(): Plugin {
  const worker = fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js'));
  return {
    name: 'demo-build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/src/main-demo.tsx'),
    },
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(worker));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(worker),
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // `npm run build:demo`, and `npm run dev` unless it is given a server to talk to.
  const demo = mode === 'demo' || (command === 'serve' && !env.VITE_API_BASE_URL);
  // Live mode against a server that does not send CORS headers: set VITE_PROXY_TARGET
  // to its origin and VITE_API_BASE_URL=/ so the dev server forwards /api to it.
  const proxyTarget = env.VITE_PROXY_TARGET;
  return {
    // True in the demo build only: what only the demo shows (its token, its Network panel and
    // Reset demo data) is left out of the live build by the minifier.
    define: { __DEMO__: JSON.stringify(demo) },
    plugins: [
      react(),
      chunkNames(),
      previewConfig(process.env.PREVIEW_CONFIG_JSON),
      ...(demo ? [demoBuild()] : []),
    ],
    server: proxyTarget
      ? { proxy: { '/api': { target: proxyTarget, changeOrigin: true, secure: true } } }
      : undefined,
    // The preview (and so every browser test) sends the headers a static host sends from
    // public/_headers, the strict CSP included: anything that needs inline script or style
    // fails the tests.
    preview: {
      headers: headersFor(
        parseHeadersFile(readFileSync(new URL('./public/_headers', import.meta.url), 'utf8')),
        '/',
      ),
    },
    // Workers are ES modules, so a worker's dynamic import stays a chunk of its own: the
    // spreadsheet library loads only when a spreadsheet is chosen, not with every import file.
    worker: { format: 'es' },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      target: 'es2022',
      sourcemap: false,
      modulePreload: { polyfill: false },
      // Everything the entry imports statically goes into the entry chunk. Without this, code
      // that a screen loaded on demand shares with the first load (React, the query client,
      // config) can be split into common chunks the first load then fetches as extra files,
      // each compressed on its own: larger than one file, and it grows with every shared module.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              // The search is one file: its controls, results and index client always load
              // together on the list, and each file more costs the first load its name.
              { name: 'find', test: /src\/features\/entries\/find\/(?!find-slots)/ },
            ],
          },
          // Lazy chunks and their stylesheets are named by their hash alone: the first load lists
          // every one of them (to preload each screen's parts with it), and names there cost
          // ~0.4 KB gzip that every visit pays; six characters (36 bits) are ample to tell one
          // version of a file from the next. `npm run test:bundle` still reports chunks by name
          // (scripts/chunk-names.mjs).
          chunkFileNames: 'assets/[hash:6].js',
          assetFileNames: 'assets/[hash:6][extname]',
        },
      },
    },
    test: {
      // Components get a DOM (jsdom); logic runs in plain Node, which starts faster, unless its
      // file asks for a DOM with a `// @vitest-environment jsdom` line.
      projects: [
        {
          extends: true,
          test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
        },
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/lint/**/*.test.ts'],
          },
        },
      ],
      setupFiles: ['./src/testing/setup.ts'],
      // Stryker's copies of the project (stryker.config.mjs) are never tests of this one.
      exclude: [...configDefaults.exclude, '.stryker-tmp/**'],
      restoreMocks: true,
      // Property tests run 1,000 cases each in npm test (10,000 in test:deep); a busy 2-core
      // machine needs room for them.
      testTimeout: 45000,
      // Four files at a time on a 2-core machine: some tests wait on real time (a refresh, a
      // debounce), and a second file per core fills that wait (96 s for the unit stage here, against
      // 115 s with one file per core and 106 s with six at a time). Vitest's default keeps one
      // core free, which on 2 cores runs the files one at a time.
      maxWorkers: 4,
      // Worker threads start faster than child processes (about 30 s less on the whole run).
      pool: 'threads',
      // A worker's files share its modules and DOM: a minute less on this machine. Each test
      // starts clean (src/testing/setup.ts: demo backend, storage, DOM) and the globals a test
      // stubs are put back after it (vi.stubGlobal, never by hand), so no file sees another's
      // IndexedDB or browser stand-ins; files run in a shuffled order pass too.
      isolate: false,
      // Globals a test stubs are put back after it.
      unstubGlobals: true,
    },
  };
});
