import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Another build directory and port can be served side by side with the default one.
const port = Number(process.env.E2E_PORT || 4173);
const outDir = process.env.E2E_DIST || 'dist';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more and, if it then passes, is reported as flaky (listed in
  // the output, not hidden): a few browser tests still fail about once in several full runs on
  // a loaded 2-core machine (docs/reliability.md, "Known flaky browser tests").
  retries: process.env.CI ? 1 : 0,
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
