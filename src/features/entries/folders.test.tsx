import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../testing/render-app';
import { listPage } from '../../testing/list-page';

/** [id, label] of each folder a Folder field offers: the filter's listbox, the form's datalist. */
const optionsOf = (input: HTMLElement) => {
  const list = document.getElementById(
    input.getAttribute('aria-controls') ?? input.getAttribute('list')!,
  );
  if (!list) return [];
  if (list.getAttribute('role') !== 'listbox') {
    return [...list.querySelectorAll('option')].map((option) => [option.value, option.textContent]);
  }
  return within(list)
    .queryAllByRole('option', { hidden: true })
    .map((option) => {
      const [label, id] = [...option.children].map((part) => part.textContent);
      return id === undefined ? [label, ''] : [id, label];
    });
};

/** Waits until the field offers exactly `options` ([id, label]), in that order. */
const expectOffered = (input: HTMLElement, options: [string, string][]) => {
  // The filter draws its list only while open.
  if (input.getAttribute('role') === 'combobox' && !input.getAttribute('list')) {
    if (input.getAttribute('aria-expanded') !== 'true')
      fireEvent.click(screen.getByRole('button', { name: 'Show suggestions' }));
  }
  return waitFor(() => expect(optionsOf(input)).toEqual(options));
};

describe('Folders', () => {
  it('shows a Folder column on the all-folders view when items carry folder_id, and a click filters', async () => {
    const { user, router } = renderApp('/entries');
    const table = await screen.findByRole('table', { name: 'Entries' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).getByRole('columnheader', { name: 'Folder' })).toBeInTheDocument();
    // The demo names its folders: the label shows, the id filters.
    const [first] = within(table).getAllByRole('button', {
      name: /Finance|Legal|Research|Marketing|Operations|Engineering|Human resources/,
    });
    const label = first!.textContent!;
    await user.click(first!);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/entries\?folder_id=[a-z-]+$/));
    const id = new URLSearchParams(currentUrl(router).split('?')[1]).get('folder_id')!;
    expect(label.toLowerCase().replace(' ', '-')).toBe(id);
    // One folder shown: no Folder column.
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: 'Folder' })).not.toBeInTheDocument(),
    );
  });

  it('shows no Folder column when the server does not send folders', async () => {
    const { server } = await import('../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/v1/registry/list', () =>
        HttpResponse.json({
          data: {
            items: [{ id: 'x', title: 'T', type: 'PASS', status: 'ACTIVE', created_at: '' }],
            pagination: {
              total: 1,
              per_page: 10,
              current_page: 1,
              last_page: 1,
              has_more_pages: false,
            },
          },
        }),
      ),
    );
    renderApp('/entries');
    const table = await screen.findByRole('table', { name: 'Entries' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).queryByRole('columnheader', { name: 'Folder' })).not.toBeInTheDocument();
  });

  it('offers configured folders with their labels in both Folder fields, recent ones first', async () => {
    const folders = [
      { id: 'legal', label: 'Legal team' },
      { id: 'finance', label: 'Finance' },
    ];
    const { router } = renderApp('/entries?folder_id=research', { config: { folders } });
    await screen.findByText('37 entries');
    const filter = screen.getByRole('combobox', { name: 'Folder' });
    // research is not configured, but the search index has seen entries in it: offered too.
    await expectOffered(filter, [
      ['research', ''],
      ['legal', 'Legal team'],
      ['finance', 'Finance'],
    ]);
    // research and then finance had entries: remembered, and offered first, newest first.
    act(() => void router.navigate('/entries?folder_id=finance'));
    await expectOffered(filter, [
      ['finance', 'Finance'],
      ['research', ''],
      ['legal', 'Legal team'],
    ]);
    act(() => void router.navigate('/entries/new'));
    const formFolder = await screen.findByRole('combobox', { name: 'Folder' });
    await expectOffered(formFolder, [
      ['finance', 'Finance'],
      ['research', ''],
      ['legal', 'Legal team'],
    ]);
  });

  it('offers every folder the search index has seen, by label where one is known', async () => {
    const { server } = await import('../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    const item = (id: string, folder_id: string) => ({
      id,
      title: `Entry ${id}`,
      type: 'PASS' as const,
      status: 'ACTIVE',
      created_at: '2026-01-01T00:00:00Z',
      folder_id,
    });
    const items = [item('a', 'audit-2026'), item('b', 'finance'), item('c', 'vendors')];
    server.use(
      http.get('*/api/v1/registry/list', () => HttpResponse.json({ data: listPage(items, 1, 10) })),
    );
    renderApp('/entries', { config: { folders: [{ id: 'finance', label: 'Finance' }] } });
    const filter = await screen.findByRole('combobox', { name: 'Folder' });
    await expectOffered(filter, [
      ['audit-2026', ''],
      ['finance', 'Finance'],
      ['vendors', ''],
    ]);
  });

  it('keeps recent folders in the tab session only, and forgets them on sign-out', async () => {
    localStorage.setItem('registry-console:recent-folders', '["left-over"]');
    const { user } = renderApp('/entries?folder_id=legal');
    await screen.findByText('37 entries');
    await waitFor(() =>
      expect(sessionStorage.getItem('registry-console:recent-folders')).toBe('["legal"]'),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByLabelText('Access token');
    expect(sessionStorage.getItem('registry-console:recent-folders')).toBeNull();
    expect(localStorage.getItem('registry-console:recent-folders')).toBeNull();
  });
});

describe('Keyboard shortcuts', () => {
  it('/ and Ctrl+K focus Search entries, c opens the create form for the folder shown, ? lists them', async () => {
    const { user, router } = renderApp('/entries?folder_id=legal');
    await screen.findByText('37 entries');
    const search = await screen.findByRole('searchbox', { name: 'Search entries' });
    // The handler loads just after the first render: press / until it answers.
    await waitFor(async () => {
      await user.keyboard('/');
      expect(search).toHaveFocus();
    });
    // Typing in the field is typing, not a shortcut.
    await user.keyboard('c?');
    expect(search).toHaveValue('c?');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=legal&q=c%3F'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=legal'));
    // Ctrl+K reaches it from another field too.
    await user.click(screen.getByRole('combobox', { name: 'Folder' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(search).toHaveFocus();
    search.blur();

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(help)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['/', 'Ctrl+K / ⌘K', 'c', '?', 'j k', 'x', 'Enter', '[ ]']);
    // Inside a dialog, shortcuts are off.
    await user.keyboard('c');
    expect(currentUrl(router)).toMatch(/^\/entries\?/);
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('c');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries/new?folder_id=legal'));
  });
});
