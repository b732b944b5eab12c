import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_FLAGS,
  DISABLED_FEATURES,
  HEADLESS_SHELL,
  testChromiumPath,
} from './chromium.mjs';

/** The features Playwright's Chromium launcher turns off, read from the installed package. */
function playwrightDisabledFeatures(): string[] {
  const lib = join(
    dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
    'lib',
  );
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  for (const file of files) {
    const source = readFileSync(join(lib, file), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
    if (list) return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
  }
  return [];
}

describe('Chromium flags (scripts/chromium.mjs)', () => {
  it('keep every feature Playwright turns off, since ours replace its --disable-features', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length, "Playwright's list of disabled features was not found").toBeGreaterThan(
      5,
    );
    expect(theirs.filter((feature) => !DISABLED_FEATURES.includes(feature))).toEqual([]);
  });

  it('turn off the omnibox popup page a headless window would start', () => {
    const flag = CHROMIUM_FLAGS.filter((f) => f.startsWith('--disable-features='));
    expect(flag).toHaveLength(1);
    expect(flag[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});

describe("the browser tests' browser (scripts/chromium.mjs)", () => {
  const installed =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('is the headless shell when it is installed', () => {
    expect(testChromiumPath({}, installed('/usr/bin/chromium', HEADLESS_SHELL))).toBe(
      HEADLESS_SHELL,
    );
  });

  it("is Debian's Chromium without the headless shell", () => {
    expect(testChromiumPath({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('is CHROME_PATH whenever it is set', () => {
    expect(testChromiumPath({ CHROME_PATH: '/opt/chrome' }, installed(HEADLESS_SHELL))).toBe(
      '/opt/chrome',
    );
  });
});
