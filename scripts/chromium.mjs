// Debian's Chromium, and the flags it needs here: headless as root, and no calls to the
// outside world (this machine reaches none; without these flags Chromium stalls on them).
// Shared by the browser tests (playwright.config.ts) and the bench (scripts/bench/).
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
