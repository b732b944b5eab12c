/**
 * `Index all entries` against a list server of the test's own: one that announces a million
 * pages, one whose head is deleted while it is read, one that keeps moving.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { fakeItem } from '../../../testing/fake-list';
import { renderApp } from '../../../testing/render-app';
import { recordRequests } from '../../../testing/requests';
import { indexEverything, indexStatus } from '../../../testing/find';

/**
 * A list server of its own, newest first: `entries` may change between two answers
 * (`beforeAnswer`), or it announces `announced` entries of which every page is fresh.
 */
function serveList(entries: ReturnType<typeof fakeItem>[], announced?: number) {
  const served = { beforeAnswer: (page: number, limit: number): void => void [page, limit] };
  server.use(
    http.get('*/api/v1/registry/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      served.beforeAnswer(page, limit);
      const total = announced ?? entries.length;
      const items = announced
        ? Array.from({ length: limit }, (_, i) => fakeItem(`p${page}-${i}`, 'x'.repeat(2000)))
        : entries.slice((page - 1) * limit, page * limit);
      const lastPage = Math.max(1, Math.ceil(total / limit));
      return HttpResponse.json({
        data: {
          items,
          pagination: {
            total,
            per_page: limit,
            current_page: page,
            last_page: lastPage,
            has_more_pages: page < lastPage,
          },
        },
      });
    }),
  );
  return served;
}

describe('Index all entries against a hostile or moving list', () => {
  it('stops at indexMaxEntries when the server announces a million pages, and says so', async () => {
    serveList([], 100_000_000);
    const requests = recordRequests();
    const { user } = renderApp('/entries', { config: { indexMaxEntries: 250 } });
    await screen.findByRole('table', { name: 'Entries' });
    await indexEverything(
      user,
      'Search stopped loading at its limit of 250 entries: results may be incomplete.',
    );
    expect(await indexStatus()).not.toHaveTextContent(/Searching all/);
    const walked = requests.filter((r) => r.searchParams.get('limit') === '100');
    expect(walked.length).toBeLessThanOrEqual(6);
  });

  it('never calls the index complete while entries deleted at the head left others unread, and reads them again', async () => {
    const entries = Array.from({ length: 1900 }, (_, i) => fakeItem(`e${i + 1}`));
    const served = serveList(entries);
    let deletions = 1;
    served.beforeAnswer = (page, limit) => {
      if (limit === 100 && page === 11 && deletions > 0) {
        deletions -= 1;
        entries.splice(0, 3);
      }
    };
    const { user, services } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    await indexEverything(user);
    // Entries 1001–1003 moved onto page 10 after it was read, and were read again.
    for (const id of ['e1001', 'e1002', 'e1003'])
      await expect(services.entryIndex.find(id)).resolves.toMatchObject({ id });
  });

  it('never calls the index complete while the list keeps moving, after reading it again twice', async () => {
    const entries = Array.from({ length: 1900 }, (_, i) => fakeItem(`e${i + 1}`));
    const served = serveList(entries);
    let deletions = 1000;
    served.beforeAnswer = (page, limit) => {
      if (limit === 100 && page > 1 && deletions-- > 0) entries.shift();
    };
    const { user } = renderApp('/entries');
    await screen.findByRole('table', { name: 'Entries' });
    await indexEverything(user, 'also when the part that changed was read again: results may be');
    expect(await indexStatus()).not.toHaveTextContent(/Searching all/);
  }, 30000);
});
