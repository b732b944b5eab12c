/**
 * `Fix row` shows the create form's fields, judged by the form's schema: each problem sits under
 * its own field by its path (an item's key under that item's Key), a folder left empty is the
 * import's default, and what Save row keeps is what is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { browserLike, csv, startImport } from '../../testing/import-file';

beforeEach(() => {
  browserLike();
  localStorage.clear();
});

it('puts each problem under its field, takes the default folder for an empty one, and sends what Save row kept', async () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/v1/registry/create', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  const { user } = renderApp('/entries/import');
  await user.upload(
    await screen.findByLabelText('Import file'),
    csv(
      'title,folder_id,template,metadata\n,,PASS,"[{""type"":""TEXT"",""key"":"""",""value"":""v""}]"\n',
    ),
  );
  await screen.findByText(/0 rows ready, 1 row with problems/);
  expect(screen.getByText('Folder: Enter a folder.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Default folder'), 'shared');
  await waitFor(() => expect(screen.queryByText('Folder: Enter a folder.')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Fix row 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fix row 2' });
  const title = within(dialog).getByRole('textbox', { name: 'Title' });
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription('Enter a title.');
  const key = within(dialog).getByRole('textbox', { name: 'Key' });
  await waitFor(() => expect(key).toHaveAccessibleDescription('Enter a key.'));
  const folder = within(dialog).getByRole('combobox', { name: 'Folder' });
  expect(folder).toHaveAttribute('placeholder', 'shared');
  expect(folder).not.toHaveAttribute('aria-invalid');

  await user.type(title, 'Named');
  await user.click(within(dialog).getByRole('button', { name: 'Save row' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'This row still has a problem: Metadata item 1, Key: Enter a key.',
  );
  expect(title).not.toHaveAttribute('aria-invalid');
  await user.type(key, 'owner');
  await user.click(within(dialog).getByRole('button', { name: 'Save row' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fix row 2' })).toBeNull());
  expect(await screen.findByText(/1 row ready, 0 rows with problems/)).toBeInTheDocument();

  await startImport(user);
  expect(await screen.findByText('Import finished.')).toBeInTheDocument();
  expect(bodies).toEqual([
    {
      title: 'Named',
      folder_id: 'shared',
      template: 'PASS',
      data_encrypted: false,
      metadata: [{ type: 'TEXT', key: 'owner', value: 'v' }],
    },
  ]);
});
