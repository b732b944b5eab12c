import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../testing/read-xlsx';
import { buildXlsx, MAX_CELL_TEXT } from './build-xlsx';

describe('buildXlsx', () => {
  it('writes each sheet as given: text as text, dates as dates, numbers and booleans as such', () => {
    const created = new Date('2026-01-05T10:11:12Z');
    const hostile = [
      '=HYPERLINK("https://evil.example","Click me")',
      '+1',
      '-2',
      '@SUM(A1)',
      '\tTab',
      '\rReturn',
      '  leading and trailing  ',
      'line one\nline two',
      '007',
      '1e3',
      '2026-01-05',
      'TRUE',
      '_x0041_ stays itself',
      'a <b> & "c" \u0001 😀',
    ];
    const [entries, notes] = readXlsx(
      buildXlsx([
        {
          name: 'Entries',
          rows: [
            ['id', 'title', 'created_at', 'count', 'kept'],
            ...hostile.map((title, i) => [`id-${i}`, title, created, i, i % 2 === 0]),
          ],
        },
        {
          name: 'Notes',
          rows: [
            ['Column', 'What it holds'],
            ['Title', null, 'third'],
          ],
        },
      ]),
    );

    expect(entries!.name).toBe('Entries');
    expect(entries!.rows[0]).toEqual(['id', 'title', 'created_at', 'count', 'kept']);
    expect(entries!.rows.slice(1).map((row) => row[1])).toEqual(hostile);
    expect(entries!.rows[1]).toEqual(['id-0', hostile[0], created, 0, true]);
    expect(entries!.rows[2]!.slice(3)).toEqual([1, false]);
    // Nothing is a formula, and every text is a shared string cell, never a formula's result.
    expect(entries!.xml).not.toMatch(/<f[\s>]/);
    expect(entries!.xml).not.toMatch(/t="(str|inlineStr)"/);
    expect(notes!.name).toBe('Notes');
    expect(notes!.rows).toEqual([
      ['Column', 'What it holds'],
      ['Title', null, 'third'],
    ]);
  });

  it('cuts a text to the most a cell holds instead of failing', () => {
    const [sheet] = readXlsx(
      buildXlsx([{ name: 'Long', rows: [['x'.repeat(MAX_CELL_TEXT + 5)]] }]),
    );
    expect(sheet!.rows[0]![0]).toBe('x'.repeat(MAX_CELL_TEXT));
  });

  it('writes a sheet with a header only', () => {
    const [sheet] = readXlsx(buildXlsx([{ name: 'Entries', rows: [['id', 'title']] }]));
    expect(sheet!.rows).toEqual([['id', 'title']]);
  });
});
