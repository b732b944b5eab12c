/**
 * Screenshots for looking at a screen by eye: with `E2E_SCREENSHOTS=<folder>` set, `screenshots`
 * saves the page (or one part of it) at 375 and 1440 px wide, light and dark. Without it, it does
 * nothing, so the tests that call it run as usual.
 */
import type { Locator, Page } from '@playwright/test';

const WIDTHS = [375, 1440] as const;
const SCHEMES = ['light', 'dark'] as const;

export async function screenshots(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      const path = `${folder}/${name}-${width}-${colorScheme}.png`;
      if (part) await part.screenshot({ path, animations: 'disabled' });
      else await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize(size);
}
