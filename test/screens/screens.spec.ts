/**
 * Every screen of the console at 390 and 1440 px wide (the import's and find's at 375 too), light and dark, written as PNGs for
 * looking at by eye (`npm run screens`, by default into docs/screens/). Not part of `npm test`:
 * it checks nothing a browser test does not, it only keeps pictures.
 */
import type { Page } from '@playwright/test';
import { createThroughForm, expect, signIn, test } from '../e2e/fixtures';
import { saveScreen } from './save-screen';

interface Screen {
  name: string;
  /** Only at these widths (a phone's menu, say); 1440 and 390 by default. */
  widths?: readonly number[];
  /** Brings the page to the screen (from a fresh page, signed out). */
  open: (page: Page) => Promise<void>;
}

const IMPORT_CSV = [
  'title,folder_id,template,description,meta:colour',
  ...Array.from({ length: 12 }, (_, n) =>
    n === 3
      ? 'Broken row,finance,GOLD,,red'
      : `Quarterly report ${n + 1},finance,STORAGE,Filed,blue`,
  ),
].join('\n');

/** The phone widths (375 and 390 px) and the wide one. */
const PHONE_AND_WIDE = [1440, 390, 375] as const;

async function chooseImportFile(page: Page) {
  await page.getByLabel('Import file').setInputFiles({
    name: 'reports.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(IMPORT_CSV),
  });
  await expect(page.getByText(/rows? ready/)).toBeVisible();
}

async function openDetails(page: Page) {
  await signIn(page);
  await page.getByRole('table', { name: 'Entries' }).getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Entry details' })).toBeVisible();
}

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    open: async (page) => {
      await page.goto('/entries');
      await expect(page.getByLabel('Access token')).toBeVisible();
    },
  },
  {
    name: 'entries',
    open: async (page) => {
      await signIn(page);
      await expect(page.getByText(/entries$/).first()).toBeVisible();
    },
  },
  { name: 'entry-details', open: openDetails },
  {
    // Two entries ticked: the bar in place of the table's header (at the foot on a phone).
    name: 'entries-selection',
    open: async (page) => {
      await signIn(page);
      const rows = page.getByRole('table', { name: 'Entries' }).getByRole('row');
      await rows.nth(1).getByRole('checkbox').check();
      await rows.nth(2).getByRole('checkbox').check();
      await expect(page.getByText(/^2 entries selected/)).toBeVisible();
    },
  },

  {
    name: 'export',
    open: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Export' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'create-entry',
    open: async (page) => {
      await signIn(page, '/entries/new');
      await expect(page.getByLabel('Title')).toBeVisible();
    },
  },
  {
    name: 'create-entry-errors',
    open: async (page) => {
      await signIn(page, '/entries/new');
      await page.getByRole('button', { name: 'Add metadata item' }).click();
      await page.getByRole('button', { name: 'Create entry' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    // The form after Create similar (the create's notice went with the list).
    name: 'create-similar',
    open: async (page) => {
      await signIn(page, '/entries/new?folder_id=finance');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Quarterly VAT return');
      await page.getByRole('radio', { name: 'STORAGE' }).check();
      await page.getByRole('button', { name: 'Add metadata item' }).click();
      await page.getByRole('textbox', { name: 'Key' }).fill('period');
      await page.getByRole('textbox', { name: 'Value' }).fill('Q4');
      await page.getByRole('button', { name: 'Create entry', exact: true }).click();
      const table = page.getByRole('table', { name: 'Entries' });
      await table.getByRole('link', { name: 'Quarterly VAT return' }).first().click();
      await page
        .getByRole('dialog', { name: 'Entry details' })
        .getByRole('button', { name: 'Create similar' })
        .click();
      await expect(page.getByRole('textbox', { name: 'Item title' })).toBeVisible();
    },
  },
  {
    name: 'paste-items',
    open: async (page) => {
      await signIn(page, '/entries/new');
      await page.getByRole('button', { name: 'Paste items' }).click();
      await page.getByRole('dialog').getByRole('textbox').fill('colour=blue\nsize=large');
    },
  },
  {
    name: 'import',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page, '/entries/import');
      await expect(page.getByLabel('Import file')).toBeVisible();
    },
  },
  {
    name: 'import-preview',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page, '/entries/import');
      await page.getByLabel('Import file').setInputFiles({
        name: 'reports.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(IMPORT_CSV),
      });
      await expect(page.getByText(/rows? ready/)).toBeVisible();
    },
  },
  {
    // Titles under a header the console does not know: the banner, and what each column holds.
    name: 'import-match-columns',
    open: async (page) => {
      await signIn(page, '/entries/import');
      await page.getByLabel('Import file').setInputFiles({
        name: 'dossiers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            'Dossier name,folder_id,template,Owner',
            ...Array.from({ length: 10 }, (_, n) => `Dossier ${n + 1},finance,PASS,Team ${n % 3}`),
          ].join('\n'),
        ),
      });
      await expect(page.getByText(/No column fills Title/)).toBeVisible();
      await page.getByRole('table', { name: 'Match columns' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'import-fix-row',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page, '/entries/import');
      await page.getByLabel('Import file').setInputFiles({
        name: 'reports.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(IMPORT_CSV),
      });
      await page.getByRole('button', { name: 'Fix row 5' }).click();
      await expect(page.getByRole('dialog', { name: 'Fix row 5' })).toBeVisible();
    },
  },
  {
    name: 'import-confirm',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page, '/entries/import');
      await chooseImportFile(page);
      await page.getByRole('button', { name: 'Start import' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm import' })).toBeVisible();
    },
  },
  {
    name: 'import-finished',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page, '/entries/import');
      await chooseImportFile(page);
      await page.getByRole('button', { name: 'Start import' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm import' })
        .getByRole('button', { name: /^Create \d+ entries$/ })
        .click();
      await expect(page.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'find-results',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page);
      await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search entries' }).fill('report');
      await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
    },
  },
  {
    name: 'find-focused-row',
    open: async (page) => {
      await signIn(page);
      await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search entries' }).fill('Leave');
      const results = page.getByRole('table', { name: 'Search results' });
      await expect(results).toHaveAttribute('aria-busy', 'false');
      await results.locator('tbody tr').first().focus();
    },
  },
  {
    name: 'more-actions',
    widths: [390],
    open: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'More actions' }).click();
      await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    },
  },
  {
    name: 'find-dates',
    open: async (page) => {
      // A range in force: the one control says it.
      await signIn(page, '/entries?from=2026-01-01&to=2026-03-31');
      await expect(page.getByRole('button', { name: /^Date created: Jan 1/ })).toBeVisible();
    },
  },
  {
    name: 'find-dates-open',
    open: async (page) => {
      await signIn(page, '/entries?from=2026-01-01');
      await page.getByRole('button', { name: /^Date created:/ }).click();
      await expect(page.getByLabel('Created to')).toBeVisible();
    },
  },
  {
    name: 'find-index-kept',
    widths: [1440],
    open: async (page) => {
      // Indexed once, then reloaded: the kept index is complete at once.
      await signIn(page);
      await page.getByRole('button', { name: 'Index all entries' }).click();
      const status = page.getByRole('status', { name: 'Index status' });
      await expect(status).toContainText('Searching all 3,000 entries.');
      await page.reload();
      await expect(status).toContainText('Searching all 3,000 entries.');
    },
  },
  {
    name: 'find-filters',
    widths: [375, 390],
    open: async (page) => {
      // Opened with a filter set, they show unfolded.
      await signIn(page, '/entries?type=PASS');
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    },
  },
  {
    name: 'entry-missing',
    widths: PHONE_AND_WIDE,
    open: async (page) => {
      await signIn(page, '/entries/no-such-entry');
      await expect(
        page.getByRole('dialog', { name: 'Entry details' }).getByRole('alert'),
      ).toContainText('No entry has the id no-such-entry', { timeout: 30_000 });
    },
  },
  {
    name: 'empty-folder',
    open: async (page) => {
      await signIn(page, '/entries?folder_id=financ');
      await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
    },
  },
  {
    name: 'network',
    open: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Network' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'shortcuts',
    open: async (page) => {
      await signIn(page);
      await expect(page.getByRole('table', { name: 'Entries' })).toBeVisible();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'header-menu',
    widths: [390],
    open: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Tools', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Network', exact: true })).toBeVisible();
    },
  },
  {
    name: 'reset-demo',
    open: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Reset demo data' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset demo data?' })).toBeVisible();
    },
  },
  {
    name: 'sign-out-draft',
    open: async (page) => {
      await signIn(page, '/entries/new');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half an entry');
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('registry-console:create-draft')))
        .toContain('Half an entry');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'activity',
    open: async (page) => {
      await signIn(page);
      await createThroughForm(page, 'Quarterly VAT return', 'finance');
      await page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('link', { name: 'Activity' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    open: async (page) => {
      await signIn(page, '/no-such-screen');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

const WIDTHS = [1440, 390] as const;
const SCHEMES = ['light', 'dark'] as const;

for (const screen of SCREENS) {
  test(`screens: ${screen.name}`, async ({ page }) => {
    const widths = screen.widths ?? WIDTHS;
    await page.setViewportSize({ width: widths[0]!, height: widths[0]! < 600 ? 844 : 900 });
    await screen.open(page);
    // Signed in, the header's tools (a chunk of their own) are in before any picture is taken.
    if (await page.getByRole('button', { name: 'Sign out' }).first().isVisible()) {
      const nav = page.getByRole('navigation', { name: 'Screens' });
      await expect(
        nav.or(page.getByRole('button', { name: 'Tools', exact: true })).first(),
      ).toBeVisible();
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await saveScreen(page, `${screen.name}-${width}-${colorScheme}`);
      }
    }
  });
}
