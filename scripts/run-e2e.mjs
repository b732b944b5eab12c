#!/usr/bin/env node
// Runs the browser tests in Debian's Chromium against the production build (npm run build first).
// Outside CI a missing Chromium skips this stage with one line on how to install it; in CI it fails.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.mjs';

const chrome = CHROMIUM_PATH;
if (!existsSync(chrome)) {
  const message = `Browser tests need Chromium at ${chrome}: install it with "sudo apt-get install -y chromium" (or set CHROME_PATH).`;
  if (process.env.CI) {
    console.error(`${message} Failing because CI is set.`);
    process.exit(1);
  }
  console.log(`Skipping browser tests. ${message}`);
  process.exit(0);
}
if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/: run "npm run build" first.');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
