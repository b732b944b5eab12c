/**
 * The form on a server that does not show its clock (the mock sends no `Date` header), with an
 * older entry of the same title and template in the folder: a create that failed with 500
 * (nothing stored) is never matched to it; one stored before its answer was lost is found,
 * with its new id. The folder read just before the first send tells them apart.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb, insertEntry, server } from '../../mocks/node';
import { currentUrl } from '../../testing/render-app';
import { CREATE_URL, field, fillRequired, openForm } from '../../testing/create-form';

const SAME = { title: 'Quarterly report', folder_id: 'finance', template: 'STORAGE' };

function lostPanel() {
  return screen
    .findByRole('heading', { name: 'The entry may or may not have been created' })
    .then((heading) => heading.closest('[role="alert"]') as HTMLElement);
}

describe('Check folder, with an older entry of the same title and template', () => {
  it('a create that failed with 500 is never matched to the older entry', async () => {
    const older = insertEntry({ ...SAME, metadata: [] }, Date.now() - 10 * 60_000);
    server.use(
      http.post(CREATE_URL, () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user, router } = await openForm();
    await fillRequired(user);
    // And a colleague files the same title while the form is on screen.
    const stranger = insertEntry({ ...SAME, metadata: [] });
    await user.click(field.submit());
    const panel = await lostPanel();
    await user.click(within(panel).getByRole('button', { name: 'Check folder' }));
    expect(
      await screen.findByRole('heading', { name: 'The entry is not in the folder' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(older.id)).toBeNull();
    expect(screen.queryByText(stranger.id)).toBeNull();
    // Trying again makes the one entry.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(getDb().created.filter((e) => e.title === SAME.title)).toHaveLength(3);
  });

  it('a create stored before its answer was lost is found, with its new id', async () => {
    const older = insertEntry({ ...SAME, metadata: [] }, Date.now() - 10 * 60_000);
    let made = '';
    server.use(
      http.post(
        CREATE_URL,
        () => {
          made = insertEntry({ ...SAME, metadata: [] }).id;
          return new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502 });
        },
        { once: true },
      ),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(field.submit());
    const panel = await lostPanel();
    await user.click(within(panel).getByRole('button', { name: 'Check folder' }));
    const heading = await screen.findByRole('heading', {
      name: 'An entry like yours is in the folder',
    });
    const found = heading.closest('[role="alert"]') as HTMLElement;
    expect(
      within(found)
        .getAllByRole('code')
        .map((c) => c.textContent),
    ).toEqual([made]);
    expect(within(found).queryByText(older.id)).toBeNull();
  });
});
