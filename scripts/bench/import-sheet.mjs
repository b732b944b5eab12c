// Import of a spreadsheet, on the live build: a generated 10,000-row .xlsx (hand-written XML
// zipped with fflate: shared strings, a date column, numbers, text with leading zeros) chosen on
// `Import file`, timed from the file chosen to its rows shown (the counts painted and the table's
// first rows), the spreadsheet reader's chunk fetched and run in the import's worker included
// (each run is a fresh browser context). Prints the median and each run, with the longest
// main-thread task meanwhile.
//
//   node scripts/bench/import-sheet.mjs [--runs 5] [--skip-build]
/* global window, document */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { strToU8, zipSync } from 'fflate';
import { APP_DIR, buildApp, buildMock } from './build.mjs';
import { launchChromium } from './browser.mjs';
import { openImport } from './import.mjs';
import { startServer } from './server.mjs';
import { median } from './stats.mjs';

export const SHEET_ROWS = 10_000;
const HEADER = [
  'Title',
  'Folder',
  'Template',
  'Notes',
  'Encrypted',
  'Reference',
  'Signed',
  'Amount',
];
const COLUMNS = 'ABCDEFGH';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of one sheet: `rows` valid entries under HEADER, its text in shared strings. */
export function sheetWorkbook(rows) {
  const strings = [];
  const index = new Map();
  const shared = (value) => {
    if (!index.has(value)) index.set(value, strings.push(value) - 1);
    return index.get(value);
  };
  const s = (ref, value) => `<c r="${ref}" t="s"><v>${shared(value)}</v></c>`;
  const lines = [`<row r="1">${HEADER.map((h, i) => s(`${COLUMNS[i]}1`, h)).join('')}</row>`];
  for (let n = 1; n <= rows; n++) {
    const r = n + 1;
    lines.push(
      `<row r="${r}">${[
        s(`A${r}`, `Sheet ${n}, bench record`),
        s(`B${r}`, `sheet-${n % 7}`),
        s(`C${r}`, n % 3 === 0 ? 'PASS' : 'STORAGE'),
        s(`D${r}`, `Row ${n} of the spreadsheet bench`),
        `<c r="E${r}" t="b"><v>${n % 2}</v></c>`,
        s(`F${r}`, String(n).padStart(8, '0')),
        `<c r="G${r}" s="1"><v>${45000 + (n % 365)}</v></c>`,
        `<c r="H${r}"><v>${(n * 1.1).toFixed(2)}</v></c>`,
      ].join('')}</row>`,
    );
  }
  const parts = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Entries" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}"><sheetData>${lines.join('')}</sheetData></worksheet>`,
  };
  parts['xl/sharedStrings.xml'] =
    `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`;
  return zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)])));
}

/** One run: a fresh context, the file chosen, the ms until its rows are shown. */
async function onePass(browser, server, path, rows) {
  const session = await openImport(browser, server);
  const { page } = session;
  try {
    const ready = `${rows.toLocaleString('en-US')} rows ready, 0 rows with problems`;
    await page.evaluate(
      (text) =>
        window.__bench.arm({
          startOn: 'input',
          until: () =>
            (document.querySelector('.import-counts')?.textContent ?? '').includes(text) &&
            document.querySelector('table[aria-label="Import rows"] tbody tr[data-index]') !== null,
          timeoutMs: 60000,
        }),
      ready,
    );
    const chosenAt = await page.evaluate(() => performance.now());
    await (await page.$('input#import-file')).uploadFile(path);
    const ms = await page.evaluate(() => window.__bench.armed.result);
    const longestTaskMs = await page.evaluate(
      (t) => Math.max(0, ...window.__longTasks.filter((x) => x.start >= t).map((x) => x.duration)),
      chosenAt,
    );
    return { ms, longestTaskMs };
  } finally {
    await session.close();
  }
}

/** The figures for `runs` runs on a 10,000-row workbook. */
export async function measureImportSheet({ browser, server, runs, log = console.log }) {
  const dir = mkdtempSync(join(tmpdir(), 'registry-console-sheet-'));
  try {
    const path = join(dir, `sheet-${SHEET_ROWS}.xlsx`);
    const bytes = sheetWorkbook(SHEET_ROWS);
    writeFileSync(path, bytes);
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const sample = await onePass(browser, server, path, SHEET_ROWS);
      log(
        `import-sheet run ${run}: ${Math.round(sample.ms)} ms to the rows shown, longest task ${Math.round(sample.longestTaskMs)} ms`,
      );
      samples.push(sample);
    }
    return { rows: SHEET_ROWS, bytes: bytes.length, samples };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: args } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  if (!args['skip-build'] || !existsSync(`${APP_DIR}/index.html`)) await buildApp();
  const mock = await buildMock();
  mock.resetMemoryDb(Date.now(), { ...mock.defaultSettings(), latencyMs: 0 });
  const server = await startServer({ root: APP_DIR, mode: 'live', mock });
  const chromium = await launchChromium();
  try {
    const result = await measureImportSheet({
      browser: chromium.browser,
      server,
      runs: Number(args.runs),
    });
    const ms = result.samples.map((s) => s.ms);
    const tasks = result.samples.map((s) => s.longestTaskMs);
    console.log(
      `import-sheet ${result.rows.toLocaleString('en-US')} rows (.xlsx, ${(result.bytes / 1024).toFixed(0)} KB): file chosen → rows shown ${Math.round(median(ms))} ms median (${ms.map(Math.round).join(', ')}), longest main-thread task ${Math.round(Math.max(...tasks))} ms (${chromium.version})`,
    );
  } finally {
    await chromium.close();
    await server.close();
  }
}
