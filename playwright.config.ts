import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Another build directory and port can be served side by side with the default one.
const port = Number(process.env.E2E_PORT || 4173);
const outDir = process.env.E2E_DIST || 'dist';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  // Most of a browser test is waiting (for the demo's latency, debounces, retries' backoff), not
  // computing: four at a time finish sooner than two on a 2-core machine.
  workers: Number(process.env.E2E_WORKERS) || 4,
  // A failing test fails the run: no second try hides a flaky one.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // The production build in demo mode, served as it would be deployed.
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
