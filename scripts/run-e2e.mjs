#!/usr/bin/env node
// Runs the browser tests against the two production builds (npm run build and build:demo first): in Debian's
// chromium-headless-shell when installed, else its Chromium; the screenshots (`-c
// playwright.screens.config.ts`) always in its Chromium (scripts/chromium.mjs).
// Outside CI a missing browser skips this stage with one line on how to install it; in CI it fails.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH, testChromiumPath } from './chromium.mjs';

const args = process.argv.slice(2);
const screens = args.some((arg) => arg.includes('playwright.screens.config'));
const chrome = screens ? CHROMIUM_PATH : testChromiumPath();
if (!existsSync(chrome)) {
  const message = `Browser tests need Chromium at ${chrome}: install it with "sudo apt-get install -y chromium chromium-headless-shell" (or set CHROME_PATH).`;
  if (process.env.CI) {
    console.error(`${message} Failing because CI is set.`);
    process.exit(1);
  }
  console.log(`Skipping browser tests. ${message}`);
  process.exit(0);
}
for (const [dist, command] of [
  [process.env.E2E_DIST || 'dist', 'npm run build'],
  [process.env.E2E_DEMO_DIST || 'dist-demo', 'npm run build:demo'],
]) {
  if (!existsSync(`${dist}/index.html`)) {
    console.error(`No production build in ${dist}/: run "${command}" first.`);
    process.exit(1);
  }
}
const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
