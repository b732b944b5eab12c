/**
 * After a create, every cached list is out of date: the lists are marked stale exactly once,
 * whether the answer came back or the entry was found by checking the folder.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { entryKeys } from '../../api/entries';
import type { CreateEntryBody } from '../../api/schemas';
import { insertEntry, server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';

type App = ReturnType<typeof renderApp>;

async function openFilledForm(title: string, folder: string, requestTimeoutMs = 15000) {
  const app = renderApp('/entries/new', { config: { requestTimeoutMs } });
  const { user } = app;
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), title);
  await user.type(screen.getByRole('combobox', { name: 'Folder' }), folder);
  await user.click(screen.getByRole('radio', { name: 'STORAGE' }));
  return app;
}

/** Counts the invalidations that reach the entry lists. */
function countListInvalidations({ queryClient }: App): () => number {
  const spy = vi.spyOn(queryClient, 'invalidateQueries');
  const lists = JSON.stringify(entryKeys.lists());
  return () =>
    spy.mock.calls.filter(([filters]) => {
      const key = filters?.queryKey;
      // No key invalidates everything, the lists included.
      return key === undefined || JSON.stringify(key.slice(0, 2)) === lists;
    }).length;
}

describe('Create entry: the lists after a create', () => {
  it('marks the lists stale once after a create that succeeds', async () => {
    const app = await openFilledForm('Refresh once', 'refresh-folder');
    const invalidations = countListInvalidations(app);

    await app.user.click(screen.getByRole('button', { name: 'Create entry' }));

    await waitFor(() => expect(currentUrl(app.router)).toBe('/entries?folder_id=refresh-folder'));
    await within(await screen.findByRole('table', { name: 'Entries' })).findByRole('row', {
      name: /Refresh once/,
    });
    expect(invalidations()).toBe(1);
  });

  it('marks the lists stale once after an entry whose answer was lost is found', async () => {
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        const body = (await request.json()) as CreateEntryBody;
        insertEntry({ ...body, data_encrypted: false });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const app = await openFilledForm('Found later', 'lost-folder', 1000);
    const invalidations = countListInvalidations(app);

    await app.user.click(screen.getByRole('button', { name: 'Create entry' }));
    await app.user.click(
      await screen.findByRole('button', { name: 'Check folder' }, { timeout: 3000 }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Go to the entry' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, it is mine' }));

    await waitFor(() => expect(currentUrl(app.router)).toBe('/entries?folder_id=lost-folder'));
    await within(await screen.findByRole('table', { name: 'Entries' })).findByRole('row', {
      name: /Found later/,
    });
    expect(invalidations()).toBe(1);
  });
});
