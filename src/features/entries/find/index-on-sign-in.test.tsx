/**
 * Search is complete by default: with `indexOnSignIn` the console reads every page into its
 * index in the background once the first rows are shown, one request at a time, without anyone
 * pressing `Index all entries`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { allEntries, getDb, server } from '../../../mocks/node';
import { indexStatus } from '../../../testing/find';
import { renderApp } from '../../../testing/render-app';

/** Older than every seeded entry: on the last page of the newest-first list. */
const OLDEST = {
  id: '5f0c2a61-9b7e-4d13-8a44-0e6f1b2c3d4e',
  title: 'Ledger from the founding year',
  type: 'STORAGE',
  status: 'DORMANT',
  created_at: '2001-01-02T09:00:00.000Z',
  folder_id: 'finance',
};

it('reads every page after the first rows, one at a time: search finds an entry of the last page, and Status offers what only late pages hold', async () => {
  getDb().seeded.push(OLDEST);
  // The walk's pages (the export's page size, 100): never more than one in flight, the first
  // asked for only once the list's rows have come.
  const limit = (request: Request) => new URL(request.url).searchParams.get('limit');
  let inFlight = 0;
  let most = 0;
  const order: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (limit(request) !== '100') return;
    inFlight += 1;
    most = Math.max(most, inFlight);
    order.push('walk');
  });
  server.events.on('response:mocked', ({ request }) => {
    if (limit(request) === '100') inFlight -= 1;
    if (limit(request) === '10') order.push('list answered');
  });

  const { user } = renderApp('/entries', { config: { indexOnSignIn: true } });
  const total = allEntries().length.toLocaleString();
  await waitFor(
    async () => expect(await indexStatus()).toHaveTextContent(`Searching all ${total} entries.`),
    { timeout: 30_000 },
  );
  expect(most).toBe(1);
  expect(order[0]).toBe('list answered');

  await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'founding year');
  const results = await screen.findByRole('table', { name: 'Search results' });
  await waitFor(() =>
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([OLDEST.title]),
  );
  expect(screen.getByText('1 entry matches.')).toBeInTheDocument();
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(within(status).getAllByRole('option', { name: 'DORMANT' })).toHaveLength(1);
});
