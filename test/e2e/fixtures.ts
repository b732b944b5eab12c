import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_TOKEN = 'demo-token-2026';
const DB_KEY = 'registry-console:demo-db';

interface Fixtures {
  /** Console errors and uncaught exceptions seen during the test; the test fails on any. */
  problems: string[];
}

export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // A fresh, fast demo backend per test: seeded data, no added latency.
      await page.addInitScript(
        ([key]) => {
          if (!localStorage.getItem(key!)) {
            localStorage.setItem(key!, JSON.stringify({ version: 1, anchor: Date.now(), created: [], settings: { latencyMs: 0 } }));
          }
        },
        [DB_KEY],
      );
      await use(problems);
      expect(problems, 'console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, path = '/entries') {
  await page.goto(path);
  await page.getByLabel('Access token').fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Rows of the entries table (header row excluded). */
export function entryRows(page: Page) {
  return page.getByRole('table', { name: 'Entries' }).locator('tbody tr:not(.skeleton-row)');
}
