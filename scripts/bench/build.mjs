// Builds the app and the mock backend into the bench's own folders, never into dist/ (the browser
// tests use that one). Kept under node_modules/.cache so that lint, type checks and git skip them.
import { copyFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const BENCH_CACHE = join('node_modules', '.cache', 'registry-console-bench');
export const APP_DIR = join(BENCH_CACHE, 'dist');
export const DEMO_DIR = join(BENCH_CACHE, 'dist-demo');
export const NAIVE_DIR = join(BENCH_CACHE, 'naive');
const MOCK_DIR = join(BENCH_CACHE, 'mock');

/** The two production builds, exactly as `npm run build` and `build:demo` make them. */
export async function buildApp() {
  for (const [mode, outDir] of [
    ['production', APP_DIR],
    ['demo', DEMO_DIR],
  ]) {
    await build({ logLevel: 'warn', mode, build: { outDir, emptyOutDir: true } });
  }
  return APP_DIR;
}

/**
 * The naive reference app (bench/naive) into NAIVE_DIR: Vite's defaults with React, none of the
 * console's build settings, and msw's service worker file beside it.
 */
export async function buildNaive() {
  await build({
    configFile: false,
    root: 'bench/naive',
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir: resolve(NAIVE_DIR),
      emptyOutDir: true,
      target: 'es2022',
      // One file with everything in it, msw too: what the defaults give.
      chunkSizeWarningLimit: 1000,
    },
  });
  copyFileSync(
    fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js')),
    join(NAIVE_DIR, 'mockServiceWorker.js'),
  );
  return NAIVE_DIR;
}

/** A demo backend (src/mocks/backend.ts) as one Node module; msw stays an import from node_modules. */
export async function buildMock() {
  rmSync(MOCK_DIR, { recursive: true, force: true });
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'scripts/bench/mock-entry.ts',
      outDir: MOCK_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
    },
  });
  return import(join(process.cwd(), MOCK_DIR, 'mock-entry.js'));
}
