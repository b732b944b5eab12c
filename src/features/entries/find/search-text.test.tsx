import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allEntries, insertEntry } from '../../../mocks/node';
import { renderApp } from '../../../testing/render-app';

const url = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.location.pathname}${router.location.search}`;

async function searchField() {
  return screen.findByRole('searchbox', { name: 'Search entries' }, { timeout: 15000 });
}

describe('Search entries as typed', () => {
  it('keeps each key typed while the URL follows, and takes a text the URL gets elsewhere', async () => {
    insertEntry({ title: 'Payroll for Jürgen, November', folder_id: 'finance', template: 'PASS' });
    const { user, router } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    const field = await searchField();

    await user.type(field, 'payroll f');
    expect(field).toHaveValue('payroll f');
    await waitFor(() => expect(url(router)).toBe('/entries?q=payroll+f'));
    const results = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Payroll for Jürgen, November']),
    );

    // A link or Back changes the URL: the field shows its text, not what was typed before.
    const other = allEntries()[0]!;
    act(() => void router.navigate(`/entries?q=${encodeURIComponent(other.id)}`));
    await waitFor(() => expect(field).toHaveValue(other.id));
    act(() => void router.navigate('/entries'));
    await waitFor(() => expect(field).toHaveValue(''));
    await screen.findByRole('table', { name: 'Entries' });
  });

  it('keeps the text just typed when a filter is chosen before the URL has it', async () => {
    const { router } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    const field = await searchField();
    const status = screen.getByRole('combobox', { name: 'Status' });
    const seen = allEntries()[0]!.status;
    await waitFor(() =>
      expect(
        within(status)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain(seen),
    );

    // One after the other in the same task: the typed text has not reached the URL on its own.
    fireEvent.change(field, { target: { value: 'a' } });
    fireEvent.change(status, { target: { value: seen } });
    await waitFor(() => expect(url(router)).toBe(`/entries?q=a&status=${seen}`));
    expect(field).toHaveValue('a');
  });

  it('finds a title with a lone surrogate, and the field follows the URL after it', async () => {
    insertEntry({ title: 'Broken \uD800 export', folder_id: 'finance', template: 'PASS' });
    const { router } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    const field = await searchField();

    // A paste can leave half of a pair; the URL keeps it as U+FFFD.
    fireEvent.change(field, { target: { value: 'broken \uD800' } });
    await waitFor(() => expect(router.location.search).toBe('?q=broken+%EF%BF%BD'));
    const results = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Broken \uD800 export']),
    );

    // Back to the list: the field empties, as it does after any other text.
    act(() => void router.navigate('/entries'));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('empties the field with Clear search', async () => {
    const { user, router } = renderApp('/entries?q=pay');
    const field = await searchField();
    expect(field).toHaveValue('pay');
    await user.type(field, 'r');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(url(router)).toBe('/entries'));
    expect(field).toHaveValue('');
    await screen.findByRole('table', { name: 'Entries' });
  });

  it('empties the field and the address with Escape, and keeps the filters', async () => {
    const { user, router } = renderApp('/entries?q=pay&status=ACTIVE');
    const field = await searchField();
    await user.type(field, 'r');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(url(router)).toBe('/entries?status=ACTIVE'));
    // Nothing left to clear: a second Escape changes nothing.
    await user.keyboard('{Escape}');
    expect(url(router)).toBe('/entries?status=ACTIVE');
  });
});
