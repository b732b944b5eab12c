import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { browserLike } from '../../testing/import-file';

const csv = (text: string, name = 'rows.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(() => {
  browserLike();
});

describe('the import screen', () => {
  it('is reached from the list by Import entries', async () => {
    const { user, router } = renderApp('/entries');
    await user.click(await screen.findByRole('link', { name: 'Import entries' }));
    expect(router.location.pathname).toBe('/entries/import');
    expect(await screen.findByRole('heading', { name: 'Import entries' })).toBeInTheDocument();
  });

  it('shows each row with its problems and the counts, and checks again with new defaults', async () => {
    const { user } = renderApp('/entries/import', {
      config: { folders: [{ id: 'f1', label: 'Front desk' }] },
    });
    const input = await screen.findByLabelText('Import file');
    await user.upload(
      input,
      csv('title;folder_id;template\nFirst;f1;STORAGE\n;f1;PASS\nThird;;\n'),
    );
    const table = await screen.findByRole('table', { name: 'Import rows' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Ready')).toBeInTheDocument();
    // A folder the config names, by its label with its id, as the rest of the console names it.
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^Front desk \(f1\)$/);
    expect(within(rows[2]!).getByText('Title: Enter a title.')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Folder: Enter a folder.')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Template: Choose a template.')).toBeInTheDocument();
    expect(screen.getByText(/1 row ready, 2 rows with problems/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Default folder'), 'inbox');
    await user.selectOptions(screen.getByLabelText('Default template'), 'PASS');
    expect(await screen.findByText(/2 rows ready, 1 row with problems/)).toBeInTheDocument();
    const third = within(screen.getByRole('table', { name: 'Import rows' })).getAllByRole(
      'row',
    )[3]!;
    expect(within(third).getByText('inbox')).toBeInTheDocument();
  });

  it('checks the rows with a default chosen while the file was still being read', async () => {
    const { user } = renderApp('/entries/import');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A file whose bytes come only when released: a slow disk, or a large file.
    class SlowFile extends File {
      override async arrayBuffer() {
        await held;
        return super.arrayBuffer();
      }
    }
    const file = new SlowFile(['title,folder_id\nFirst,inbox\n'], 'rows.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Import file'), file);
    await user.selectOptions(screen.getByLabelText('Default template'), 'PASS');
    release();
    expect(await screen.findByText(/1 row ready, 0 rows with problems/)).toBeInTheDocument();
  });

  it('refuses a bad file with the reason', async () => {
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv('[1,2]', 'rows.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'rows.json was not imported. The JSON is not an array of objects: item 1 is a number.',
    );
    expect(screen.queryByRole('table', { name: 'Import rows' })).not.toBeInTheDocument();
  });

  it('keeps only the visible rows of a long file in the DOM', async () => {
    const { user } = renderApp('/entries/import');
    const lines = Array.from({ length: 2000 }, (_, i) => `Entry ${i + 1},f,PASS`).join('\n');
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv(`title,folder_id,template\n${lines}\n`),
    );
    const table = await screen.findByRole('table', { name: 'Import rows' });
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    expect(screen.getByText(/2,000 rows ready/)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(within(table).getByText('Entry 1')).toBeInTheDocument();
    expect(within(table).queryByText('Entry 2000')).not.toBeInTheDocument();
  });
});
