/**
 * A title of a million characters is drawn cut in the list (and so in search results, which draw
 * the same rows), with a hover title cut too; the entry's details still hold it whole.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DRAWN_CHARS, HOVER_CHARS } from '../../lib/cut-text';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';

const LONG = `Q3 ledger ${'x'.repeat(1_000_000)} end`;
const ITEM = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: LONG,
  type: `T${'Y'.repeat(50_000)}`,
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
  folder_id: `f${'o'.repeat(50_000)}`,
};

describe('a 1,000,000-character title', () => {
  it('is drawn cut in the list, hover text cut too, and whole in Entry details', async () => {
    server.use(
      http.get('*/api/v1/registry/list', () =>
        HttpResponse.json({
          message: 'OK',
          data: {
            items: [ITEM],
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
    const { user } = renderApp('/entries');
    const table = await screen.findByRole('table', { name: 'Entries' });
    const link = await within(table).findByRole('link', { name: /^Q3 ledger x+…$/ });
    expect(link.textContent).toBe(`${LONG.slice(0, DRAWN_CHARS)}…`);
    expect(link.getAttribute('title')).toBe(`${LONG.slice(0, HOVER_CHARS)}…`);
    // The type badge and the folder are cut the same way.
    const row = link.closest('tr')!;
    expect(within(row).getByText(/^TY+…$/).textContent).toHaveLength(DRAWN_CHARS + 1);
    expect(row.textContent!.length).toBeLessThan(3 * (DRAWN_CHARS + 1) + 200);

    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Entry details' });
    // The innermost element that holds the whole title.
    const title = within(dialog).getByText(
      (_, element) =>
        element?.textContent === LONG &&
        !Array.from(element.children).some((child) => child.textContent === LONG),
    );
    expect(title.textContent).toHaveLength(LONG.length);
    // Behind a disclosure, laid out only when someone opens it.
    expect(title.closest('details')).not.toBeNull();
    expect(within(dialog).getByText('Show the whole title (1,000,014 characters)')).toBeVisible();
  });
});
