import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { allEntries, insertEntry, server } from '../../../mocks/node';
import { renderApp } from '../../../testing/render-app';
import { recordRequests } from '../../../testing/requests';
import { indexEverything, indexStatus } from '../../../testing/find';

const url = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.location.pathname}${router.location.search}`;

function resultTitles() {
  const table = screen.getByRole('table', { name: 'Search results' });
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Search entries', () => {
  it('finds an entry by any part of its title, in any letter case, in place of the list', async () => {
    insertEntry({ title: 'Payroll for Jürgen, November', folder_id: 'finance', template: 'PASS' });
    const { user, router } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    await indexStatus();
    await waitFor(async () =>
      expect(await indexStatus()).toHaveTextContent(/^Searching 20 of \d+ entries/),
    );
    expect(await indexStatus()).toHaveTextContent('Results may be incomplete.');

    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'ROLL FOR JÜR');
    await waitFor(() => expect(resultTitles()).toEqual(['Payroll for Jürgen, November']), {
      timeout: 10000,
    });
    expect(screen.queryByRole('table', { name: 'Entries' })).not.toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Search results' })).getAllByRole(
      'row',
    )[1]!;
    // The same columns as Entries, plus Folder.
    expect(within(row).getByRole('button', { name: 'Finance' })).toBeInTheDocument();
    // Its status, in progress or (on a slow run) already settled.
    expect(within(row).getByText(/^(PROCESSING|ACTIVE|FAILED)$/)).toBeInTheDocument();
    // The URL follows the field a moment after the last key.
    await waitFor(() => expect(url(router)).toBe('/entries?q=ROLL+FOR+J%C3%9CR'));
    // The index holds the first page of the list: the count says how much was searched.
    expect(screen.getByText('1 entry matches, in 20 of 261 entries.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('table', { name: 'Entries' });
    expect(url(router)).toBe('/entries');
  });

  it('finds an entry by the end of its ID once Index all entries has read every page', async () => {
    const target = allEntries().at(-1)!;
    const { user, services } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    await indexEverything(user);

    const tail = target.id.slice(-4).toUpperCase();
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), tail);
    await waitFor(() => expect(resultTitles()).toContain(target.title || '(untitled)'));
    await expect(services.entryIndex.find(target.id)).resolves.toMatchObject({
      id: target.id,
    });
  });

  it('filters by Status, Type and Created dates, with or without text, all in the URL', async () => {
    const { user, router } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    await indexEverything(user);
    const entries = allEntries();
    const status = entries[0]!.status;
    const type = entries.find((e) => e.status === status)!.type;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), status);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), type);
    const expected = entries.filter((e) => e.status === status && e.type === type).length;
    await screen.findByText(new RegExp(`^${expected.toLocaleString()} entr(y matches|ies match)`));
    expect(url(router)).toBe(`/entries?status=${status}&type=${type}`);
    const statusOptions = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole(
      'option',
    );
    expect(statusOptions[0]).toHaveTextContent('Any');

    // A day with no entries: nothing matches; the dates are in the URL too.
    await user.click(screen.getByRole('button', { name: /^Date created:/ }));
    await user.type(screen.getByLabelText('Created from'), '1999-01-01');
    await user.type(screen.getByLabelText('Created to'), '1999-01-02{Enter}');
    await screen.findByText('No indexed entry matches.');
    expect(url(router)).toBe(
      `/entries?status=${status}&type=${type}&from=1999-01-01&to=1999-01-02`,
    );
  });

  it('reads search and filters from the URL, and drops bad values from it', async () => {
    const { router } = renderApp('/entries?q=&status=%20&type=PASS&from=2026-02-30&to=soon');
    await waitFor(() => expect(url(router)).toBe('/entries?type=PASS'));
    expect(await screen.findByRole('combobox', { name: 'Type' })).toHaveValue('PASS');
    expect(screen.getByLabelText('Created from')).toHaveValue('');
    await screen.findByRole('table', { name: 'Search results' });
  });

  it('pages the matches as the list is paged, and a page past the last shows the last', async () => {
    const { router } = renderApp('/entries?type=PASS&page=99');
    await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(url(router)).not.toContain('page=99'));
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(pager).toHaveTextContent(/Page (\d+) of \1 ·/));
    const last = /Page (\d+)/.exec(pager.textContent!)![1]!;
    expect(url(router)).toBe(
      last === '1' ? '/entries?type=PASS' : `/entries?page=${last}&type=PASS`,
    );
  });

  it('says when Created from is after Created to', async () => {
    renderApp('/entries?from=2026-03-02&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Created from is after Created to: no entry can match.',
    );
    expect(screen.getByLabelText('Created from')).toBeInvalid();
  });
});

describe('Index all entries', () => {
  it('says how far it got, and Cancel indexing stops the walk and keeps what was read', async () => {
    server.use(
      http.get('*/api/v1/registry/list', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('limit') === '100' && query.get('page') !== '1') await delay('infinite');
      }),
    );
    const requests = recordRequests();
    const { user } = renderApp('/entries', { config: { exportPageSize: 100 } });
    await screen.findByRole('table', { name: 'Entries' });
    await user.click(await screen.findByRole('button', { name: 'Index all entries' }));
    // In words, not a bar: how many entries search covers, and that the rest are on their way.
    await waitFor(async () =>
      expect(await indexStatus()).toHaveTextContent(
        /^Searching 100 of [\d,]+ entries — the rest are still loading\.$/,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel indexing' }));
    await waitFor(async () => expect(await indexStatus()).toHaveTextContent('Loading cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel indexing' })).not.toBeInTheDocument();
    const walked = requests
      .filter((r) => r.pathname.endsWith('/registry/list') && r.searchParams.get('limit') === '100')
      .map((r) => r.searchParams.get('page'));
    // Page 1, then the next ones asked for together (four at a time), none after the cancel.
    const pages = Math.ceil(allEntries().length / 100);
    const expected = Array.from({ length: Math.min(4, pages) }, (_, i) => String(i + 1));
    expect(walked).toEqual(expected);
  });

  it('reads an entry once when the data moves during the walk, and reads the changed part again', async () => {
    let inserted = false;
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (!inserted && query.get('limit') === '100' && query.get('page') === '2') {
          inserted = true;
          insertEntry({ title: 'Created meanwhile', folder_id: 'legal', template: 'PASS' });
        }
      }),
    );
    const { user } = renderApp('/entries', { config: { exportPageSize: 100 } });
    await screen.findByRole('table', { name: 'Entries' });
    // The walk saw the list change under it and read the changed part again: the new entry is
    // in, and only then is the index called complete.
    await indexEverything(user);
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'created meanwhile');
    await waitFor(() => expect(resultTitles()).toEqual(['Created meanwhile']), { timeout: 10000 });
  });
});

describe('The index', () => {
  it('keeps in-progress entries fresh as the list refreshes them', async () => {
    const entry = insertEntry(
      { title: 'Settles soon', folder_id: 'legal', template: 'PASS' },
      Date.now() - 3000,
    );
    const { user } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search entries' }), 'settles');
    const table = await screen.findByRole('table', { name: 'Search results' });
    await within(table).findByText('PROCESSING');
    // The list behind the search polls while an entry is in progress, and feeds the index.
    await within(table).findByText(entry.finalStatus!, {}, { timeout: 8000 });
  }, 15000);

  it('is gone after sign-out, and a new session starts empty', async () => {
    const { user, services } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    const first = allEntries()[0]!;
    await waitFor(() => expect(services.entryIndex.find(first.id)).resolves.not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Access token');
    await expect(services.entryIndex.find(first.id)).resolves.toBeNull();
  });
});
