import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { browserLike } from '../../testing/import-file';

const csv = (text: string) => new File([text], 'rows.csv', { type: 'text/csv' });

beforeEach(() => {
  browserLike();
});

async function importWithFile() {
  const app = renderApp('/entries/import');
  await app.user.upload(
    await screen.findByLabelText('Import file'),
    csv('title,folder_id,template\nFirst,f1,STORAGE\n'),
  );
  await screen.findByRole('table', { name: 'Import rows' });
  (document.activeElement as HTMLElement | null)?.blur();
  return app;
}

describe('Shortcuts never throw work away', () => {
  it('c on the import screen with a loaded file asks first, in the console’s own dialog', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = await importWithFile();

    await user.keyboard('c');
    const question = await screen.findByRole('dialog', { name: 'Leave this screen?' });
    expect(question).toHaveAccessibleDescription(/the loaded file and its checked rows/);
    expect(router.location.pathname).toBe('/entries/import');

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/entries/import');
    expect(screen.getByRole('table', { name: 'Import rows' })).toBeInTheDocument();

    await user.keyboard('c');
    const again = await screen.findByRole('dialog', { name: 'Leave this screen?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.location.pathname).toBe('/entries/new'));
    expect(
      await screen.findByText('Left without keeping the loaded file and its checked rows.'),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('c on the import screen with nothing loaded goes straight to the form', async () => {
    const { user, router } = renderApp('/entries/import');
    await screen.findByLabelText('Import file');
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(async () => {
      await user.keyboard('c');
      expect(router.location.pathname).toBe('/entries/new');
    });
    expect(screen.queryByRole('dialog', { name: 'Leave this screen?' })).not.toBeInTheDocument();
  });
});
