/**
 * A workbook on the import screen: `Sheet` names its visible sheets (the first with rows chosen),
 * another choice reads that sheet as a new preview and keeps the choice, and a CSV chosen after
 * it has no Sheet; another sheet over rows fixed by hand asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { browserLike, csv } from '../../testing/import-file';
import { text, xlsx } from '../../testing/spreadsheets';

beforeEach(() => browserLike());

const header = `<row r="1">${text('A1', 'Title')}${text('B1', 'Folder')}${text('C1', 'Template')}</row>`;
const row = (r: number, title: string) =>
  `<row r="${r}">${text(`A${r}`, title)}${text(`B${r}`, 'north')}${text(`C${r}`, 'PASS')}</row>`;
const book = new File(
  [
    xlsx([
      { name: 'Notes', data: `<row r="1">${text('A1', 'Read me')}</row>` },
      { name: 'Entries', data: header + row(2, 'First') + row(3, 'Second') },
      { name: 'Old', state: 'hidden', data: header + row(2, 'Hidden') },
      { name: 'More', data: header + row(2, 'Third') },
    ]) as BlobPart,
  ],
  'book.xlsx',
);

it('Sheet names the visible sheets, and another choice reads that sheet', async () => {
  const { user } = renderApp('/entries/import');
  await user.upload(await screen.findByLabelText('Import file'), book);
  expect(await screen.findByText(/2 rows ready/)).toBeInTheDocument();
  const sheet = screen.getByRole('combobox', { name: 'Sheet' });
  expect(sheet).toHaveValue('Entries');
  expect([...(sheet as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'Notes',
    'Entries',
    'More',
  ]);
  await user.selectOptions(sheet, 'More');
  expect(await screen.findByText(/1 row ready/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveValue('More');
  expect(screen.getByRole('table', { name: 'Import rows' })).toHaveTextContent('Third');

  // A sheet without rows says so, and Sheet stays to choose another.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'Notes');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'book.xlsx was not imported. The sheet "Notes" has a header row but no rows: choose another in Sheet.',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'Entries');
  expect(await screen.findByText(/2 rows ready/)).toBeInTheDocument();

  await user.upload(
    screen.getByLabelText('Import file'),
    csv('title,folder_id,template\nA,b,PASS\n'),
  );
  await user.click(await screen.findByRole('button', { name: 'Replace file' }));
  expect(await screen.findByText(/1 row ready/)).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Sheet' })).not.toBeInTheDocument();
});

it('another sheet after a row was fixed by hand asks first: Cancel keeps the fix and the sheet', async () => {
  const untitled = `<row r="2">${text('B2', 'north')}${text('C2', 'PASS')}</row>`;
  const fixable = new File(
    [
      xlsx([
        { name: 'Entries', data: header + untitled },
        { name: 'More', data: header + row(2, 'Third') },
      ]) as BlobPart,
    ],
    'fixable.xlsx',
  );
  const { user } = renderApp('/entries/import');
  await user.upload(await screen.findByLabelText('Import file'), fixable);
  await screen.findByText(/0 rows ready, 1 row with problems/);
  // Choosing another sheet before any fix asks nothing.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'More');
  expect(await screen.findByText(/1 row ready/)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'Entries');
  await screen.findByText(/0 rows ready, 1 row with problems/);

  await user.click(screen.getByRole('button', { name: 'Fix row 2' }));
  const fix = await screen.findByRole('dialog', { name: 'Fix row 2' });
  await user.type(within(fix).getByRole('textbox', { name: 'Title' }), 'Named by hand');
  await user.click(within(fix).getByRole('button', { name: 'Save row' }));
  expect(await screen.findByText(/1 row ready, 0 rows with problems/)).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'More');
  const ask = await screen.findByRole('dialog', { name: 'Read another sheet?' });
  expect(ask).toHaveTextContent('Rows fixed in the sheet Entries are not imported yet.');
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveValue('Entries');
  expect(screen.getByRole('table', { name: 'Import rows' })).toHaveTextContent('Named by hand');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'More');
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Read another sheet?' })).getByRole('button', {
      name: 'Read sheet',
    }),
  );
  expect(await screen.findByText(/1 row ready/)).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Import rows' })).toHaveTextContent('Third');
});
