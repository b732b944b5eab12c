import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** How long a person holds the mouse button down in a click. */
export const PRESS_MS = 100;

async function centre(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Not on screen: ${target.toString()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A click as a person makes it: the pointer moves to the control, presses, holds ~100 ms and
 * releases where it pressed. Anything that moves the control in between (a message shown when a
 * field is left, a focus style, a notice) makes the release land elsewhere, and the click is lost,
 * as it would be for a person. Playwright's own `click()` presses and releases at once.
 */
export async function personClick(target: Locator) {
  const page = target.page();
  await expect(target).toBeVisible();
  const { x, y } = await centre(target);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}

const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';

interface ScanOptions {
  /** Where focus is before each press (the field a person just typed in), if anywhere. */
  focusFirst?: Locator;
  /** Only controls in here (default: the whole page). */
  within?: Locator;
  /** At most this many controls (the first ones in document order); rows repeat themselves. */
  limit?: number;
}

/**
 * Where each control in `within` is on the screen, by its name (a second one of the same name
 * as "name #2"); controls not drawn (hidden, folded away) are left out. Two of these, taken before
 * and after something appears, say whether it moved what was already there.
 */
export async function whereControlsAre(within: Locator): Promise<Record<string, number[]>> {
  const found = await within.locator(CONTROLS).evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.firstChild?.textContent?.trim() ||
        element.textContent?.trim().slice(0, 40) ||
        element.tagName;
      const drawn = r.width > 0 && getComputedStyle(element).visibility !== 'hidden';
      return { name, box: drawn ? [r.x, r.y, r.width, r.height].map(Math.round) : null };
    }),
  );
  const where: Record<string, number[]> = {};
  const seen = new Map<string, number>();
  for (const { name, box } of found) {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (box) where[n === 1 ? name : `${name} #${n}`] = box;
  }
  return where;
}

/** What `whereControlsAre` found in both, and has moved more than a pixel since `before`. */
export function movedSince(before: Record<string, number[]>, after: Record<string, number[]>) {
  return Object.entries(before).flatMap(([name, was]) => {
    const now = after[name];
    if (!now) return [];
    const shift = Math.max(...was.map((v, k) => Math.abs(v - now[k]!)));
    return shift > SAME_PX ? [`${name}: moved ${shift} px`] : [];
  });
}

type Scanned = { name: string; box: number[]; pressable: boolean; select: boolean }[];
type ScanWindow = {
  __pressScan?: boolean;
  /** The controls measured for the press under way. */
  __scanned?: Element[];
  /** How far a box moved, in px: the largest change of its x, y, width or height. */
  __shiftOf?: (was: number[], now: number[]) => number;
};

/** How long the controls must stay put before the scan aims at one. */
const STILL_MS = 50;
/** Rounding, not movement: a box may differ by this much and still be where it was. */
const SAME_PX = 1;
/** How many times the scan waits for the controls to stand still before it gives up. */
const STILL_TRIES = 20;

interface Aim {
  /** The field focus is put back in before the press, when it is still on the page. */
  field: HTMLElement | null;
  selector: string;
  index: number;
  stillMs: number;
  samePx: number;
  tries: number;
}

/**
 * In the page, in one round trip: focus back in the field a person just typed in (if it is still
 * shown), then every control in `root` (the one at `index` scrolled into view first) where it is
 * once the controls stand still, and whether a pointer can press it. What the previous press set
 * going (a message held until its click was done, the error summary that follows it) lands a
 * frame or two after the release, and a person aims at a control where it is, not where it was.
 * Only then is a press judged: anything that moves while it is held moved because of it. The
 * same elements are measured again by `shiftsSinceAim`. Null when the controls never stood still.
 */
async function aimIn(root: Element, { field, selector, index, stillMs, samePx, tries }: Aim) {
  if (field?.isConnected && field.getClientRects().length > 0) field.focus();
  const boxOf = (element: Element) => {
    const r = element.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  };
  const measure = (): Scanned => {
    const elements = Array.from(root.querySelectorAll(selector));
    (window as unknown as ScanWindow).__scanned = elements;
    elements[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return elements.map((element) => {
      const r = element.getBoundingClientRect();
      // Off the screen (a skip link until it has focus): nothing a pointer can press.
      const onScreen = r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0;
      const pressable =
        onScreen &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]');
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim().slice(0, 40) ||
        element.getAttribute('name') ||
        element.id ||
        element.tagName;
      return {
        name,
        box: onScreen ? boxOf(element) : [],
        pressable,
        select: element instanceof HTMLSelectElement,
      };
    });
  };
  const scan = window as unknown as ScanWindow;
  let boxes = measure();
  for (let attempt = 0; attempt < tries; attempt++) {
    await new Promise((settle) => setTimeout(settle, stillMs));
    const elements = scan.__scanned ?? [];
    // Off screen before (no box): nothing there to aim at, moving or not.
    const still = boxes.every((was, j) => {
      if (was.box.length === 0) return true;
      const now = elements[j]?.isConnected ? boxOf(elements[j]!) : [];
      return scan.__shiftOf!(was.box, now) <= samePx;
    });
    if (still) return boxes;
    boxes = measure();
  }
  return null;
}

/**
 * How far each control measured by `aimIn` has moved from its box then (`aimedAt`), in px; null
 * for one there was nothing to click on before or is nothing now (off screen, folded away):
 * nothing to lose.
 */
function shiftsSinceAim(aimedAt: number[][]): (number | null)[] {
  const scan = window as unknown as ScanWindow;
  return (scan.__scanned ?? []).map((element, j) => {
    const was = aimedAt[j] ?? [];
    const r = element.getBoundingClientRect();
    if (was.length === 0 || !element.isConnected || r.width === 0) return null;
    return scan.__shiftOf!(was, [r.x, r.y, r.width, r.height]);
  });
}

/** The element a locator points at now, found again only once the one held is gone. */
function heldElement(locator: Locator) {
  let held: ElementHandle<Element> | null = null;
  return async (): Promise<ElementHandle<Element> | null> => {
    if (held && (await held.evaluate((element) => element.isConnected))) return held;
    held = (await locator.count()) > 0 ? await locator.elementHandle() : null;
    return held;
  };
}

/**
 * Presses every visible, enabled control and checks that no control moves between the press and
 * the release: not the one pressed (its click would be lost) and not any other (a press that
 * moves what is below it loses the click of whoever aimed there). The click itself is swallowed
 * (nothing is activated, nothing navigates), so the scan leaves the screen as it found it, but
 * for what focus and the press change. Returns what moved, with how far and on which press.
 */
export async function controlsThatMoveWhenPressed(
  page: Page,
  { focusFirst, within = page.locator('body'), limit = 40 }: ScanOptions = {},
): Promise<string[]> {
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        if (!(window as unknown as ScanWindow).__pressScan) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      { capture: true },
    );
    const scan = window as unknown as ScanWindow;
    scan.__pressScan = true;
    // One measure of movement, for the wait before a press and the check while it is held.
    scan.__shiftOf = (was, now) =>
      Math.max(...was.map((v, k) => Math.abs(v - (now[k] ?? Infinity))));
  });
  // Found once, not for every press: a role query over the whole page costs more than a press.
  const root = heldElement(within);
  const field = focusFirst ? heldElement(focusFirst) : async () => null;
  const moved: string[] = [];
  const count = Math.min(await within.locator(CONTROLS).count(), limit);
  for (let i = 0; i < count; i++) {
    const scope = await root();
    if (!scope) throw new Error(`Gone while scanning: ${within.toString()}`);
    const before = await scope.evaluate(aimIn, {
      field: (await field()) as ElementHandle<HTMLElement> | null,
      selector: CONTROLS,
      index: i,
      stillMs: STILL_MS,
      samePx: SAME_PX,
      tries: STILL_TRIES,
    });
    if (!before)
      throw new Error(`The controls never stood still for ${STILL_MS} ms: nothing to aim at.`);
    const target = before[i];
    if (!target?.pressable) continue;
    const [x, y, width, height] = target.box as [number, number, number, number];
    await page.mouse.move(x + width / 2, y + height / 2);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    const during = await page.evaluate(
      shiftsSinceAim,
      before.map((scanned) => scanned.box),
    );
    await page.mouse.up();
    if (target.select) await page.keyboard.press('Escape');
    before.forEach((was, j) => {
      const shift = during[j] ?? null;
      if (shift !== null && shift > SAME_PX) {
        moved.push(`${was.name}: moved ${Math.round(shift)} px while pressing ${target.name}`);
      }
    });
  }
  await page.evaluate(() => {
    (window as unknown as ScanWindow).__pressScan = false;
  });
  await page.mouse.move(0, 0);
  return moved;
}
