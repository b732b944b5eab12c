// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../lib/config';
import { makeRowChecker } from '../check/check-rows';
import { MAX_ROWS, readCsv } from './read-csv';
import { MAX_BYTES, checkFile, readImportFile, readJson } from './read-file';

const types = defaultConfig.metadataTypes;
const check = makeRowChecker(types);
const noDefaults = { folder: '', template: '' };

async function csvRows(text: string, defaults = noDefaults) {
  const result = await readCsv(text);
  if (!result.ok) throw new Error(result.reason);
  return { ...result, checked: result.rows.map((row, i) => check(row, i + 1, defaults)) };
}

describe('reading CSV', () => {
  it('detects a ; delimiter, drops the BOM and keeps quoted commas, quotes and line breaks', async () => {
    const text =
      '\uFEFFtitle;folder_id;template;description\r\n' +
      'Plain;f1;STORAGE;one\r\n' +
      '"With ; and , inside";f1;PASS;"He said ""hi""\r\nand left"\r\n';
    const { checked, notices } = await csvRows(text);
    expect(notices).toEqual([]);
    expect(checked).toHaveLength(2);
    expect(checked[0]!.body).toMatchObject({
      title: 'Plain',
      folder_id: 'f1',
      template: 'STORAGE',
    });
    expect(checked[1]!.body).toMatchObject({
      title: 'With ; and , inside',
      template: 'PASS',
      description: 'He said "hi"\r\nand left',
    });
  });

  it('reads meta:<key> columns as TEXT items and a metadata column as a JSON array', async () => {
    const text =
      'title,folder_id,template,meta:colour,meta:size,metadata\n' +
      'A,f,STORAGE,red,,"[{""type"":""FILE"",""key"":""doc"",""file"":""s3://x""}]"\n';
    const { checked } = await csvRows(text);
    expect(checked[0]!.problems).toEqual([]);
    expect(checked[0]!.body!.metadata).toEqual([
      { type: 'FILE', key: 'doc', file: 's3://x' },
      { type: 'TEXT', key: 'colour', value: 'red' },
    ]);
  });

  it('reads data_encrypted as true/false, 1/0 or yes/no, and names anything else', async () => {
    const text =
      'title,folder_id,template,data_encrypted\na,f,PASS,yes\nb,f,PASS,0\nc,f,PASS,TRUE\nd,f,PASS,maybe\ne,f,PASS,\n';
    const { checked } = await csvRows(text);
    expect(checked.map((r) => r.body?.data_encrypted)).toEqual([
      true,
      false,
      true,
      undefined,
      false,
    ]);
    expect(checked[3]!.problems).toEqual(['Encrypt data maybe is not true/false, 1/0 or yes/no.']);
  });

  it('makes unknown columns metadata items, and refuses a header filling one field twice', async () => {
    const unknown = await csvRows('title,folder_id,template,colour\na,f,PASS,red\n');
    expect(unknown.notices).toEqual([]);
    expect(unknown.blocking).toBe(false);
    expect(unknown.checked[0]!.problems).toEqual([]);
    expect(unknown.checked[0]!.body!.metadata).toEqual([
      { type: 'TEXT', key: 'colour', value: 'red' },
    ]);

    const dup = await csvRows('title,folder_id,Title,template\na,f,b,PASS\n');
    expect(dup.blocking).toBe(true);
    expect(dup.notices).toEqual([
      'The column "title" appears 2 times: columns 1, 3 all fill Title. In Match columns, choose Ignore for all but one.',
    ]);
  });

  it('checks every row with the form rules, in the form words, and fills defaults', async () => {
    const text =
      'title,folder_id,template,callback_url,metadata\n' +
      ',,,javascript:alert(1),\n' +
      'ok,,,,"[{""type"":""TEXT"",""key"":""k"",""value"":""1""},{""type"":""TEXT"",""key"":""k"",""value"":""2""}]"\n' +
      'fine,,,https://example.com/cb,\n';
    const { checked } = await csvRows(text, { folder: 'inbox', template: 'STORAGE' });
    expect(checked[0]!.problems).toEqual([
      'Title: Enter a title.',
      'Callback URL javascript:alert(1) is not an absolute URL starting with https:// or http://.',
    ]);
    expect(checked[1]!.problems).toEqual([
      'Metadata item 2, Key: This key is already used above; keys must be unique.',
    ]);
    expect(checked[2]!.body).toEqual({
      title: 'fine',
      folder_id: 'inbox',
      template: 'STORAGE',
      callback_url: 'https://example.com/cb',
      data_encrypted: false,
      metadata: [],
    });
    const noDefault = await csvRows(text);
    expect(noDefault.checked[2]!.problems).toEqual([
      'Folder: Enter a folder.',
      'Template: Choose a template.',
    ]);
  });

  it('flags a row with more cells than the header, and a metadata cell that is not JSON', async () => {
    const { checked } = await csvRows(
      'title,folder_id,template,metadata\na,f,PASS,{oops\nb,f,PASS,,extra\n',
    );
    expect(checked[0]!.problems).toEqual(['Metadata: the metadata column is not valid JSON.']);
    expect(checked[1]!.problems[0]).toMatch(/5 cells but the header has 4/);
  });

  it('refuses a header without rows and too many rows; reads a file with no known column', async () => {
    expect(await readCsv('title,folder_id\n')).toEqual({
      ok: false,
      reason: 'The file has a header row but no rows.',
    });
    // Every column a metadata item: the rows say what is missing, and columns can be matched.
    expect(await readCsv('a,b\n1,2\n')).toMatchObject({ ok: true, choices: ['item', 'item'] });
    const big = 'title\n' + 'x\n'.repeat(MAX_ROWS + 1);
    expect(await readCsv(big)).toEqual({
      ok: false,
      reason: 'The file has more than 100,000 rows: split it into smaller files.',
    });
  });
});

describe('reading JSON and NDJSON', () => {
  it('reads an array of create bodies, reporting unknown fields once', () => {
    const result = readJson(
      JSON.stringify([
        { id: 'x', title: 'A', folder_id: 'f', template: 'PASS', data_encrypted: true },
        {
          id: 'y',
          title: 'B',
          folder_id: 'f',
          template: 'PASS',
          metadata: [{ type: 'TEXT', key: 'k', value: 'v' }],
        },
      ]),
    );
    expect(result).toMatchObject({ ok: true, format: 'json' });
    if (!result.ok) return;
    expect(result.notices).toEqual([
      'The field "id" is not one the console knows: it is not imported.',
    ]);
    const rows = result.rows.map((row, i) => check(row, i + 1, noDefaults));
    expect(rows[0]!.body).toMatchObject({ title: 'A', data_encrypted: true });
    expect(rows[1]!.body!.metadata).toEqual([{ type: 'TEXT', key: 'k', value: 'v' }]);
  });

  it('reads one object per line', () => {
    const result = readJson('{"title":"a","folder_id":"f","template":"PASS"}\n\n{"title":"b"}\n');
    expect(result).toMatchObject({ ok: true, format: 'ndjson' });
    if (result.ok) expect(result.rows).toHaveLength(2);
  });

  it('refuses JSON that is not an array of objects, with the reason', () => {
    expect(readJson('[1, {"title":"a"}]')).toEqual({
      ok: false,
      reason: 'The JSON is not an array of objects: item 1 is a number.',
    });
    expect(readJson('[]')).toEqual({ ok: false, reason: 'The file has no rows to import.' });
    expect(readJson('[{"title":')).toEqual({ ok: false, reason: 'The file is not valid JSON.' });
    expect(readJson('{"a":1}\nnot json')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Line 2 /),
    });
    expect(readJson('\uFEFF  ')).toEqual({ ok: false, reason: 'The file is empty.' });
  });
});

describe('checking a file before reading it', () => {
  const file = (name: string, content: BlobPart[]) => Object.assign(new Blob(content), { name });

  it('refuses empty, binary, oversized and unknown files', async () => {
    expect(await checkFile(file('a.csv', []))).toBe('The file is empty.');
    expect(await checkFile(file('a.pdf', ['x']))).toBe(
      'Choose a .csv, .tsv, .json, .ndjson, .xlsx or .ods file.',
    );
    expect(await checkFile(file('a.xls', ['x']))).toMatch(
      /^The console reads spreadsheets saved as Excel workbooks \(\.xlsx\) or OpenDocument \(\.ods\)\..*CSV/,
    );
    expect(await checkFile(file('a.xlsx', ['x']))).toBeNull();
    expect(
      await readImportFile(file('a.csv', [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])])),
    ).toEqual({ ok: false, reason: expect.stringMatching(/looks binary/) });
    // A UTF-16 byte-order mark is read as UTF-16: one odd byte after it is not UTF-16.
    expect(await readImportFile(file('a.csv', [new Uint8Array([0xff, 0xfe, 0x41])]))).toEqual({
      ok: false,
      reason: expect.stringMatching(/is not valid UTF-16/),
    });
    const huge = { name: 'big.csv', size: MAX_BYTES + 1 } as Blob & { name: string };
    expect(await checkFile(huge)).toBe('The file is over 50 MB: split it into smaller files.');
    expect(await checkFile(file('ok.csv', ['title\nx\n']))).toBeNull();
  });

  it('reads an accepted JSON file by its extension', async () => {
    const result = await readImportFile(file('rows.ndjson', ['{"title":"a"}\n']));
    expect(result).toMatchObject({ ok: true, format: 'ndjson' });
  });
});
