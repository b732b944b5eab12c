/**
 * What people see and do on the create form in a real browser: focus, layout at narrow and wide
 * screens, the look of errors and buttons.
 */
import type { Page } from '@playwright/test';
import { DRAFT_KEY, expect, expectAccessible, signIn, test } from './fixtures';

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}`, exact: true });
const submitButton = (page: Page) =>
  page.getByRole('button', { name: 'Create entry', exact: true });

async function openForm(page: Page) {
  await signIn(page, '/entries?folder_id=finance');
  await page.getByRole('button', { name: 'Create entry' }).first().click();
  await expect(page).toHaveURL(/\/entries\/new/);
  await expect(titleField(page)).toBeVisible();
}

test('a Template error outlines both options', async ({ page }) => {
  // A new form starts with a template; a draft kept from before may have none.
  await signIn(page, '/entries?folder_id=finance');
  await page.evaluate((key) => {
    const values = {
      title: 'No template',
      folder_id: 'finance',
      template: '',
      description: '',
      callback_url: '',
      data_encrypted: false,
      metadata: [],
    };
    sessionStorage.setItem(key, JSON.stringify({ version: 1, values }));
  }, DRAFT_KEY);
  await page.getByRole('button', { name: 'Create entry' }).first().click();
  await expect(titleField(page)).toHaveValue('No template');
  const options = page.getByRole('radiogroup', { name: 'Template' }).locator('label');
  const card = options.first();
  const before = await card.evaluate((el) => getComputedStyle(el).borderTopColor);
  await submitButton(page).click();
  await expect(page.getByRole('radiogroup', { name: 'Template' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const danger = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  for (const option of await options.all()) {
    await expect
      .poll(() => option.evaluate((el) => getComputedStyle(el).borderTopColor))
      .toBe(danger);
  }
  expect(before).not.toBe(danger);
});

test('opening the form puts the focus on its heading and one Tab on Title; Discard draft looks like a button, and its Undo brings the draft back', async ({
  page,
}) => {
  await openForm(page);
  await expect(page.getByRole('heading', { name: 'Create entry', level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(titleField(page)).toBeFocused();
  await page.keyboard.type('Half a draft');
  await expect(titleField(page)).toHaveValue('Half a draft');
  const discard = page.getByRole('button', { name: 'Discard draft' });
  const look = await discard.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: parseFloat(style.borderTopWidth), color: style.borderTopColor };
  });
  expect(look.border).toBeGreaterThan(0);
  expect(look.color).not.toBe('rgba(0, 0, 0, 0)');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const formTop = (await page.locator('form').boundingBox())!.y;
  await discard.click();
  await expect(titleField(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  // The header keeps its height without the button: the notice starts where the form did.
  const notice = page.getByRole('status').filter({ hasText: 'Draft discarded.' });
  expect(Math.round((await notice.boundingBox())!.y)).toBe(Math.round(formTop));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(titleField(page)).toHaveValue('Half a draft');
  expect(dialogs).toEqual([]);
});

test("the File placeholder fits its field at 375 and 1440 px; an item's tools are named icons, large enough to tap, seen in light and dark", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await openForm(page);
  await page.getByRole('button', { name: 'Add metadata item' }).click();
  await item(page, 1).getByLabel('Type').selectOption('FILE');
  const file = item(page, 1).getByLabel('File');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const fit = await file.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, room, placeholder: input.placeholder };
    });
    expect(fit.placeholder).not.toBe('');
    expect(
      fit.text,
      `"${fit.placeholder}" is wider than its field at ${width} px`,
    ).toBeLessThanOrEqual(fit.room);
    const tops = new Set<number>();
    for (const name of TOOLS) {
      const tool = item(page, 1).getByRole('button', { name, exact: true });
      await expect(tool).toHaveAttribute('title', name);
      await expect(tool).toHaveText('');
      const box = (await tool.boundingBox())!;
      expect(Math.min(box.width, box.height), `${name} at ${width} px`).toBeGreaterThanOrEqual(24);
      tops.add(Math.round(box.y));
    }
    expect(tops.size, `the tools share one row at ${width} px`).toBe(1);
  }
  // The only item: both moves are off, so Tab from Item title reaches Duplicate, ringed.
  await item(page, 1).getByLabel('Item title').focus();
  await page.keyboard.press('Tab');
  const duplicate = item(page, 1).getByRole('button', { name: 'Duplicate', exact: true });
  await expect(duplicate).toBeFocused();
  expect(await duplicate.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const name of TOOLS) {
      const tool = item(page, 1).getByRole('button', { name, exact: true });
      const ratio = await tool.evaluate(iconContrast);
      expect(ratio, `${name} in ${colorScheme}`).toBeGreaterThanOrEqual(3);
    }
  }
});

const TOOLS = ['Move up', 'Move down', 'Duplicate', 'Remove'] as const;

/** The contrast of a tool's icon (its text colour) against the item it sits on. */
function iconContrast(button: Element): number {
  const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const icon = luminance(getComputedStyle(button).color);
  const ground = luminance(getComputedStyle(button.closest('.meta-item')!).backgroundColor);
  const [light, dark] = icon > ground ? [icon, ground] : [ground, icon];
  return (light + 0.05) / (dark + 0.05);
}

test('the request preview starts closed, opens beside the form on a wide screen, stays as left; on a phone, below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openForm(page);
  const form = titleField(page).locator('xpath=ancestor::form');
  const preview = page.getByRole('region', { name: 'Request body' });
  await expect(page.getByText('Preview request')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await page.getByText('Preview request').click();
  await expect(preview).toBeVisible();
  // The headers are one click further.
  await expect(page.getByText(/^Authorization: Bearer/)).toBeHidden();
  const [f, p] = [await form.boundingBox(), await preview.boundingBox()];
  expect(p!.x).toBeGreaterThanOrEqual(f!.x + f!.width);
  expect(p!.y).toBeLessThan(f!.y + 200);
  // It follows what is typed.
  await titleField(page).fill('Seen beside the form');
  await expect(preview).toContainText('"title": "Seen beside the form"');
  await expectAccessible(page);

  // Remembered: open again after a reload, until the person closes it.
  await page.reload();
  await expect(preview).toBeVisible();
  await page.getByText('Preview request').click();
  await expect(preview).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const summary = page.getByText('Preview request', { exact: true });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('region', { name: 'Request body' })).toHaveCount(0);
  const [f2, s2] = [await form.boundingBox(), await summary.boundingBox()];
  expect(s2!.y).toBeGreaterThan(f2!.y + f2!.height);
  // Nothing sticks out of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
