import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { listWith } from '../../testing/list-with';

const ITEM = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Supplier invoice',
  type: 'PASS',
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
};

// The dialog loads on demand: the first one in a busy run can take a while.
const details = () => screen.findByRole('dialog', { name: 'Entry details' }, { timeout: 5000 });
/** The value shown beside a field's name. */
const valueOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling;

describe('Readable entry details', () => {
  it("shows the create body's fields with the form's labels and the metadata as a table", async () => {
    listWith([
      {
        ...ITEM,
        description: 'Line one\nline two',
        callback_url: 'https://hooks.example.com/done',
        data_encrypted: true,
        metadata: [
          { type: 'TEXT', key: 'iban', value: 'DE02 1203', title: 'Account' },
          { type: 'FILE', key: 'scan', file: 'https://files.example.com/scan.pdf' },
        ],
        reviewer: 'jürgen',
      },
    ]);
    renderApp(`/entries/${ITEM.id}`);
    const dialog = await details();
    expect(valueOf(dialog, 'Description')).toHaveTextContent('Line one line two');
    expect(valueOf(dialog, 'Callback URL')).toHaveTextContent('https://hooks.example.com/done');
    // Text, never a link a server could point anywhere.
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(valueOf(dialog, 'Encrypt data')).toHaveTextContent('Yes');

    const table = within(dialog).getByRole('table', { name: 'Metadata items' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Type', 'Key', 'Value or File', 'Item title']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['TEXT', 'iban', 'DE02 1203', 'Account'],
      ['FILE', 'scan', 'https://files.example.com/scan.pdf', '—'],
    ]);

    // Only what the console knows nothing about is "more from the server".
    const more = within(dialog).getByRole('region', { name: 'More from the server' });
    expect(within(more).getByText('reviewer')).toBeInTheDocument();
    for (const known of ['description', 'callback_url', 'data_encrypted', 'metadata'])
      expect(within(more).queryByText(known)).not.toBeInTheDocument();
  });

  it('shows odd values of known fields as inert text, and says when there are no items', async () => {
    listWith([{ ...ITEM, data_encrypted: 'yes', metadata: [], description: { html: '<b>x</b>' } }]);
    renderApp(`/entries/${ITEM.id}`);
    const dialog = await details();
    expect(valueOf(dialog, 'Encrypt data')).toHaveTextContent('yes');
    expect(valueOf(dialog, 'Description')).toHaveTextContent('"html": "<b>x</b>"');
    expect(within(dialog).getByText('No metadata items.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'More from the server' })).toBeNull();
  });

  it('shows a field nested 100,000 deep as "(too deeply nested to show)" instead of failing', async () => {
    // A JSON text the server would send: parsed by the app, not built here.
    const body = `{"message":"OK","data":{"items":[${JSON.stringify(ITEM).slice(0, -1)},"chain":${'{"next":'.repeat(100_000)}"bottom"${'}'.repeat(100_000)},"metadata":[{"type":"TEXT","key":"k","value":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}],"pagination":{"total":1,"per_page":10,"current_page":1,"last_page":1,"has_more_pages":false}}}`;
    server.use(
      http.get(
        '*/api/v1/registry/list',
        () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderApp(`/entries/${ITEM.id}`);
    const dialog = await details();
    const more = within(dialog).getByRole('region', { name: 'More from the server' });
    expect(within(more).getByText(/\(too deeply nested to show\)/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Metadata items' });
    expect(within(table).getByText(/\(too deeply nested to show\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
