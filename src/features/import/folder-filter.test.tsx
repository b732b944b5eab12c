import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { badges, browserLike, csv, sentCreates, startImport } from '../../testing/import-file';

beforeEach(() => browserLike());

/**
 * A server that ignores the `folder_id` it is asked for lists every folder's entries, each with
 * its own `folder_id`: only the item's own folder says where it is.
 */
describe('Already in folder against a server that ignores folder_id', () => {
  it('a server that ignores folder_id: a title that is only in another folder is not Already in folder', async () => {
    const sent = sentCreates();
    const asked: (string | null)[] = [];
    const elsewhere = {
      id: 'legal-1',
      title: 'Shared title',
      type: 'PASS',
      status: 'ACTIVE',
      created_at: '2026-03-01T10:00:00Z',
      folder_id: 'legal',
    };
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('folder_id'));
        const pagination = { total: 1, per_page: 100, current_page: 1, last_page: 1 };
        return HttpResponse.json({
          data: { items: [elsewhere], pagination: { ...pagination, has_more_pages: false } },
        });
      }),
    );
    const { user } = renderApp('/entries/import');
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv('title,folder_id,template\nShared title,north,PASS\n'),
    );
    expect(await startImport(user)).toContain('Create 1 entry in 1 folder.');
    await screen.findByText('Import finished.');
    expect(asked).toContain('north');
    expect(sent.map((s) => s.title)).toEqual(['Shared title']);
    expect(badges('Already in folder')).toBe(0);
  });
});
