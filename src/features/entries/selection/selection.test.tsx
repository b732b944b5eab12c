import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insertEntry } from '../../../mocks/node';
import { renderApp } from '../../../testing/render-app';
import { indexStatus } from '../../../testing/find';

const bar = () => screen.queryByRole('region', { name: 'Selected entries' });

describe('Selecting entries', () => {
  it('selects search results with the same bar, and a view keeps only its own ticks', async () => {
    for (const n of [1, 2, 3]) {
      insertEntry({ title: `Quokka permit ${n}`, folder_id: 'finance', template: 'PASS' });
    }
    const { user, router } = renderApp('/entries');
    const list = await screen.findByRole('table', { name: 'Entries' });
    // The index fills from the list's first page; on a busy machine that can take a while.
    await waitFor(
      async () => expect(await indexStatus()).toHaveTextContent(/^Searching 20 of \d+ entries/),
      { timeout: 15000 },
    );
    await user.click(within(list).getByRole('checkbox', { name: 'Select Quokka permit 1' }));
    await waitFor(() => expect(bar()).toHaveTextContent('1 entry selected'), { timeout: 5000 });

    // Searching shows another view: the list's tick is not spoken of above the results.
    const search = screen.getByRole('searchbox', { name: 'Search entries' });
    await user.type(search, 'quokka');
    // The address follows the field a moment after the last key: the view is then this search.
    await waitFor(() => expect(router.location.search).toBe('?q=quokka'), { timeout: 5000 });
    const results = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('link')).toHaveLength(3), {
      timeout: 10000,
    });
    expect(bar()).not.toBeInTheDocument();
    await user.click(within(results).getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(bar()).toHaveTextContent('3 entries selected'), { timeout: 5000 });
    // `x` on a result's row unticks it, as on the list.
    const row = within(results).getAllByRole('row')[1]!;
    row.focus();
    await user.keyboard('x');
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    expect(bar()).toHaveTextContent('2 entries selected');
    await user.click(within(bar()!).getByRole('button', { name: 'Copy IDs' }));
    const ticked = within(results)
      .getAllByRole('row')
      .slice(2)
      .map((r) => r.dataset.entryId);
    expect(await navigator.clipboard.readText()).toBe(ticked.join('\n'));

    // Other search text is another view again: its ticks start from none.
    await user.type(search, ' permit');
    await waitFor(() => expect(bar()).not.toBeInTheDocument(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const again = await screen.findByRole('table', { name: 'Entries' });
    expect(
      within(again).getByRole('checkbox', { name: 'Select Quokka permit 1' }),
    ).not.toBeChecked();
    expect(bar()).not.toBeInTheDocument();
  });
});
