import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CHROMIUM_PATH } from './scripts/chromium.mjs';

// `npm run screens`: the screenshots of every screen, kept apart from the browser tests, and taken
// in Debian's full Chromium (or CHROME_PATH) rather than the tests' headless shell.
export default defineConfig({
  ...base,
  testDir: 'test/screens',
  workers: 1,
  use: {
    ...base.use,
    launchOptions: { ...base.use?.launchOptions, executablePath: CHROMIUM_PATH },
  },
});
