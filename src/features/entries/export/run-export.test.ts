import { describe, expect, it } from 'vitest';
import type { EntryList } from '../../../api/schemas';
import { runExport } from './run-export';

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
});
