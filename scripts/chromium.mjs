// Debian's Chromium, and the flags it needs here: headless as root, and no calls to the
// outside world (this machine reaches none; without these flags Chromium stalls on them).
// Shared by the browser tests (playwright.config.ts) and the bench (scripts/bench/).
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
