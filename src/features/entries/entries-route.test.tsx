import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertEntry, server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';
import { recordRequests } from '../../testing/requests';
import { listWith } from '../../testing/list-with';

/** How often the list refreshes while an entry is in progress. */
const POLL_MS = 2500;
/** How long the Folder field waits after typing before it applies the folder. */
const FOLDER_DELAY_MS = 350;

const UNKNOWN = (value: string) => `${value} — not a value the console knows`;

const listRequests = (requests: URL[]) =>
  requests.filter((r) => r.pathname.endsWith('/registry/list'));

function table() {
  return screen.getByRole('table', { name: 'Entries' });
}

async function rows() {
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
  return within(table()).getAllByRole('row').slice(1);
}

describe('Entries screen', () => {
  afterEach(() => vi.useRealTimers());

  it('renders each column, unknown type and status as neutral badges, and a bad date as raw text', async () => {
    listWith([
      {
        id: '01J9ZX3Q6W8K2M4N5P7R9S1T3V',
        title: 'Known entry',
        type: 'STORAGE',
        status: 'ACTIVE',
        created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
      },
      {
        id: 'id-2',
        title: 'Odd entry',
        type: 'HOLOGRAM',
        status: 'QUANTUM',
        created_at: 'not a date',
        extra: 'ignored',
      },
    ]);
    renderApp('/entries');
    const [first, second] = await rows();
    expect(within(first!).getByText('01J9ZX3Q…')).toHaveAttribute(
      'title',
      '01J9ZX3Q6W8K2M4N5P7R9S1T3V',
    );
    expect(within(first!).getByText('Known entry')).toBeInTheDocument();
    expect(within(first!).getByText('STORAGE')).toHaveAttribute('title', 'STORAGE');
    expect(within(first!).getByText('ACTIVE')).toHaveAttribute('title', 'ACTIVE');
    const time = within(first!).getByText('3 hours ago').closest('time')!;
    expect(time.getAttribute('title')).toMatch(/Z \(UTC\)$/);
    // Unknown values are shown as sent, and say on hover that the console does not know them.
    expect(within(second!).getByText('HOLOGRAM')).toHaveAttribute('title', UNKNOWN('HOLOGRAM'));
    expect(within(second!).getByText('QUANTUM')).toHaveAttribute('title', UNKNOWN('QUANTUM'));
    expect(within(second!).getByText('not a date')).toBeInTheDocument();
    expect(within(second!).getByText('unreadable date')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('renders at most the page asked for and says the server sent more', async () => {
    listWith(
      Array.from({ length: 1500 }, (_, i) => ({
        id: `id-${i + 1}`,
        title: `Entry ${i + 1}`,
        type: 'STORAGE',
        status: 'ACTIVE',
        created_at: '2026-11-20T10:00:00Z',
      })),
      { total: 1500, per_page: 10, current_page: 1, last_page: 150, has_more_pages: true },
    );
    renderApp('/entries');
    expect(await rows()).toHaveLength(10);
    expect(screen.getByText('Entry 10')).toBeInTheDocument();
    expect(screen.queryByText('Entry 11')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        /The server sent 1,500 rows for a page of 10: only the first 10 are shown/,
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('shows a clear error when the answer misses a required field', async () => {
    listWith([{ id: 'x', title: 'No status', type: 'PASS', created_at: '2026-01-01T00:00:00Z' }]);
    renderApp('/entries');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected response from the server: data.items.0.status',
    );
  });

  it('debounces the folder filter: one request after typing, URL updated, page reset', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/entries?page=3');
    await screen.findByText('Page 3 of 26');
    await user.type(screen.getByLabelText('Folder'), 'finance');
    await screen.findByText('38 entries');
    expect(currentUrl(router)).toBe('/entries?folder_id=finance');
    // One request for the view (page 1); page 2 is only the prefetch.
    const folderRequests = listRequests(requests).filter(
      (r) => r.searchParams.has('folder_id') && r.searchParams.get('page') === '1',
    );
    expect(folderRequests.map((r) => r.searchParams.get('folder_id'))).toEqual(['finance']);
  });

  it('clears the folder filter with its clear button', async () => {
    const { user, router } = renderApp('/entries?folder_id=legal');
    await screen.findByText('37 entries');
    await user.click(screen.getByRole('button', { name: 'Clear folder filter' }));
    await screen.findByText('260 entries');
    expect(currentUrl(router)).toBe('/entries');
    expect(screen.getByLabelText('Folder')).toHaveValue('');
  });

  it('falls back to defaults for bad URL values and corrects the URL', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/entries?page=-3&limit=7&order_by=bogus');
    await screen.findByText('Page 1 of 26');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    const sent = listRequests(requests);
    expect(
      sent.every(
        (r) =>
          r.searchParams.get('limit') === '10' && r.searchParams.get('order_by') === '-created_at',
      ),
    ).toBe(true);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
    expect(screen.getByLabelText('Sort by')).toHaveValue('-created_at');
  });

  it('pages with every button and disables the ends', async () => {
    const { user, router } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    const button = (name: string) => screen.getByRole('button', { name });
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    await user.click(button('Next page'));
    await screen.findByText('Page 2 of 26');
    await user.click(button('Last page'));
    await screen.findByText('Page 26 of 26');
    expect(currentUrl(router)).toBe('/entries?page=26');
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();
    expect(await rows()).toHaveLength(10);
    await user.click(button('Previous page'));
    await screen.findByText('Page 25 of 26');
    await user.click(button('First page'));
    await screen.findByText('Page 1 of 26');
    expect(currentUrl(router)).toBe('/entries');
  });

  it('changing rows per page returns to page 1', async () => {
    const { user, router } = renderApp('/entries?page=4');
    await screen.findByText('Page 4 of 26');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await screen.findByText('Page 1 of 11');
    expect(currentUrl(router)).toBe('/entries?limit=25');
    expect(await rows()).toHaveLength(25);
  });

  it('moves a page past the end to the last page', async () => {
    const { router } = renderApp('/entries?page=999');
    await screen.findByText('Page 26 of 26');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?page=26'));
    expect(await rows()).toHaveLength(10);
  });

  /** The arrows a sort header draws, by where each one's head points. */
  const arrows = (header: HTMLElement) =>
    [...header.querySelectorAll('svg path')].map((path) =>
      // The head's tip is where both strokes of the head meet: "L6 2" (top) or "L6 10" (bottom).
      /L6 2(?!\d)/.test(path.getAttribute('d') ?? '') ? 'up' : 'down',
    );

  it('orders with the Sort by select and the column headers, one arrow on the sorted one', async () => {
    const { user, router } = renderApp('/entries?page=2');
    await screen.findByText('Page 2 of 26');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'title');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?order_by=title'));
    const titleHeader = screen.getByRole('columnheader', { name: /Title/ });
    await waitFor(() => expect(titleHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(arrows(titleHeader)).toEqual(['up']);
    const titles = (await rows()).map((row) => within(row).getByRole('link').textContent!);
    expect(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    ).toEqual(titles);

    await user.click(within(titleHeader).getByRole('button'));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?order_by=-title'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    expect(arrows(titleHeader)).toEqual(['down']);

    const createdHeader = screen.getByRole('columnheader', { name: /Created/ });
    await user.click(within(createdHeader).getByRole('button'));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    expect(arrows(createdHeader)).toEqual(['down']);
    expect(titleHeader).not.toHaveAttribute('aria-sort');
    expect(arrows(titleHeader)).toEqual([]);
  });

  it('says so when the server ignores order_by, instead of marking Title sorted', async () => {
    // Newest first, whatever order is asked for.
    const titles = ['Zeta report', 'Alpha plan', 'Mango list', 'Delta memo', 'Kilo notes'];
    listWith(
      titles.map((title, i) => ({
        id: `live-${i + 1}`,
        title,
        type: 'STORAGE',
        status: 'ACTIVE',
        created_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
      })),
    );
    const { user } = renderApp('/entries');
    expect(await rows()).toHaveLength(5);
    const notice = /The server sent this page in another order than/;
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.queryByText(notice)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'title');
    expect(await screen.findByText(notice)).toHaveTextContent('another order than “Title A–Z”');
    expect(table().querySelectorAll('[aria-sort]')).toHaveLength(0);
    expect((await rows())[0]).toHaveTextContent('Zeta report');
  });

  it('shows the empty state with a Create entry action that pre-fills the folder', async () => {
    const { user, router } = renderApp('/entries?folder_id=nowhere');
    expect(
      await screen.findByRole('heading', { name: 'No entries in this folder' }),
    ).toBeInTheDocument();
    // The header keeps its Create entry; the empty state offers one too.
    const [inHeader, inPanel] = screen.getAllByRole('button', { name: 'Create entry' });
    // In reading order: the page's heading, its Create entry, the empty state, the empty state's.
    const order = [
      screen.getByRole('heading', { level: 1, name: 'Entries' }),
      inHeader!,
      screen.getByRole('heading', { name: 'No entries in this folder' }),
      inPanel!,
    ];
    for (const [i, element] of order.slice(1).entries()) {
      expect(order[i]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    await user.click(inPanel!);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries/new?folder_id=nowhere'));
    expect(await screen.findByLabelText('Folder')).toHaveValue('nowhere');
  });

  it("shows the server's message and recovers with Retry", async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/registry/list', () =>
        fail
          ? HttpResponse.json({ message: 'Registry database is in maintenance' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderApp('/entries');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registry database is in maintenance');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Copy link to this view copies the view with its folder, page and order', async () => {
    const { user } = renderApp('/entries?folder_id=legal&page=2&order_by=title');
    await screen.findByText('Page 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/entries?folder_id=legal&page=2&order_by=title`,
    );
  });

  it('copies the full ID and confirms', async () => {
    const { user } = renderApp('/entries');
    const [first] = await rows();
    const id = within(first!)
      .getByTitle(/^[0-9a-f-]{36}$/)
      .getAttribute('title')!;
    // Each row's button says which id it copies.
    const names = screen
      .getAllByRole('button', { name: /^Copy ID / })
      .map((button) => button.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(10);
    await user.click(within(first!).getByRole('button', { name: `Copy ID ${id.slice(0, 8)}…` }));
    expect(await within(first!).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(id);
  });

  it('prefetches the next page so paging forward makes no new request', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    await waitFor(() =>
      expect(listRequests(requests).map((r) => r.searchParams.get('page'))).toContain('2'),
    );
    const before = listRequests(requests).length;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 26');
    const page2 = listRequests(requests).filter((r) => r.searchParams.get('page') === '2');
    expect(page2).toHaveLength(1);
    // Page 3 is prefetched in turn; page 2 itself is not asked for again.
    await waitFor(() => expect(listRequests(requests).length).toBe(before + 1));
  });

  it('refreshes while an entry is in progress and marks the status change', async () => {
    // Clocks run as usual, and can be moved on at once past the next refresh.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    insertEntry({ title: 'Fresh entry', folder_id: 'poll', template: 'PASS' }, now - 2500);
    const requests = recordRequests();
    renderApp('/entries?folder_id=poll');
    const [row] = await rows();
    expect(within(row!).getByText('PROCESSING')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('PROCESSING')).not.toBeInTheDocument(), {
      timeout: 6000,
    });
    const settled = within(table()).getByText(/ACTIVE|FAILED/);
    expect(settled).toHaveAttribute('title', expect.stringMatching(/changed just now$/));
    const count = listRequests(requests).length;
    expect(count).toBeGreaterThanOrEqual(2);
    // All final now: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(2 * POLL_MS));
    expect(listRequests(requests).length).toBe(count);
  });

  it('ends the status mark on time when the next answer changes only something else', async () => {
    const entry = (id: string, title: string, status: string) => ({
      id,
      title,
      type: 'STORAGE',
      status,
      created_at: new Date().toISOString(),
    });
    const answers = [
      [entry('a', 'Alpha', 'PENDING'), entry('b', 'Beta', 'PENDING')],
      [entry('a', 'Alpha', 'ACTIVE'), entry('b', 'Beta', 'PENDING')],
      // Within 3 s of the change, only a title changes (b is still in progress, so polling goes on).
      [entry('a', 'Alpha', 'ACTIVE'), entry('b', 'Beta renamed', 'PENDING')],
    ];
    let calls = 0;
    listWith([]);
    server.use(
      http.get('*/api/v1/registry/list', () => {
        const items = answers[Math.min(calls++, answers.length - 1)]!;
        const pagination = {
          total: 2,
          per_page: 10,
          current_page: 1,
          last_page: 1,
          has_more_pages: false,
        };
        return HttpResponse.json({ message: 'OK', data: { items, pagination } });
      }),
    );
    renderApp('/entries');
    await rows();
    const badgeOfAlpha = () =>
      within(within(table()).getByRole('row', { name: /Alpha/ })).getByText(/PENDING|ACTIVE/);
    const changed = () => badgeOfAlpha().getAttribute('title') ?? '';
    await waitFor(() => expect(changed()).toMatch(/changed just now$/), { timeout: 5000 });
    await within(table()).findByText('Beta renamed', {}, { timeout: 5000 });
    await waitFor(() => expect(changed()).not.toMatch(/changed/), {
      timeout: 2000,
    });
    expect(badgeOfAlpha()).toHaveTextContent('ACTIVE');
  });
});

describe('Folder filter and history', () => {
  afterEach(() => vi.useRealTimers());

  it('Enter commits the folder once: one Back returns to the previous view', async () => {
    // Clocks run as usual, and can be moved on at once past the typing delay.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    await user.type(screen.getByLabelText('Folder'), 'legal{Enter}');
    await screen.findByText('37 entries');
    // The commit after typing, which Enter pre-empted, is due now.
    await act(() => vi.advanceTimersByTimeAsync(FOLDER_DELAY_MS));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(await screen.findByText('260 entries')).toBeInTheDocument();
  });
});
