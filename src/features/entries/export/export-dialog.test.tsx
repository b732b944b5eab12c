import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allEntries, insertEntry, server } from '../../../mocks/node';
import { renderApp } from '../../../testing/render-app';
import { captureDownloads } from '../../../testing/downloads';
import { recordRequests } from '../../../testing/requests';
import { exportFileName } from './file-name';
import { readXlsx } from '../../../testing/read-xlsx';

const downloads = captureDownloads();

const listRequests = (requests: URL[]) =>
  requests.filter((r) => r.pathname.endsWith('/registry/list'));

async function openExport(url = '/entries', config = {}) {
  const requests = recordRequests();
  const app = renderApp(url, { config });
  await screen.findByText(/^Page 1 of/);
  await app.user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export entries' });
  requests.length = 0;
  return { ...app, dialog, requests };
}

describe('Export entries', () => {
  afterEach(() => vi.useRealTimers());

  it('exports every page of the view as CSV, with its own page size, and downloads it', async () => {
    const { user, dialog, requests } = await openExport('/entries', { exportPageSize: 100 });
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(dialog).toHaveTextContent(
      'Every entry in all folders, in the order “Newest first”, from all pages',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));

    const fileName = exportFileName('', 'csv');
    await within(dialog).findByText(`Exported 260 entries to ${fileName}.`);
    expect(
      listRequests(requests).map((r) => [r.searchParams.get('page'), r.searchParams.get('limit')]),
    ).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toBe(fileName);
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    // text() reads UTF-8 and drops the mark.
    const lines = (await downloads[0]!.blob.text()).split('\r\n');
    // The documented fields first; a field the server adds (folder_id) may follow.
    expect(lines[0]).toMatch(/^id,title,type,status,created_at(,|$)/);
    expect(lines).toHaveLength(1 + 260 + 1);
    expect(lines.slice(1, -1).map((line) => line.slice(0, 36))).toEqual(
      allEntries().map((e) => e.id),
    );
    // Nothing to say about moving data when it held still.
    expect(within(dialog).queryByText(/changed during the export|twice/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download again' })).toHaveAttribute(
      'download',
      fileName,
    );
  });

  it('exports the folder and order on screen as JSON', async () => {
    const { user, dialog, requests } = await openExport('/entries?folder_id=legal&order_by=title');
    expect(dialog).toHaveTextContent(
      'Every entry in folder Legal (legal), in the order “Title A–Z”',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));

    await within(dialog).findByText(/^Exported 37 entries/);
    const sent = listRequests(requests);
    expect(sent.every((r) => r.searchParams.get('folder_id') === 'legal')).toBe(true);
    expect(sent.every((r) => r.searchParams.get('order_by') === 'title')).toBe(true);
    expect(downloads[0]!.fileName).toBe(exportFileName('legal', 'json'));
    const items = JSON.parse(await downloads[0]!.blob.text()) as { id: string; title: string }[];
    const titles = items.map((i) => i.title);
    expect(titles).toEqual(
      [...titles].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
    );
    expect(new Set(items.map((i) => i.id))).toEqual(
      new Set(
        allEntries()
          .filter((e) => e.folder_id === 'legal')
          .map((e) => e.id),
      ),
    );
  });

  it('exports the view as an XLSX workbook: the CSV columns, dates as dates, text as text', async () => {
    const formula = insertEntry({
      title: '=HYPERLINK("https://evil.example","Click me")',
      folder_id: 'legal',
      template: 'PASS',
      metadata: [],
    });
    const { user, dialog } = await openExport('/entries', { exportPageSize: 100 });
    await user.click(within(dialog).getByRole('radio', { name: 'XLSX' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));

    const fileName = exportFileName('', 'xlsx');
    expect(fileName).toMatch(/^entries-all-\d{4}-\d\d-\d\d\.xlsx$/);
    await within(dialog).findByText(`Exported 261 entries to ${fileName}.`);
    expect(downloads[0]!.fileName).toBe(fileName);
    expect(downloads[0]!.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [sheet, ...others] = readXlsx(await downloads[0]!.blob.arrayBuffer());
    expect(others).toEqual([]);
    expect(sheet!.name).toBe('Entries');
    const [header, ...rows] = sheet!.rows;
    expect(header!.slice(0, 5)).toEqual(['id', 'title', 'type', 'status', 'created_at']);
    expect(rows.map((row) => row[0])).toEqual(allEntries().map((e) => e.id));
    const written = rows.find((row) => row[0] === formula.id)!;
    expect(written.slice(0, 5)).toEqual([
      formula.id,
      formula.title,
      'PASS',
      'PROCESSING',
      new Date(formula.created_at),
    ]);
    expect(sheet!.xml).not.toMatch(/<f[\s>]/);
  });

  it('shows progress, and Cancel export stops the walk: nothing is downloaded', async () => {
    // Clocks run as usual, and can be moved on at once past any retry's wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get('*/api/v1/registry/list', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await delay('infinite');
      }),
    );
    const { user, dialog, requests } = await openExport('/entries', { exportPageSize: 100 });
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancel export' })).toHaveFocus();
    const progress = await within(dialog).findByRole('progressbar', { name: 'Export progress' });
    await within(dialog).findByText('Page 1 of 3 · 100 of 260 entries');
    expect(progress).toHaveAttribute('value', '100');
    expect(progress).toHaveAttribute('max', '260');
    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    await within(dialog).findByText('Export cancelled. Nothing was downloaded.');
    expect(downloads).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Start export' })).toHaveFocus();
    // Retries wait at most 5 ms in tests (1 s for a Retry-After): none is left to come.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(listRequests(requests).map((r) => r.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says when entries moved during the export and leaves the repeat out', async () => {
    let inserted = false;
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) => {
        // An entry is created between page 1 and page 2: page 2 repeats page 1's last entry.
        const search = new URL(request.url).searchParams;
        if (!inserted && search.get('limit') === '100' && search.get('page') === '2') {
          inserted = true;
          insertEntry({ title: 'Created meanwhile', folder_id: 'legal', template: 'PASS' });
        }
      }),
    );
    const { user, dialog } = await openExport('/entries', { exportPageSize: 100 });
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(/^Exported 260 entries/);
    expect(dialog).toHaveTextContent('260 entries at the start, 261 at the end');
    expect(dialog).toHaveTextContent(
      '1 entry showed up twice as the list moved between pages; the repeat was left out.',
    );
    const lines = (await downloads[0]!.blob.text()).trim().split('\r\n').slice(1);
    const ids = lines.map((line) => line.slice(0, 36));
    expect(new Set(ids).size).toBe(260);
  });

  it('asks again for a page that failed in passing, and finishes the export', async () => {
    const requests = recordRequests();
    let failures = 0;
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const exportPage2 = query.get('limit') === '100' && query.get('page') === '2';
        return exportPage2 && failures++ === 0
          ? HttpResponse.json({ message: 'Database away' }, { status: 503 })
          : undefined;
      }),
    );
    const { user, dialog } = await openExport('/entries', { exportPageSize: 100 });
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(/^Exported 260 entries/);
    const pages = requests
      .filter((r) => r.pathname.endsWith('/registry/list') && r.searchParams.get('limit') === '100')
      .map((r) => r.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '2', '3']);
  });

  it('says why an export stopped, and downloads nothing', async () => {
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'Database away' }, { status: 500 })
          : undefined,
      ),
    );
    const { user, dialog } = await openExport('/entries', { exportPageSize: 100 });
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The export stopped: The server had a problem: Database away',
    );
    expect(downloads).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Start export' })).toBeEnabled();
  });

  it('Close closes the dialog; the export code is gone until opened again', async () => {
    const { user, dialog } = await openExport();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});

describe('Export entries while searching', () => {
  it('offers Search results first, and exports exactly the matches, from the index, with no list read', async () => {
    const requests = recordRequests();
    const app = renderApp('/entries');
    // A word of a title on the first page: the index holds that page.
    const entries = await screen.findByRole('table', { name: 'Entries' });
    const title = (await within(entries).findAllByRole('link'))[0]!.textContent!;
    const word = title.split(/\s+/).find((w) => w.length >= 4)!;
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search entries' }), word);
    const results = await screen.findByRole('table', { name: 'Search results' });
    const shown = await waitFor(() => {
      const ids = [...results.querySelectorAll<HTMLElement>('tr[data-entry-id]')].map(
        (row) => row.dataset.entryId!,
      );
      expect(ids.length).toBeGreaterThan(0);
      return ids;
    });
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export entries' });
    expect(within(dialog).getByRole('radio', { name: 'Search results' })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Every entry of the view' }),
    ).not.toBeChecked();
    // Its words say what it will write: the matches, counted, not the folder's every page.
    const some = shown.length === 1 ? 'the 1 entry' : `the ${shown.length} entries`;
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        new RegExp(`^The search results: ${some} in all folders that match(es)? the search`),
      ),
    );
    expect(dialog).not.toHaveTextContent('from all pages');
    requests.length = 0;
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));

    const fileName = exportFileName('', 'csv', new Date(), 'results');
    expect(fileName).toMatch(/^entries-all-search-\d{4}-\d{2}-\d{2}\.csv$/);
    await within(dialog).findByText(new RegExp(`to ${fileName}\\.`));
    expect(listRequests(requests)).toEqual([]);
    const lines = (await downloads.at(-1)!.blob.text()).trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.slice(0, 36))).toEqual(shown);
  });

  it('exports every entry of the view when asked, search or not', async () => {
    const app = renderApp('/entries?status=ACTIVE');
    await screen.findByRole('table', { name: 'Search results' });
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export entries' });
    await app.user.click(within(dialog).getByRole('radio', { name: 'Every entry of the view' }));
    expect(dialog).toHaveTextContent('Every entry in all folders, in the order “Newest first”');
    await app.user.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await within(dialog).findByText(
      `Exported ${allEntries().length} entries to ${exportFileName('', 'csv')}.`,
    );
  });
});
