/**
 * Text from the address or the server quoted in one of the console's sentences sits in a `<bdi>`:
 * a right-to-left override in an id cannot turn the words after it around.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { listPage } from '../../testing/list-page';
import { renderApp } from '../../testing/render-app';

const ID = 'invoice\u202Efdp.exe';

describe('quoted text in sentences', () => {
  it('isolates an id with a right-to-left override in the missing-entry sentence', async () => {
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        return HttpResponse.json({ message: 'OK', data: listPage([], page, 10) });
      }),
    );
    renderApp(`/entries/${encodeURIComponent(ID)}?folder_id=finance`);
    const dialog = await screen.findByRole('dialog', { name: 'Entry details' }, { timeout: 5000 });
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(`No entry has the id ${ID} in the folder finance.`);

    const quoted = [...alert.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(quoted).toEqual([ID, 'finance']);
    // The words after the id are outside its isolate: the override cannot reach them.
    const idBdi = alert.querySelector('bdi')!;
    const sentence = idBdi.closest('p')!;
    expect(idBdi.textContent).not.toContain(' in ');
    expect(sentence.textContent!.slice(sentence.textContent!.indexOf(ID) + ID.length)).toBe(
      ' in the folder finance.',
    );
  });
});
