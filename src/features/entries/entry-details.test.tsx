import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../testing/render-app';
import { listWith } from '../../testing/list-with';
import { testApi } from '../../testing/api';

const ITEM = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Supplier invoice',
  type: 'PASS',
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
};

const details = () => screen.findByRole('dialog', { name: 'Entry details' });

describe('Entry details', () => {
  it("opens from the title at the entry's own address, and Close goes back to the row", async () => {
    listWith([ITEM]);
    // Two hours after the entry was made, by the app's clock.
    const api = testApi({ now: () => Date.parse('2026-11-20T12:00:00Z') });
    const { user, router } = renderApp('/entries?order_by=title', { api });
    const link = await screen.findByRole('link', { name: 'Supplier invoice' });
    expect(link).toHaveAttribute('href', `/entries/${ITEM.id}?order_by=title`);
    await user.click(link);
    const dialog = await details();
    expect(currentUrl(router)).toBe(`/entries/${ITEM.id}?order_by=title`);
    expect(within(dialog).getByText(ITEM.id)).toBeInTheDocument();
    expect(within(dialog).getByText('PASS')).toHaveAttribute('title', 'PASS');
    // Created: local date and time, relative, and UTC ISO.
    expect(within(dialog).getByText('2026-11-20T10:00:00.000Z')).toBeInTheDocument();
    expect(within(dialog).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(dialog).getByText(/Nov 20, 2026/)).toBeInTheDocument();
    // Nothing beyond the contract was sent: no "More from the server".
    expect(within(dialog).queryByText('More from the server')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?order_by=title'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back to the very history entry it was opened from, not a new one.
    expect(router.location.key).toBe('default');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Supplier invoice/ })).toHaveFocus(),
    );
  });

  it('opens with Enter on a focused row', async () => {
    listWith([ITEM]);
    const { user } = renderApp('/entries');
    const row = await screen.findByRole('row', { name: /Supplier invoice/ });
    row.focus();
    await user.keyboard('{Enter}');
    expect(await details()).toBeInTheDocument();
  });

  it('Back closes it; an older entry= link moves to the address; closing it stays on the list', async () => {
    listWith([ITEM]);
    const { user, router } = renderApp(`/entries?entry=${ITEM.id}`);
    const dialog = await details();
    expect(within(dialog).getByText(ITEM.id)).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/entries/${ITEM.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));

    await user.click(screen.getByRole('link', { name: 'Supplier invoice' }));
    await details();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/entries');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Supplier invoice/ })).toHaveFocus(),
    );
  });

  it('shows fields the console does not know under "More from the server", as inert text', async () => {
    listWith([
      {
        ...ITEM,
        folder_id: 'finance',
        size: 12,
        archived: false,
        note: '<img src=x onerror=alert(1)>',
        tags: ['a', { b: null }],
      },
    ]);
    const { user } = renderApp('/entries');
    await user.click(await screen.findByRole('link', { name: 'Supplier invoice' }));
    const dialog = await details();
    // The folder is one the console understands: with the documented fields.
    expect(within(dialog).getByText('Folder').nextSibling).toHaveTextContent('finance');
    const more = within(dialog).getByRole('region', { name: 'More from the server' });
    expect(within(more).getByText('size').nextSibling).toHaveTextContent('12');
    expect(within(more).getByText('archived').nextSibling).toHaveTextContent('false');
    expect(within(more).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(more).getByText(/"b": null/).tagName).toBe('PRE');
    expect(within(more).queryByText('folder_id')).not.toBeInTheDocument();
  });

  it('says clearly when no entry has the id', async () => {
    listWith([ITEM]);
    renderApp('/entries/gone');
    const dialog = await details();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No entry has the id gone in all folders.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Copy ID' })).not.toBeInTheDocument();
  });

  it("copies the full id, and Copy link copies the entry's address", async () => {
    listWith([ITEM]);
    const { user } = renderApp(`/entries/${ITEM.id}?folder_id=finance`);
    const dialog = await details();
    await user.click(within(dialog).getByRole('button', { name: 'Copy ID' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ITEM.id);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/entries/${ITEM.id}`,
      ),
    );
  });

  it('Create similar opens the create form with title, folder and template', async () => {
    listWith([{ ...ITEM, folder_id: 'finance' }]);
    const { user, router } = renderApp(`/entries/${ITEM.id}`);
    await user.click(within(await details()).getByRole('button', { name: 'Create similar' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(currentUrl(router)).toBe(
      '/entries/new?folder_id=finance&title=Supplier+invoice&template=PASS',
    );
    expect(title).toHaveValue('Supplier invoice');
    expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveValue('finance');
    expect(screen.getByRole('radio', { name: /PASS/ })).toBeChecked();
    // Taken in once: the form's draft now, not a question on reload.
    await waitFor(() => expect(router.location.state).not.toHaveProperty('similar'));
  });

  it('Create similar leaves the template open when the type is not one, and keeps the folder shown', async () => {
    listWith([{ ...ITEM, type: 'LEGACY_IMPORT' }]);
    const { user } = renderApp(`/entries/${ITEM.id}?folder_id=legal`);
    await user.click(within(await details()).getByRole('button', { name: 'Create similar' }));
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveValue('legal');
    expect(screen.getByRole('radio', { name: /STORAGE/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /PASS/ })).not.toBeChecked();
  });
});
