/**
 * Export against a server that lies about its pages: one that ignores `limit`, one whose pages
 * hold fewer entries than its total, one that announces a million pages, one with huge entries,
 * one that sends the same entries on every page.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../testing/render-app';
import { captureDownloads } from '../../../testing/downloads';
import { recordRequests } from '../../../testing/requests';
import { exportFileName } from './file-name';

const downloads = captureDownloads();

const item = (n: number, title = `Entry ${n}`) => ({
  id: `id-${n}`,
  title,
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-11-20T12:00:00Z',
});

/** A list server: `page(n)` gives page n's items; the pagination says what the test wants. */
function serve(
  page: (n: number) => unknown[],
  pagination: { total: number; per_page: number; last_page: number },
) {
  const requested: number[] = [];
  server.use(
    http.get('*/api/v1/registry/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const n = Number(query.get('page'));
      if (query.get('limit') === '100') requested.push(n);
      return HttpResponse.json({
        message: 'OK',
        data: {
          items: page(n),
          pagination: { ...pagination, current_page: n, has_more_pages: n < pagination.last_page },
        },
      });
    }),
  );
  return requested;
}

async function openExport(config = {}) {
  recordRequests();
  const app = renderApp('/entries', { config });
  await screen.findByText(/^Page 1 of/);
  await app.user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export entries' });
  return { ...app, dialog };
}

const csvLines = async () => (await downloads[0]!.blob.text()).split('\r\n').slice(1, -1);

describe('Export against a hostile server', () => {
  it('keeps every entry of a server that ignores limit (5,000 a page, 15,000 in all)', async () => {
    serve((n) => (n <= 3 ? Array.from({ length: 5000 }, (_, i) => item((n - 1) * 5000 + i)) : []), {
      total: 15_000,
      per_page: 5000,
      last_page: 3,
    });
    const { user, dialog } = await openExport({ exportPageSize: 100 });
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(
      `Exported 15,000 entries to ${exportFileName('', 'csv')}.`,
      {},
      { timeout: 10_000 },
    );
    const ids = (await csvLines()).map((line) => line.split(',')[0]);
    expect(new Set(ids).size).toBe(15_000);
    expect(within(dialog).queryByText(/are missing|the file is partial/)).not.toBeInTheDocument();
  });

  it('says how many entries are missing when the pages hold fewer than the total', async () => {
    serve(() => Array.from({ length: 300 }, (_, i) => item(i)), {
      total: 15_000,
      per_page: 5000,
      last_page: 1,
    });
    const { user, dialog } = await openExport();
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(/^Exported 300 entries/);
    expect(dialog).toHaveTextContent(
      'The server counts 15,000 entries, but its pages held only 300 entries: 14,700 are missing from the file.',
    );
  });

  it('says the caps before the start', async () => {
    const { dialog } = await openExport();
    expect(dialog).toHaveTextContent(
      'One file holds at most 100,000 entries or 200 MB; a bigger export stops there and keeps a partial file.',
    );
  });

  it('stops at exportMaxEntries when the server announces a million pages, and keeps the file', async () => {
    const requested = serve((n) => Array.from({ length: 100 }, (_, i) => item(n * 100 + i)), {
      total: 100_000_000,
      per_page: 100,
      last_page: 1_000_000,
    });
    const { user, dialog } = await openExport({ exportMaxEntries: 250 });
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(
      `Exported the first 250 entries to ${exportFileName('', 'csv')} (a partial file).`,
    );
    expect(dialog).toHaveTextContent(
      'The export stopped at its limit of 250 entries (exportMaxEntries): the file is partial, with the first 250 entries of the 100,000,000 the server counts.',
    );
    expect(requested).toEqual([1, 2, 3]);
    expect(await csvLines()).toHaveLength(250);
  });

  it('stops at exportMaxBytes with huge entries: the file stays under it and is valid JSON', async () => {
    serve((n) => Array.from({ length: 100 }, (_, i) => item(n * 100 + i, 'é'.repeat(10_000))), {
      total: 100_000_000,
      per_page: 100,
      last_page: 1_000_000,
    });
    const { user, dialog } = await openExport({ exportMaxBytes: 100_000 });
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    // Each entry is over 20,000 bytes in UTF-8: four fit in 100 KB.
    await within(dialog).findByText(/^Exported the first 4 entries to .* \(a partial file\)\.$/);
    expect(dialog).toHaveTextContent(
      'The export stopped at its limit of 100 KB (exportMaxBytes): the file is partial, with the first 4 entries of the 100,000,000 the server counts.',
    );
    const blob = downloads[0]!.blob;
    expect(blob.size).toBeLessThanOrEqual(100_000);
    expect(JSON.parse(await blob.text())).toHaveLength(4);
  });

  it('stops when the server keeps sending entries already read, and says after which page', async () => {
    // Every page holds the same 100 entries; a million pages are announced.
    const requested = serve(() => Array.from({ length: 100 }, (_, i) => item(i)), {
      total: 100_000_000,
      per_page: 100,
      last_page: 1_000_000,
    });
    const { user, dialog } = await openExport();
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(`Exported 100 entries to ${exportFileName('', 'csv')}.`);
    expect(dialog).toHaveTextContent(
      'The server kept sending entries already read; stopped after page 4.',
    );
    expect(within(dialog).queryByText(/moved between pages/)).not.toBeInTheDocument();
    expect(requested).toEqual([1, 2, 3, 4]);
    expect(await csvLines()).toHaveLength(100);
  });
});
