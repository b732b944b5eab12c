import { describe, expect, it } from 'vitest';
import type { EntryList } from '../../../api/schemas';
import { runExport } from './run-export';
import { readXlsx } from '../../../testing/read-xlsx';

const item = (n: number, title: string) => ({
  id: `id-${n}`,
  title,
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-11-20T12:00:00Z',
});

/** Pages of `perPage` entries titled `title`, without end (a million announced). */
const endless =
  (title: string, perPage = 10) =>
  async (page: number): Promise<EntryList> => ({
    items: Array.from({ length: perPage }, (_, i) => item(page * perPage + i, title)),
    pagination: {
      total: 10_000_000,
      per_page: perPage,
      current_page: page,
      last_page: 1_000_000,
      has_more_pages: true,
    },
  });

describe('runExport caps', () => {
  it('counts bytes as the file holds them in UTF-8', async () => {
    const { blob, summary } = await runExport({
      format: 'csv',
      fetchPage: endless('Ünï 日本 😀 \uD800lone'),
      signal: new AbortController().signal,
      maxEntries: 25,
    });
    expect(summary).toMatchObject({ entries: 25, capped: 'entries', pages: 3 });
    expect(summary.bytes).toBe(blob.size);
  });

  it('keeps the CSV header and a valid JSON file when not one entry fits', async () => {
    const huge = 'x'.repeat(20_000);
    const csv = await runExport({
      format: 'csv',
      fetchPage: endless(huge),
      signal: new AbortController().signal,
      maxBytes: 10_000,
    });
    expect(csv.summary).toMatchObject({ entries: 0, capped: 'bytes', pages: 1 });
    expect(await csv.blob.text()).toBe('id,title,type,status,created_at\r\n');
    const json = await runExport({
      format: 'json',
      fetchPage: endless(huge),
      signal: new AbortController().signal,
      maxBytes: 10_000,
    });
    expect(JSON.parse(await json.blob.text())).toEqual([]);
  });

  it('is not capped when the last page ends exactly at the cap', async () => {
    const { summary } = await runExport({
      format: 'json',
      fetchPage: async (page) => ({
        ...(await endless('t')(page)),
        pagination: {
          total: 10,
          per_page: 10,
          current_page: 1,
          last_page: 1,
          has_more_pages: false,
        },
      }),
      signal: new AbortController().signal,
      maxEntries: 10,
    });
    expect(summary).toMatchObject({ entries: 10, capped: null });
  });

  it('stops a workbook at the byte cap with the entries that fit, and at the entry cap', async () => {
    const signal = new AbortController().signal;
    // Each entry's CSV text is 64 bytes; past the header's 33 and the 3 kept for the end, 5 fit.
    const bytes = await runExport({
      format: 'xlsx',
      fetchPage: endless('x'.repeat(20)),
      signal,
      maxBytes: 33 + 3 + 5 * 64 + 10,
    });
    expect(bytes.summary).toMatchObject({ entries: 5, capped: 'bytes' });
    expect(bytes.summary.bytes).toBe(bytes.blob.size);
    const [sheet] = readXlsx(await bytes.blob.arrayBuffer());
    expect(sheet!.rows.map((row) => row[0])).toEqual([
      'id',
      ...[0, 1, 2, 3, 4].map((n) => `id-${n + 10}`),
    ]);

    const entries = await runExport({
      format: 'xlsx',
      fetchPage: endless('t'),
      signal,
      maxEntries: 15,
    });
    expect(entries.summary).toMatchObject({ entries: 15, capped: 'entries' });
    expect(readXlsx(await entries.blob.arrayBuffer())[0]!.rows).toHaveLength(16);
  });

  it('writes a workbook with its header when not one entry fits', async () => {
    const { blob } = await runExport({
      format: 'xlsx',
      fetchPage: endless('x'.repeat(20_000)),
      signal: new AbortController().signal,
      maxBytes: 10_000,
    });
    expect(readXlsx(await blob.arrayBuffer())[0]!.rows).toEqual([
      ['id', 'title', 'type', 'status', 'created_at'],
    ]);
  });
});
