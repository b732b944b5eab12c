// Builds the app and the mock backend into the bench's own folders, never into dist/ (the browser
// tests use that one). Kept under node_modules/.cache so that lint, type checks and git skip them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

export const BENCH_CACHE = join('node_modules', '.cache', 'registry-console-bench');
export const APP_DIR = join(BENCH_CACHE, 'dist');
const MOCK_DIR = join(BENCH_CACHE, 'mock');

/** The production build, exactly as `npm run build` makes it, into APP_DIR. */
export async function buildApp() {
  await build({
    logLevel: 'warn',
    mode: 'production',
    build: { outDir: APP_DIR, emptyOutDir: true },
  });
  return APP_DIR;
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
