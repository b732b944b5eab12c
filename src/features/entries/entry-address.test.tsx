import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../api/schemas';
import { server } from '../../mocks/node';
import { listPage } from '../../testing/list-page';
import { currentUrl, renderApp } from '../../testing/render-app';
import { createAppServices } from '../../app/app-services';
import { createQueryClient } from '../../api/query-client';
import { testApi } from '../../testing/api';

const entry = (n: number): ListItem => ({
  id: `e-${String(n).padStart(4, '0')}`,
  title: `Entry ${n}`,
  type: 'PASS',
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
});
const ENTRIES = Array.from({ length: 650 }, (_, i) => entry(i + 1));

/** The list, paged as asked; the pages asked for, in order. */
function servePages(items: readonly ListItem[], wait = 0) {
  const asked: { page: number; limit: number }[] = [];
  server.use(
    http.get('*/api/v1/registry/list', async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      asked.push({ page, limit });
      if (wait) await delay(wait);
      return HttpResponse.json({ message: 'OK', data: listPage(items, page, limit) });
    }),
  );
  return asked;
}

// The dialog loads on demand: the first one in a busy run can take a while.
const details = () => screen.findByRole('dialog', { name: 'Entry details' }, { timeout: 5000 });

describe("An entry's address, /entries/<id>", () => {
  it('opens the details of an entry on a far page, read page by page', async () => {
    const asked = servePages(ENTRIES);
    renderApp('/entries/e-0612');
    const dialog = await details();
    expect(await within(dialog).findByText('Entry 612', {}, { timeout: 5000 })).toBeVisible();
    expect(within(dialog).getByText('e-0612')).toBeInTheDocument();
    // Read with the export's page size (100), as far as needed and no further.
    const walked = asked.filter(({ limit }) => limit === 100).map(({ page }) => page);
    expect(walked).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(within(dialog).getByRole('button', { name: 'Create similar' })).toBeEnabled();
  });

  it('shows its progress while looking, and Stop looking stops reading', async () => {
    const asked = servePages(ENTRIES, 150);
    const { user } = renderApp('/entries/not-there');
    const dialog = await details();
    const progress = await within(dialog).findByRole('progressbar', {
      name: 'Looking for the entry',
    });
    await waitFor(() => expect(progress).toHaveAttribute('max', '7'));
    await waitFor(() => expect(within(dialog).getByText(/Read page 2 of 7/)).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Stop looking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /Stopped looking for not-there\. [23] of 7 pages were read without finding it\./,
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();

    // Look again starts over from the first page, reads to the end and says there is no such entry.
    const before = asked.length;
    await user.click(within(dialog).getByRole('button', { name: 'Look again' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(asked[before]).toEqual({ page: 1, limit: 100 });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No entry has the id not-there in all folders.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('looks in the folder the link names, and an older entry= link lands on the address', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.get('folder_id'));
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return HttpResponse.json({ message: 'OK', data: listPage(ENTRIES, page, limit) });
      }),
    );
    const { router } = renderApp('/entries?folder_id=finance&page=2&entry=e-0300');
    const dialog = await details();
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/entries/e-0300?folder_id=finance&page=2'),
    );
    expect(await within(dialog).findByText('Entry 300')).toBeInTheDocument();
    expect(asked.every((folder) => folder === 'finance')).toBe(true);
  });

  it("asks the session's index first, and reads no page when it knows the entry", async () => {
    const asked = servePages(ENTRIES.slice(0, 5));
    const indexed: ListItem = { ...entry(9000), title: 'Known to the index' };
    const api = testApi();
    const services = createAppServices(api, createQueryClient(api.retry.reads));
    const find = async (id: string) => (id === indexed.id ? indexed : null);
    renderApp('/entries/e-9000', {
      api,
      services: { ...services, entryIndex: { ...services.entryIndex, find } },
    });
    const dialog = await details();
    expect(await within(dialog).findByText('Known to the index')).toBeInTheDocument();
    expect(asked.filter(({ limit }) => limit === 100)).toEqual([]);
  });

  it('says so when the list cannot be read, with Retry', async () => {
    servePages(ENTRIES.slice(0, 5));
    server.use(
      http.get('*/api/v1/registry/list', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100'
          ? HttpResponse.json({ message: 'Registry is down for maintenance' }, { status: 400 })
          : undefined,
      ),
    );
    renderApp('/entries/e-0001x');
    const dialog = await details();
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /could not be looked for: .*Registry is down for maintenance/,
    );
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
