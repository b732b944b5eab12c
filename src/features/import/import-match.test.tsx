/**
 * Match columns and fix in place, as staff use them: a spreadsheet's own headers import without
 * touching a select, a column set to Ignore is not sent, the choices are remembered for the same
 * headers, a row is fixed through `Fix row <line>` and sent, `Show problems only`, and each row
 * by the line it is on in the file, its problems naming the value.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { browserLike, startImport } from '../../testing/import-file';

const csv = (text: string, name = 'rows.csv') => new File([text], name, { type: 'text/csv' });

/** Every create body the server receives. */
function sentBodies() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/v1/registry/create', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

const rowsTable = () => screen.getByRole('table', { name: 'Import rows' });
const rowByLine = (line: number) =>
  within(rowsTable())
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(line))!;

beforeEach(() => {
  browserLike();
  localStorage.clear();
});

describe('Match columns', () => {
  it('lists a wide file’s first 40 columns, and every matched column on Show all; the rest are matched all the same', async () => {
    const bodies = sentBodies();
    const { user } = renderApp('/entries/import');
    const keys = Array.from({ length: 120 }, (_, i) => `k${i}`);
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv(
        `title,folder_id,template,${keys.join(',')}\nWide,wide,PASS,${keys.map((k) => `v-${k}`).join(',')}\n`,
      ),
    );
    const match = await screen.findByRole('table', { name: 'Match columns' });
    expect(within(match).getAllByRole('combobox')).toHaveLength(40);
    expect(within(match).queryByLabelText('k40')).toBeNull();
    expect(screen.getByText(/83 more columns, each matched by its header\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 123 columns' }));
    const selects = within(match).getAllByRole('combobox');
    expect(selects).toHaveLength(123);
    // The last column's select, by its name: a label query over 123 rows takes seconds in jsdom.
    expect(selects.at(-1)).toHaveAccessibleName('k119');
    expect(selects.at(-1)).toHaveDisplayValue('Metadata item');
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();

    expect(await screen.findByText(/1 row ready, 0 rows with problems/)).toBeInTheDocument();
    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    const metadata = (bodies[0]!.metadata as { key: string }[]).map((item) => item.key);
    expect(metadata).toEqual(keys);
  });

  it('imports Title, Folder, Template, Owner, Notes without a select touched: Owner an item, Notes the description', async () => {
    const bodies = sentBodies();
    const { user } = renderApp('/entries/import');
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv('Title,Folder,Template,Owner,Notes\nQ3 ledger,finance,STORAGE,Ana,Closing figures\n'),
    );
    const match = await screen.findByRole('table', { name: 'Match columns' });
    expect(within(match).getByLabelText('Title')).toHaveDisplayValue('Title');
    expect(within(match).getByLabelText('Folder')).toHaveDisplayValue('Folder');
    expect(within(match).getByLabelText('Owner')).toHaveDisplayValue('Metadata item');
    expect(within(match).getByLabelText('Notes')).toHaveDisplayValue('Description');
    // Each column's values beside it, as text, so what a column holds can be seen.
    const owner = within(match).getByLabelText('Owner').closest('tr')!;
    expect(owner).toHaveTextContent('Ana');
    expect(within(owner).getAllByRole('combobox')).toHaveLength(1);
    expect(await screen.findByText(/1 row ready, 0 rows with problems/)).toBeInTheDocument();
    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        title: 'Q3 ledger',
        folder_id: 'finance',
        template: 'STORAGE',
        description: 'Closing figures',
        metadata: [{ type: 'TEXT', key: 'Owner', value: 'Ana' }],
      }),
    ]);
  });

  it('a column switched to Ignore is not sent, every row is checked again, and the choice is remembered', async () => {
    const bodies = sentBodies();
    const { user, unmount } = renderApp('/entries/import');
    const file = 'Name,Kind,Folder ID,Secret\nOne,PASS,f,x\nTwo,PASS,f,y\n';
    await user.upload(await screen.findByLabelText('Import file'), csv(file));
    const match = await screen.findByRole('table', { name: 'Match columns' });
    await user.selectOptions(within(match).getByLabelText('Secret'), 'Ignore');
    await user.selectOptions(within(match).getByLabelText('Name'), 'Ignore');
    // Every row checked again: no column fills Title now, said once above the rows, not on each.
    expect(
      await screen.findByText(
        /0 rows ready, 0 rows with problems; 2 rows waiting for a column to fill Title\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No column fills Title (required).');
    expect(within(rowsTable()).getAllByText('Waiting for Title')).toHaveLength(2);
    expect(within(rowsTable()).queryByRole('button', { name: /^Fix row/ })).toBeNull();
    // Fixed where it is said: the column chosen beside it, by its header and a value.
    const column = screen.getByRole('combobox', { name: 'Column for Title' });
    expect(within(column).getByRole('option', { name: 'Name — e.g. One' })).toBeInTheDocument();
    await user.selectOptions(column, 'Name — e.g. One');
    expect(await screen.findByText(/2 rows ready, 0 rows with problems/)).toBeInTheDocument();
    expect(within(match).getByLabelText('Name')).toHaveDisplayValue('Title');
    expect(screen.queryByText(/No column fills/)).toBeNull();
    unmount();

    // The same headers again, in this browser: the choices made last time.
    const again = renderApp('/entries/import');
    await again.user.upload(await screen.findByLabelText('Import file'), csv(file, 'again.csv'));
    const rematch = await screen.findByRole('table', { name: 'Match columns' });
    expect(within(rematch).getByLabelText('Secret')).toHaveDisplayValue('Ignore');
    expect(await screen.findByText(/2 rows ready/)).toBeInTheDocument();
    await startImport(again.user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body.metadata).toEqual([]);
  });
});

describe('fixing rows in place', () => {
  const file =
    'title,folder_id,template,description\n' +
    'Fine,f,PASS,one\n' +
    '"Two lines",f,GOLD,"first\nsecond"\n' +
    ',f,PASS,three\n' +
    'Also fine,f,STORAGE,four\n';

  it('numbers rows by their line in the file and names the bad value', async () => {
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv(file));
    await screen.findByText(/2 rows ready, 2 rows with problems/);
    // The header is line 1; the quoted line break puts the row after it on line 5.
    expect(
      within(rowByLine(3)).getByText('Template GOLD is not STORAGE or PASS.'),
    ).toBeInTheDocument();
    expect(within(rowByLine(5)).getByText('Title: Enter a title.')).toBeInTheDocument();
    expect(within(rowByLine(6)).getByText('Also fine')).toBeInTheDocument();
  });

  it('Show problems only narrows the rows to those with problems', async () => {
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv(file));
    await screen.findByText(/2 rows ready, 2 rows with problems/);
    await user.click(screen.getByLabelText('Show problems only'));
    const lines = within(rowsTable())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(lines).toEqual(['3', '5']);
    await user.click(screen.getByLabelText('Show problems only'));
    expect(within(rowsTable()).getAllByRole('row')).toHaveLength(5);
  });

  it('Fix row <line> opens the row in the form fields; Save row checks it again and it is sent', async () => {
    const bodies = sentBodies();
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv(file));
    await screen.findByText(/2 rows ready, 2 rows with problems/);

    await user.click(screen.getByRole('button', { name: 'Fix row 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix row 3' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Two lines');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('first\nsecond');
    await user.click(within(dialog).getByRole('button', { name: 'Save row' }));
    // Still the file's template: said with its value, and the dialog stays.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Template GOLD is not STORAGE or PASS.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'STORAGE' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save row' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Fix row 3' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(/3 rows ready, 1 row with problems/)).toBeInTheDocument();
    expect(within(rowByLine(3)).getByText('Ready')).toBeInTheDocument();

    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(bodies.map((b) => b.title).sort()).toEqual(['Also fine', 'Fine', 'Two lines']);
    expect(bodies.find((b) => b.title === 'Two lines')).toMatchObject({
      template: 'STORAGE',
      description: 'first\nsecond',
    });
  });
});

describe('a checked file not sent yet', () => {
  it('choosing another file asks first; Cancel keeps the loaded one', async () => {
    const { user } = renderApp('/entries/import');
    const input = await screen.findByLabelText('Import file');
    await user.upload(input, csv('title,folder_id,template\nKept,f,PASS\n', 'first.csv'));
    expect(await screen.findByText(/Loaded:/)).toHaveTextContent('Loaded: first.csv (');
    await user.upload(input, csv('title,folder_id,template\nOther,f,PASS\n', 'second.csv'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the loaded file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(rowsTable()).getByText('Kept')).toBeInTheDocument();
    await user.upload(input, csv('title,folder_id,template\nOther,f,PASS\n', 'second.csv'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace the loaded file?' })).getByRole(
        'button',
        { name: 'Replace file' },
      ),
    );
    expect(await within(rowsTable()).findByText('Other')).toBeInTheDocument();
    expect(screen.getByText(/Loaded:/)).toHaveTextContent('Loaded: second.csv (');
  });

  it('leaving by a link asks first in the console’s own dialog', async () => {
    const { user, router } = renderApp('/entries/import');
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv('title,folder_id,template\nKept,f,PASS\n'),
    );
    await screen.findByText(/1 row ready/);
    await user.click(screen.getByRole('link', { name: /Back to entries/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this screen?' });
    expect(router.location.pathname).toBe('/entries/import');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.location.pathname).toBe('/entries/import');
    await user.click(screen.getByRole('link', { name: /Back to entries/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this screen?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/entries'));
  });
});
