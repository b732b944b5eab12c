// @vitest-environment node
/**
 * Files that lie or are built to hurt: malformed quotes, bad bytes past the first 64 KB, cells
 * with a million problems, headers with 100,000 or 200,000 columns. Each is refused with what is
 * wrong, or read with its problems counted, never merged, garbled or left half-read.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../lib/config';
import { makeRowChecker } from '../check/check-rows';
import { decodeFile, firstBadUtf8 } from './decode-text';
import { MAX_PROBLEMS } from './limits';
import { createPreviewEngine } from './preview-engine';
import { readCsv } from './read-csv';
import { readImportFile } from './read-file';

const check = makeRowChecker(defaultConfig.metadataTypes);
const named = (name: string, parts: BlobPart[]) => Object.assign(new Blob(parts), { name });

async function checkedCsv(text: string) {
  const result = await readCsv(text);
  if (!result.ok) throw new Error(result.reason);
  return {
    ...result,
    rows: result.rows.map((r, i) => check(r, i + 1, { folder: '', template: '' })),
  };
}

describe('malformed quotes', () => {
  it('make the merged row a row with a problem, never a row that is sent', async () => {
    const { rows } = await checkedCsv(
      'title,folder_id,template\n"x"y,f1,STORAGE\n"ok",f1,STORAGE\nlast,f1,PASS\n',
    );
    const merged = rows.find((row) => row.title.includes('x"y'));
    expect(merged?.body).toBeUndefined();
    expect(merged?.problems).toContainEqual(
      expect.stringMatching(/A quoted field has text after its closing quote/),
    );
    expect(rows.filter((row) => row.body).map((row) => row.title)).toEqual(['last']);
  });

  it('in the header refuse the file', async () => {
    expect(await readCsv('"title"x,folder_id\na,b\n')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The header row has a quoted field/),
    });
  });
});

describe('bytes that are not UTF-8', () => {
  const ascii = 'title,folder_id,template\n' + 'Plain row,f1,PASS\n'.repeat(5000);
  const lines = ascii.split('\n').length;

  it('past the first 64 KB refuse the file, naming the line and byte', async () => {
    const latin1 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x66, 0x2c, 0x50, 0x0a]);
    const result = await readImportFile(named('a.csv', [ascii, latin1]));
    expect(result).toEqual({
      ok: false,
      reason: `The file is not UTF-8 text: the byte 0xE9 at line ${lines.toLocaleString('en-US')} (byte ${(ascii.length + 4).toLocaleString('en-US')}) is not UTF-8 (a file saved as Latin-1 or Windows-1252 looks like this). Save it as UTF-8 (in Excel: "CSV UTF-8"; in other editors: Encoding → UTF-8) and import again.`,
    });
  });

  it('a NUL past the first 64 KB refuses the file too', async () => {
    const result = await readImportFile(named('a.csv', [ascii, 'x\0y,f,PASS\n']));
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/NUL byte at line/) });
  });

  it('text is read whole, a sequence cut short is named by its first byte, UTF-16 with its BOM is read', async () => {
    const text = 'title\nCafé Müller ✓\n';
    expect(await decodeFile(new Blob([text]))).toEqual({ ok: true, text });
    const cut = await readImportFile(
      named('a.csv', [ascii, new Uint8Array([0x62, 0xc3, 0x28, 0x0a])]),
    );
    expect(cut).toMatchObject({
      ok: false,
      reason: expect.stringContaining(
        `the byte 0xC3 at line ${lines.toLocaleString('en-US')} (byte ${(ascii.length + 2).toLocaleString('en-US')})`,
      ),
    });
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'title,folder_id,template\nÉté,f,PASS\n'].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    const result = await readImportFile(named('b.csv', [utf16]));
    expect(result).toMatchObject({ ok: true, rows: [{ title: 'Été' }] });
  });

  it('are found where strict UTF-8 says: overlong, surrogate, cut at the end', () => {
    expect(firstBadUtf8(new Uint8Array([0x41, 0xc0, 0x80]))).toBe(1);
    expect(firstBadUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstBadUtf8(new Uint8Array([0x41, 0xe2, 0x82]))).toBe(1);
    expect(firstBadUtf8(new TextEncoder().encode('Café ✓ 𝄞'))).toBe(-1);
  });
});

describe('files built to freeze the tab', () => {
  it('a metadata cell of a million non-objects is one problem', async () => {
    const cell = `"[${Array(1_000_000).fill('1').join(',')}]"`;
    const { rows } = await checkedCsv(`title,folder_id,template,metadata\nT,f,PASS,${cell}\n`);
    expect(rows[0]!.problems).toEqual([
      'Metadata: keep it to 1,000 metadata items or fewer; this row has 1,000,000.',
    ]);
  });

  it('a row keeps its first problems and counts the rest', async () => {
    const cell = `"[${Array(999).fill('1').join(',')}]"`;
    const { rows } = await checkedCsv(`title,folder_id,template,metadata\nT,f,PASS,${cell}\n`);
    expect(rows[0]!.problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(rows[0]!.problems.at(-1)).toBe(`…and ${999 - MAX_PROBLEMS} more problems in this row.`);
  });

  it('100,000 unknown columns: the first 500 are matched, the rest one notice', async () => {
    const header = ['title', ...Array.from({ length: 100_000 }, (_, i) => `x${i}`)].join(',');
    const result = await readCsv(`${header}\nT\n`);
    expect(result.ok && result.notices).toEqual([
      'The file has 100,001 columns: the 99,501 past column 500 are not imported.',
    ]);
    expect(result.ok && result.choices?.filter((c) => c === 'item')).toHaveLength(499);
  });

  it('200,000 meta: columns and 1,001 metadata items: the row says it has too many items', async () => {
    const keys = Array.from({ length: 200_000 }, (_, i) => `meta:k${i}`).join(',');
    const values = Array(200_000).fill('v').join(',');
    const items = JSON.stringify(
      Array.from({ length: 1001 }, (_, i) => ({ type: 'TEXT', key: `j${i}`, value: 'v' })),
    ).replace(/"/g, '""');
    const { rows } = await checkedCsv(
      `title,folder_id,template,metadata,${keys}\nT,f,PASS,"${items}",${values}\n`,
    );
    expect(rows[0]!.problems).toHaveLength(1);
    expect(rows[0]!.problems[0]).toMatch(
      /^Metadata: keep it to 1,000 metadata items or fewer; this row has [\d,]+\.$/,
    );
  });

  it('40,000 invalid metadata items: the file is read and the row says what is wrong', async () => {
    const metadata = Array.from({ length: 40_000 }, () => ({ type: 'BAD', key: '' }));
    const body = [{ title: 'T', folder_id: 'f', template: 'PASS', metadata }];
    const file = new File([JSON.stringify(body)], 'rows.json');
    const answer = await createPreviewEngine()({
      type: 'read',
      file,
      defaults: { folder: '', template: '' },
      metadataTypes: defaultConfig.metadataTypes,
    });
    if (answer.type !== 'file') throw new Error(answer.type);
    const { rows } = answer.file;
    expect(rows[0]!.problems).toEqual([
      'Metadata: keep it to 1,000 metadata items or fewer; this row has 40,000.',
    ]);
  });
});
