import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name';
import { csvCell, FORMATS } from './formats';

const entry = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-03-04T05:06:07Z',
  ...extra,
});

function writeAll(format: 'csv' | 'json', pages: Record<string, unknown>[][]): string {
  const writer = FORMATS[format].create();
  const page = (items: Record<string, unknown>[]) =>
    writer.begin(items) + items.map(writer.row).join('');
  return pages.map(page).join('') + writer.end();
}

/** A small RFC 4180 reader, to read back what the writer wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  expect(cell, 'the last line ends with CRLF').toBe('');
  return rows;
}

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    [{ a: 1 }, '"{""a"":1}"'],
    ['Ünïcödé ✓ 日本', 'Ünïcödé ✓ 日本'],
  ])('%j is written as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\r=x', '"\'\r=x"'],
    ['=HYPERLINK("http://evil","click")', '"\'=HYPERLINK(""http://evil"",""click"")"'],
  ])('a formula %j is neutralised as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    [' =1+1', "' =1+1"],
    ['   +cmd', "'   +cmd"],
    ['\u00A0@SUM(A1)', "'\u00A0@SUM(A1)"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['\u200B=1+1', "'\u200B=1+1"],
    ['\uFEFF=1+1', "'\uFEFF=1+1"],
    ['\u0000=1+1', "'\u0000=1+1"],
    ['\u0000plain', "'\u0000plain"],
    ['\nline', '"\'\nline"'],
    ['\u000B=x', "'\u000B=x"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0BSUM(A1)', "'\uFF0BSUM(A1)"],
    ['\uFF0D2+3', "'\uFF0D2+3"],
    ['\uFF20cmd', "'\uFF20cmd"],
    [' \uFF1DHYPERLINK(1)', "' \uFF1DHYPERLINK(1)"],
    ['\uFE66cmd', "'\uFE66cmd"],
  ])('a formula behind whitespace or in full-width %j is neutralised as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves a formula character alone when it is not the first', () => {
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell('2026-01-01')).toBe('2026-01-01');
    expect(csvCell(' leading space')).toBe(' leading space');
    expect(csvCell('\u3000全角')).toBe('\u3000全角');
    expect(csvCell('a \uFF1D b')).toBe('a \uFF1D b');
  });

  it('keeps ordinary numbers as they were: a negative one as text, a positive one as is', () => {
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell('-1.5')).toBe("'-1.5");
    expect(csvCell(42.5)).toBe('42.5');
  });
});

describe('CSV file', () => {
  it('is a UTF-8 CSV with a BOM, a header of the documented fields, CRLF lines, across pages', () => {
    const text = writeAll('csv', [
      [entry('1', 'First'), entry('2', 'Second, with comma')],
      [],
      [entry('3', '=cmd|"/c calc"!A1')],
    ]);
    expect(text.startsWith('\uFEFFid,title,type,status,created_at\r\n')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['id', 'title', 'type', 'status', 'created_at'],
      ['1', 'First', 'STORAGE', 'ACTIVE', '2026-03-04T05:06:07Z'],
      ['2', 'Second, with comma', 'STORAGE', 'ACTIVE', '2026-03-04T05:06:07Z'],
      ['3', '\'=cmd|"/c calc"!A1', 'STORAGE', 'ACTIVE', '2026-03-04T05:06:07Z'],
    ]);
  });

  it('adds the extra fields of the first page as columns after the documented ones', () => {
    const text = writeAll('csv', [
      [entry('1', 'A', { folder_id: 'legal', '=evil': 'x' })],
      [entry('2', 'B', { folder_id: 'finance', later: 'not a column' })],
    ]);
    expect(parseCsv(text.slice(1))).toEqual([
      ['id', 'title', 'type', 'status', 'created_at', 'folder_id', "'=evil"],
      ['1', 'A', 'STORAGE', 'ACTIVE', '2026-03-04T05:06:07Z', 'legal', 'x'],
      ['2', 'B', 'STORAGE', 'ACTIVE', '2026-03-04T05:06:07Z', 'finance', ''],
    ]);
  });

  it('is a header alone when the view is empty', () => {
    expect(writeAll('csv', [])).toBe('\uFEFFid,title,type,status,created_at\r\n');
    expect(writeAll('csv', [[]])).toBe('\uFEFFid,title,type,status,created_at\r\n');
  });
});

describe('JSON file', () => {
  it('is an array of the entries as sent, every field kept, one per line, across pages', () => {
    const pages = [
      [entry('1', '=1+1', { folder_id: 'legal' }), entry('2', 'Quote " and \\ and \u2028')],
      [],
      [entry('3', 'Third', { nested: { deep: [1, 2] } })],
    ];
    const text = writeAll('json', pages);
    expect(JSON.parse(text)).toEqual(pages.flat());
    expect(text.split('\n')).toHaveLength(3 + 2 + 1);
    // Nothing is neutralised in JSON: it is data, not a spreadsheet.
    expect(JSON.parse(text)[0].title).toBe('=1+1');
  });

  it('is an empty array when the view is empty', () => {
    expect(JSON.parse(writeAll('json', []))).toEqual([]);
    expect(JSON.parse(writeAll('json', [[]]))).toEqual([]);
  });
});

describe('export file name', () => {
  const day = new Date(2026, 0, 5, 23, 59);

  it('names the folder, or all, and the local date', () => {
    expect(exportFileName('', 'csv', day)).toBe('entries-all-2026-01-05.csv');
    expect(exportFileName('legal', 'json', day)).toBe('entries-legal-2026-01-05.json');
    expect(exportFileName('human-resources', 'csv', day)).toBe(
      'entries-human-resources-2026-01-05.csv',
    );
  });

  it('keeps only safe characters of a folder id', () => {
    expect(exportFileName('../../etc/passwd', 'csv', day)).toBe(
      'entries-etc-passwd-2026-01-05.csv',
    );
    expect(exportFileName('Café Zürich/2026', 'csv', day)).toBe(
      'entries-Cafe-Zurich-2026-2026-01-05.csv',
    );
    expect(exportFileName('<script>', 'csv', day)).toBe('entries-script-2026-01-05.csv');
    expect(exportFileName('日本', 'csv', day)).toBe('entries-folder-2026-01-05.csv');
    const long = exportFileName('x'.repeat(300), 'csv', day);
    expect(long).toBe(`entries-${'x'.repeat(60)}-2026-01-05.csv`);
  });
});
