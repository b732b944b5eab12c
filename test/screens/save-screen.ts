import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexedPng } from './indexed-png';

/** Where the PNGs go: `SCREENS_DIR`, or docs/screens/. */
const FOLDER = process.env.SCREENS_DIR || 'docs/screens';
/** `SCREENS_FULL=1`: whole pages at full size (for comparing by eye), not the small kept ones. */
const FULL = process.env.SCREENS_FULL === '1';

/**
 * Saves what is in view. The kept copies are small: a wide screen is halved (in the page's own
 * canvas), and the picture is written with a palette of at most 256 colours.
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  mkdirSync(FOLDER, { recursive: true });
  const path = join(FOLDER, `${name}.png`);
  // No row under the pointer: nothing hovered by chance.
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (FULL) {
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    return;
  }
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const scale = image.width > 800 ? 0.5 : 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    const context = canvas.getContext('2d')!;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) {
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  }, png.toString('base64'));
  writeFileSync(path, indexedPng(width, height, Buffer.from(rgba, 'base64')));
}
