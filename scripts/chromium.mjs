// Debian's Chromium, and the flags it needs here: headless as root, and no calls to the
// outside world (this machine reaches none; without these flags Chromium stalls on them).
// Shared by the browser tests (playwright.config.ts), the screenshots and the bench
// (scripts/bench/). The headless shell takes the same flags, and the `--headless` Playwright adds;
// it has no omnibox, so turning off its popup does nothing there.
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The screenshots' and the bench's browser: Debian's full Chromium, or CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/**
 * The browser tests' browser: CHROME_PATH, else Debian's `chromium-headless-shell` when installed
 * (what Playwright itself runs headless: the same engine without the browser's own window, which
 * costs the browser tests about a quarter less CPU: docs/testing.md), else Debian's Chromium.
 */
export function testChromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

/**
 * Features Playwright turns off (its own `--disable-features`, which a second such flag would
 * replace: Chromium keeps the last), and the omnibox's suggestion popup, which Chromium draws as a
 * web page of its own (chrome://omnibox-popup.top-chrome) in a renderer started for every window,
 * headless ones too: about a CPU-second each time a test opens a page, more than the console
 * itself costs to start. scripts/scripts.test.ts checks that this list still holds Playwright's.
 */
export const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
