import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

async function openList() {
  const app = renderApp('/entries');
  const table = await screen.findByRole('table', { name: 'Entries' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
  // The header row first, then the entries.
  const rows = () => within(table).getAllByRole('row').slice(1);
  return { ...app, table, rows };
}

describe('Entries table: the keyboard', () => {
  it('is one Tab stop: Tab enters on a row, goes through that row’s controls, then leaves', async () => {
    const { user, table, rows } = await openList();
    screen.getByRole('button', { name: /^Created/ }).focus();

    await user.tab();
    expect(rows()[0]).toHaveFocus();
    // The focused row's own controls, and no other row's, then out of the table.
    const inRow = within(rows()[0]!)
      .queryAllByRole('button')
      .concat(within(rows()[0]!).queryAllByRole('link'))
      .concat(within(rows()[0]!).queryAllByRole('checkbox'));
    expect(within(rows()[0]!).getAllByRole('checkbox')).toHaveLength(1);
    let presses = 0;
    do {
      await user.tab();
      presses++;
      expect(rows().slice(1)).not.toContain(document.activeElement);
    } while (table.contains(document.activeElement) && presses < 10);
    expect(presses).toBe(inRow.length + 1);
    expect(table).not.toContainElement(document.activeElement as HTMLElement);

    // Back in, Shift+Tab past the row's controls lands on the row, and once more leaves.
    for (let i = 0; i < inRow.length + 1; i++) await user.tab({ shift: true });
    expect(rows()[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /^Created/ })).toHaveFocus();
  });

  it('moves between rows with the arrow keys, j and k, Home and End, and opens with Enter', async () => {
    const { user, rows } = await openList();
    screen.getByRole('button', { name: /^Created/ }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(rows()[1]).toHaveFocus();
    await user.keyboard('j');
    expect(rows()[2]).toHaveFocus();
    await user.keyboard('k');
    expect(rows()[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows().at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');

    // The row moved to keeps the Tab stop: out and back in lands on it again.
    await user.tab({ shift: true });
    await user.tab();
    expect(rows()[2]).toHaveFocus();

    const title = within(rows()[2]!).getByRole('link').textContent!;
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Entry details' });
    expect(within(dialog).getAllByText(title).length).toBeGreaterThan(0);
  });
});
