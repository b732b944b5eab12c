import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, currentUrl } from '../../testing/render-app';
import { recordRequests } from '../../testing/requests';

describe('Entries screen', () => {
  it('shows the first page of seeded entries', async () => {
    renderApp('/entries');
    const table = screen.getByRole('table', { name: 'Entries' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText('Page 1 of 26')).toBeInTheDocument();
    expect(screen.getByText('260 entries')).toBeInTheDocument();
  });

  it('moves to the next page with one request and updates the URL', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 26');
    expect(currentUrl(router)).toBe('/entries?page=2');
    const pages = requests
      .filter((r) => r.pathname.endsWith('/list'))
      .map((r) => r.searchParams.get('page'));
    expect(pages.filter((p) => p === '2')).toHaveLength(1);
  });
});
