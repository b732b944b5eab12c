import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, testChromiumPath } from './scripts/chromium.mjs';

// Another build directory and port can be served side by side with the default one. The demo
// build is served here; tests of the live build serve E2E_DIST (dist/) themselves (loopback.ts).
const port = Number(process.env.E2E_PORT || 4173);
const outDir = process.env.E2E_DEMO_DIST || 'dist-demo';
const LONG = /(press-scan|import-screen)\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  // Five at a time keep both cores of a 2-core machine busy while some tests wait (on the demo's
  // latency, debounces, retries' backoff); eight were slower than five.
  workers: Number(process.env.E2E_WORKERS) || 5,
  // A failing test fails the run: no second try hides a flaky one.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // No decorative motion (loading shimmer, pulses): nothing a test looks at, and the screens
    // honour the setting (base.css). Tests that check motion set it themselves.
    reducedMotion: 'reduce',
    // Debian's chromium-headless-shell when installed (Playwright adds --headless, which it
    // accepts), else Debian's Chromium; CHROME_PATH chooses another (scripts/chromium.mjs).
    launchOptions: {
      executablePath: testChromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  // The longest tests, which mostly wait (the press scan holds each control 100 ms; the import
  // screen waits on the demo's latency row by row), start first: left for last, they ran alone
  // at the end with the cores idle. Screens' config (test/screens) sets its own testDir.
  projects: [
    { name: 'long', testMatch: LONG },
    { name: 'e2e', testIgnore: LONG },
  ],
  // The demo build, served as it would be deployed.
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    // The demo without the background index walk after sign-in and the passes over the newest
    // entries (refreshSeconds), unless a test asks for them (vite.config.ts); serveLiveBuild does
    // the same for the tests' live servers.
    env: { PREVIEW_CONFIG_JSON: JSON.stringify({ indexOnSignIn: false, refreshSeconds: 0 }) },
    url: `http://127.0.0.1:${port}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
