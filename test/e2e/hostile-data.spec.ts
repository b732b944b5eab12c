/**
 * Hostile data from the server and from people: markup, script URLs and awkward text in titles,
 * types, statuses, ids, dates, folder ids and metadata, and typed into the create form. Nothing
 * may run (no dialog), nothing may turn into an element, every string shows literally, and the
 * page never grows wider than the screen.
 */
import type { Page } from '@playwright/test';
import type { StoredEntry } from '../../src/mocks/seed';
import { cutText, HOVER_CHARS } from '../../src/lib/cut-text';
import { plantStore, storedEntries } from './demo-store';
import { entryColumns, entryRows, expect, goInApp, signIn, test } from './fixtures';
import { LONG_WORD, PAYLOADS, PAYLOAD_TAGS } from './hostile-payloads';

const HOSTILE_FOLDER = 'hostile';
const WIDTHS = [1440, 375] as const;

/** Every tag the app itself renders. Anything else in the document came from somewhere else. */
const APP_TAGS = [
  'html',
  'head',
  'meta',
  'link',
  'title',
  'script',
  'body',
  'div',
  'main',
  'header',
  'nav',
  'section',
  'aside',
  'h1',
  'h2',
  'h3',
  'p',
  'a',
  'button',
  'span',
  'strong',
  'code',
  'pre',
  'svg',
  'rect',
  'path',
  'form',
  'label',
  'input',
  'textarea',
  'select',
  'option',
  'fieldset',
  'legend',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'ol',
  'ul',
  'li',
  'details',
  'summary',
  'datalist',
  'time',
  'dialog',
  'dl',
  'dt',
  'dd',
  'bdi',
];

/** Lone surrogates: half of a pair, which a browser shows (and sends back) as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => !new RegExp(LONE_SURROGATE.source).test(text);
/** Text as it survives the trip to and from the browser. */
const literal = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

const ANCHOR = Date.parse('2026-11-20T12:00:00Z');
const at = (minutesAgo: number) => new Date(ANCHOR - minutesAgo * 60_000).toISOString();
const pick = (i: number) => PAYLOADS[i % PAYLOADS.length]!;

/** One entry per payload in the hostile folder: the payload as title, its neighbours as type and status. */
const TITLE_ENTRIES: StoredEntry[] = PAYLOADS.map((payload, i) => ({
  id: `hostile-title-${String(i).padStart(3, '0')}`,
  title: payload.text,
  type: pick(i + 1).text,
  status: pick(i + 2).text,
  created_at: at(i + 1),
  folder_id: HOSTILE_FOLDER,
  description: pick(i + 3).text,
  template: 'STORAGE',
  metadata: [
    { type: 'TEXT', key: pick(i + 4).text, value: pick(i + 5).text, title: pick(i + 6).text },
    { type: pick(i + 7).text, key: '__proto__', file: pick(i + 8).text },
  ],
}));

/** Ids and dates are the server's too. */
const ODD_ENTRIES: StoredEntry[] = [
  {
    id: '<img src=x onerror=alert("pwn-id")>',
    title: 'Hostile id',
    type: 'STORAGE',
    status: 'ACTIVE',
    created_at: '<svg onload=alert("pwn-date")>',
    folder_id: HOSTILE_FOLDER,
  },
  {
    id: '👩‍👩‍👧‍👦👩‍👩‍👧‍👦 split mid-surrogate',
    title: 'Emoji id',
    type: '',
    status: '',
    created_at: LONG_WORD,
    folder_id: HOSTILE_FOLDER,
  },
  {
    id: `javascript:alert("pwn-id-2")${LONG_WORD}`,
    title: '',
    type: 'PASS',
    status: 'PENDING',
    created_at: '',
    folder_id: HOSTILE_FOLDER,
  },
  {
    // new Date('12') is December 2001: a date must be ISO 8601 to be read as one.
    id: 'hostile-date-12',
    title: 'Date twelve',
    type: 'PASS',
    status: 'ACTIVE',
    created_at: '12',
    folder_id: HOSTILE_FOLDER,
  },
];

/** Folder ids people can type (one line, no surrounding spaces) and that survive a URL. */
const FOLDER_PAYLOADS = PAYLOADS.filter(
  (p) => wellFormed(p.text) && p.text.length <= 255 && p.text.trim() === p.text,
);
const folderTitle = (i: number) => `In hostile folder ${String(i).padStart(3, '0')}`;
const FOLDER_ENTRIES: StoredEntry[] = FOLDER_PAYLOADS.map((payload, i) => ({
  id: `hostile-folder-${String(i).padStart(3, '0')}`,
  title: folderTitle(i),
  type: 'PASS',
  status: 'ACTIVE',
  created_at: at(500 + i),
  folder_id: payload.text,
}));

const HOSTILE_ENTRIES = [...TITLE_ENTRIES, ...ODD_ENTRIES, ...FOLDER_ENTRIES];

/** Plants the hostile entries in the demo store before the app loads. */
const plant = (page: Page) => plantStore(page, HOSTILE_ENTRIES);

/** Any dialog means a payload ran (or the app asked something nobody expected). */
function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No script, handler, frame, script URL or element that came out of a payload. */
async function expectNoInjection(page: Page, where: string) {
  const found = await page.evaluate(
    ({ appTags, payloadTags }) => {
      const problems: string[] = [];
      const show = (el: Element) => el.outerHTML.slice(0, 140);
      const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];
      for (const el of document.querySelectorAll('*')) {
        const tag = el.localName.toLowerCase();
        if (!appTags.includes(tag)) {
          problems.push(
            `${payloadTags.includes(tag) ? 'a payload' : 'an unknown'} element <${tag}>: ${show(el)}`,
          );
        }
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name)) problems.push(`an event handler ${attr.name}: ${show(el)}`);
          if (/pwn/i.test(attr.name))
            problems.push(`a payload attribute ${attr.name}: ${show(el)}`);
          if (['id', 'class'].includes(attr.name) && /pwn/i.test(attr.value))
            problems.push(`a payload ${attr.name}: ${show(el)}`);
          if (
            urlAttributes.includes(attr.name.toLowerCase()) &&
            // eslint-disable-next-line no-control-regex
            /^(javascript|data|vbscript):/i.test(attr.value.replace(/[\s\u0000-\u001f]/g, ''))
          )
            problems.push(`a script URL in ${attr.name}: ${show(el)}`);
        }
        if (el.getAttribute('autofocus') !== null && tag !== 'input')
          problems.push(`autofocus: ${show(el)}`);
      }
      for (const script of Array.from(document.scripts)) {
        if (!script.src) problems.push(`an inline script: ${show(script)}`);
        else if (new URL(script.src).origin !== window.location.origin)
          problems.push(`a foreign script: ${script.src}`);
      }
      for (const el of document.querySelectorAll('iframe, frame, object, embed, base, style'))
        problems.push(`<${el.localName}>: ${show(el)}`);
      for (const el of document.body.querySelectorAll('meta, link, title, script'))
        problems.push(`<${el.localName}> in the body: ${show(el)}`);
      return problems;
    },
    { appTags: APP_TAGS, payloadTags: PAYLOAD_TAGS },
  );
  expect.soft(found, `injected markup ${where}`).toEqual([]);
}

/** The page is never wider than the window; on failure, names what sticks out. */
async function expectFitsWidth(page: Page, where: string) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) {
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.right > innerWidth + 0.5 && culprits.length < 5) {
          const text = (el.textContent ?? '').trim().slice(0, 30);
          culprits.push(`<${el.localName}> "${text}" right edge at ${Math.round(rect.right)}px`);
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
  // Soft: one overflow should not hide the next.
  expect
    .soft(
      scrollWidth,
      `${where}: the page is ${scrollWidth}px wide in a ${innerWidth}px window (${culprits.join('; ')})`,
    )
    .toBeLessThanOrEqual(innerWidth);
}

/** At each width: nothing injected, nothing wider than the window. */
async function expectSafeAtAllWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoInjection(page, `${where} at ${width}px`);
    await expectFitsWidth(page, `${where} at ${width}px`);
  }
}

/** The list at `query`, reached inside the app (the first load of such an address is below). */
async function openList(page: Page, query: Record<string, string>) {
  await goInApp(page, `/entries?${new URLSearchParams(query)}`);
  await expect(page.getByRole('table', { name: 'Entries' })).toHaveAttribute('aria-busy', 'false');
}

test.describe('hostile data', () => {
  test('titles, types, statuses, ids and dates from the server show as literal text, in the list and in Entry details at every width', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dialogs = watchDialogs(page);
    await plant(page);
    await signIn(page);
    await openList(page, { folder_id: HOSTILE_FOLDER, limit: '100' });
    const expected = [...TITLE_ENTRIES, ...ODD_ENTRIES];
    await expect(entryRows(page)).toHaveCount(expected.length);
    await expect(page.getByText(`${expected.length} entries`, { exact: true })).toBeVisible();

    // Every title, type and status, row by row, exactly as stored (long ones cut for drawing):
    // each cell found by the header of its column.
    const columns = await entryColumns(page, ['ID', 'Title', 'Type', 'Status']);
    const shown = await entryRows(page).evaluateAll(
      (rows, at) =>
        rows.map((row) => {
          const cells = row.querySelectorAll('[role="cell"]');
          return {
            title: cells[at.Title]!.querySelector('a')!.textContent,
            type: cells[at.Type]!.textContent,
            status: cells[at.Status]!.textContent,
            id: cells[at.ID]!.querySelector('code')!.getAttribute('title'),
          };
        }),
      columns,
    );
    // What the page shows covers what the corpus claims to: markup, scripts, right-to-left
    // overrides, zero-width joiners, combining marks, emoji sequences and a 10,000-character word
    // (drawn cut).
    const titles = shown.map((row) => row.title ?? '');
    expect(titles.length).toBeGreaterThanOrEqual(40);
    const kinds = [/<script/i, /onerror|onload/i, /javascript:/i, /<svg/i, /<iframe/i, /\u202E/];
    kinds.push(/\u200B|\u200D/, /\p{M}/u, /\p{Extended_Pictographic}\u200D/u, /^\S{300}…$/);
    const missing = kinds.filter((kind) => !titles.some((title) => kind.test(title)));
    expect(missing.map(String), 'kinds of title not shown').toEqual([]);

    const want = (entry: StoredEntry) => ({
      title: literal(cutText(entry.title) || '(untitled)'),
      type: literal(cutText(entry.type) || '—'),
      status: literal(cutText(entry.status) || '—'),
      id: literal(cutText(entry.id, HOVER_CHARS)),
    });
    const byId = (a: { id: string | null }, b: { id: string | null }) =>
      (a.id ?? '').localeCompare(b.id ?? '');
    const received = shown.map((row) => ({
      title: literal(row.title ?? ''),
      type: literal(row.type ?? ''),
      status: literal(row.status ?? ''),
      id: literal(row.id ?? ''),
    }));
    expect(received.sort(byId)).toEqual(expected.map(want).sort(byId));

    // A few spot checks the way a person reads them.
    const script = PAYLOADS.find((p) => p.name === 'script tag')!.text;
    const table = page.getByRole('table', { name: 'Entries' });
    await expect(table.getByText(script, { exact: true })).toHaveCount(3); // title, type, status
    // The Status and Type filters offer the values too, as text.
    await expect(page.getByRole('option', { name: script, exact: true })).toHaveCount(2);
    await expect(table.getByTitle(script, { exact: true }).first()).toBeVisible();
    const rtl = PAYLOADS.find((p) => p.name.startsWith('RTL override'))!.text;
    const rtlLink = page.getByRole('link').and(page.getByTitle(rtl, { exact: true }));
    await expect(rtlLink).toHaveText(rtl);
    const longHover = cutText(LONG_WORD, HOVER_CHARS);
    const long = entryRows(page).filter({ has: page.getByTitle(longHover, { exact: true }) });
    await expect(long.first()).toBeVisible();
    // Dates that are not ISO 8601 show as sent, and say so.
    await expect(page.getByText('unreadable date', { exact: true })).toHaveCount(4);
    // Created is the last column.
    const twelve = entryRows(page).filter({ hasText: 'Date twelve' }).getByRole('cell').last();
    await expect(twelve).toHaveText(/^12\s*unreadable date$/);
    await expect(twelve).not.toContainText('2001');

    await expectSafeAtAllWidths(page, 'on the hostile folder');
    // A focused row unfolds its title as drawn: the cut 10,000-character word must still wrap.
    const longTitleRow = entryRows(page).filter({
      has: page.getByRole('link').and(page.getByTitle(longHover, { exact: true })),
    });
    await longTitleRow.getByRole('button', { name: 'Copy ID' }).focus();
    await expectSafeAtAllWidths(page, 'with the 10,000-character title unfolded');

    // The same entries among everything else, sorted by title.
    await openList(page, { limit: '100', order_by: 'title' });
    await expectSafeAtAllWidths(page, 'on all entries by title');
    await openList(page, { limit: '100', order_by: '-title' });
    await expectSafeAtAllWidths(page, 'on all entries by title, Z–A');

    // Entry details show hostile ids, fields and metadata as inert text at every width.
    const picks = [
      ...TITLE_ENTRIES.filter((_, i) => i % 6 === 0),
      ...ODD_ENTRIES,
      TITLE_ENTRIES.find((e) => e.title === LONG_WORD)!,
    ];
    for (const entry of picks) {
      await goInApp(
        page,
        `/entries?${new URLSearchParams({ folder_id: HOSTILE_FOLDER, limit: '100', entry: entry.id })}`,
      );
      const dialog = page.getByRole('dialog', { name: 'Entry details' });
      await expect(dialog).toBeVisible();
      // The id, shown whole; the metadata (with its __proto__ key) as text in its table.
      await expect(dialog.locator('dd code').first()).toHaveText(literal(entry.id));
      if (entry.metadata) {
        const items = dialog.getByRole('table', { name: 'Metadata items' });
        await expect(
          items.getByRole('cell', { name: '__proto__', exact: true }).first(),
        ).toBeVisible();
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoInjection(page, `details of ${entry.id.slice(0, 40)} at ${width}px`);
        // Nothing in the dialog is wider than the dialog.
        const overflow = await dialog.evaluate((d) => {
          const limit = d.getBoundingClientRect().right + 0.5;
          return [...d.querySelectorAll('*')]
            .filter((el) => el.getBoundingClientRect().right > limit)
            .map((el) => el.outerHTML.slice(0, 80));
        });
        expect.soft(overflow, `details of ${entry.id.slice(0, 40)} at ${width}px`).toEqual([]);
        await expectFitsWidth(page, `details of ${entry.id.slice(0, 40)} at ${width}px`);
      }
    }
    expect(dialogs, 'dialogs').toEqual([]);
  });

  test('hostile folder ids filter through the Folder field and the URL', async ({ page }) => {
    test.setTimeout(120_000);
    const dialogs = watchDialogs(page);
    await plant(page);
    await signIn(page);
    const field = page.getByLabel('Folder', { exact: true });

    // Typed: one line each (a search field drops line breaks).
    const typed = FOLDER_PAYLOADS.map((p, i) => ({ p, i })).filter(
      ({ p }) => !/[\n\r\t]/.test(p.text),
    );
    expect(typed.length).toBeGreaterThanOrEqual(30);
    for (const { p, i } of typed.slice(0, 12)) {
      await field.fill(p.text);
      // A folder the console has not seen yet is shown on Enter.
      await field.press('Enter');
      await expect(page, `the URL carries the folder "${p.name}"`).toHaveURL(
        (url) => url.searchParams.get('folder_id') === p.text,
      );
      await expect(entryRows(page), `the entry in folder "${p.name}"`).toHaveCount(1);
      await expect(entryRows(page).first()).toContainText(folderTitle(i));
      await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('p')).toHaveText(
        /\b1 entry$/,
      );
      await expectNoInjection(page, `filtered by "${p.name}" typed in the field`);
    }
    await expectSafeAtAllWidths(page, 'filtered through the field');
    // The folders used are suggested back: as options' text, not markup.
    await field.fill('');
    await field.press('ArrowDown');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await expectNoInjection(page, 'with hostile folder suggestions');

    // In the URL: every folder payload, as a link would carry it.
    for (const [i, p] of FOLDER_PAYLOADS.entries()) {
      await openList(page, { folder_id: p.text });
      await expect(entryRows(page), `the entry in folder "${p.name}" from the URL`).toHaveCount(1);
      await expect(entryRows(page).first()).toContainText(folderTitle(i));
      // A search field drops line breaks from what it shows; the filter keeps them.
      await expect(field).toHaveValue(p.text.replace(/[\r\n]/g, ''));
      await expectNoInjection(page, `filtered by "${p.name}" from the URL`);
      await expectFitsWidth(page, `filtered by "${p.name}" from the URL`);
    }

    // A folder no entry has: the empty state names it literally.
    const missing = '<img src=x onerror=alert("pwn-missing")> no such folder';
    await page.goto(`/entries?${new URLSearchParams({ folder_id: missing })}`);
    await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
    await expect(page.getByRole('main').getByText(missing, { exact: true })).toHaveText(missing);
    await expectSafeAtAllWidths(page, 'on an empty hostile folder');

    // A 10,000-character folder in the URL is cut to 255 characters, not a broken page.
    await page.goto(`/entries?${new URLSearchParams({ folder_id: LONG_WORD })}`);
    await expect(page.getByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('folder_id') === LONG_WORD.slice(0, 255),
    );
    await expect(field).toHaveValue(LONG_WORD.slice(0, 255));
    await expectSafeAtAllWidths(page, 'on a 10,000-character folder');
    expect(dialogs, 'dialogs').toEqual([]);
  });

  test('hostile text typed into the create form stays text in the form, its preview and the list', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialogs = watchDialogs(page);
    await plant(page);
    await signIn(page);
    await page.getByRole('button', { name: 'Create entry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create entry' })).toBeVisible();

    const text = (name: string) => PAYLOADS.find((p) => p.name === name)!.text;
    const title = text('img onerror breaking out of an attribute');
    const folder = text('SVG onload');
    // A text area keeps what is typed, except that it stores line breaks as \n.
    const description = PAYLOADS.filter((p) => p.text.length < 300 && wellFormed(p.text))
      .map((p) => p.text.replace(/\r\n?/g, '\n'))
      .join('\n')
      .slice(0, 5000)
      .trim();
    const items: { key: string; value: string; title: string }[] = [
      { key: '__proto__', value: text('script tag'), title: text('RTL override (U+202E)') },
      { key: 'constructor', value: LONG_WORD, title: text('ZWJ sequences and skin tones') },
      {
        key: text('script tag'),
        value: text('10,000-character markup'),
        title: text('SVG onload'),
      },
      { key: text('RTL override (U+202E)'), value: text('javascript: URL'), title: '' },
      {
        key: text('combining characters (zalgo)'),
        value: text('JS template literal'),
        title: text('SQL injection'),
      },
      {
        key: text('ZWJ sequences and skin tones'),
        value: text('iframe srcdoc'),
        title: text('zero-width characters'),
      },
    ];

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Folder', exact: true }).fill(folder);
    await page.getByRole('radio', { name: 'PASS' }).check();
    await page.getByLabel('Description').fill(description);
    await page.getByLabel('Callback URL').fill(text('javascript: URL'));
    for (const [i, item] of items.entries()) {
      await page.getByRole('button', { name: 'Add metadata item' }).click();
      const group = page.getByRole('group', { name: `Item ${i + 1}`, exact: true });
      await group.getByLabel('Key').fill(item.key);
      await group.getByLabel('Value').fill(item.value);
      await group.getByLabel('Item title').fill(item.title);
    }

    // The preview shows exactly what was typed, as JSON text.
    // Open already beside the form on a wide screen; a click opens it on a narrow one.
    const preview = page.getByRole('region', { name: 'Request body' });
    if (!(await preview.isVisible())) await page.getByText('Preview request').click();
    await expect(preview).toBeVisible();
    // It follows the form a moment after typing stops.
    await expect(async () => {
      const previewed = JSON.parse((await preview.textContent()) ?? '') as Record<string, unknown>;
      expect(previewed).toMatchObject({
        title,
        folder_id: folder,
        description,
        callback_url: text('javascript: URL'),
        metadata: items.map((item) => ({ type: 'TEXT', ...item })),
      });
    }).toPass();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expectSafeAtAllWidths(page, 'in the filled form with its preview');

    // A javascript: callback is refused in the browser; nothing is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posts += 1;
    });
    await page.getByRole('button', { name: 'Create entry', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: '1 problem to fix before creating the entry' }),
    ).toBeVisible();
    await expect(page.getByLabel('Callback URL')).toBeFocused();
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    await expectSafeAtAllWidths(page, 'with the form errors shown');
    expect(posts).toBe(0);

    // Without it, the entry is created with every string as typed.
    await page.getByLabel('Callback URL').fill('');
    await page.getByRole('button', { name: 'Create entry', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/entries' && url.searchParams.get('folder_id') === folder,
    );
    const row = page.locator('tbody tr[aria-current="true"]');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link').first()).toHaveText(title);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `Entry "${title}" created.`,
    );
    await expect(page.getByLabel('Folder', { exact: true })).toHaveValue(folder);

    // Entries made through the API settle over time; planted ones do not.
    const stored = (await storedEntries(page)).find((e) => e.settlesAt !== undefined);
    expect(stored).toMatchObject({
      title,
      folder_id: folder,
      description,
      metadata: items.map((item) => ({
        type: 'TEXT',
        key: item.key,
        value: item.value,
        ...(item.title ? { title: item.title } : {}),
      })),
    });
    await expectSafeAtAllWidths(page, 'on the list with the new hostile entry and its toast');
    expect(dialogs, 'dialogs').toEqual([]);
  });
});
