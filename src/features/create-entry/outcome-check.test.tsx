import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FolderBaseline } from '../../api/create-once/folder-match';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import { localDateTime } from '../../lib/dates';
import { DEMO_TOKEN } from '../../lib/demo';
import { testApi, testQueryClient } from '../../testing/api';
import { ApiContext } from '../../api/api-context';
import { server } from '../../mocks/node';
import { OutcomeCheck } from './outcome-check';

const MIN = 60_000;
const body: CreateEntryBody = {
  title: 'Quarterly report',
  folder_id: 'finance',
  template: 'PASS',
  metadata: [],
  data_encrypted: false,
};

/** The folder as a server whose clock runs `skew` ms off the browser's answers it. */
function serveFolder(items: ListItem[], skew: number) {
  server.use(
    http.get('*/api/v1/registry/list', () =>
      HttpResponse.json(
        {
          data: {
            items,
            pagination: {
              total: items.length,
              per_page: 100,
              current_page: 1,
              last_page: 1,
              has_more_pages: false,
            },
          },
        },
        { headers: { Date: new Date(Date.now() + skew).toUTCString() } },
      ),
    ),
  );
}

function renderCheck(sentAt: number, baseline?: FolderBaseline) {
  const api = testApi({ token: DEMO_TOKEN });
  const handlers = { onFound: vi.fn(), onVisit: vi.fn(), onNotMine: vi.fn(), onRetry: vi.fn() };
  render(
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={testQueryClient()}>
        <OutcomeCheck
          lost={{
            body,
            first: baseline ? { sentAt, baseline } : { sentAt },
            lostAt: sentAt,
            message: 'No answer.',
          }}
          retrying={false}
          {...handlers}
        />
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
  return { ...handlers, user: userEvent.setup() };
}

const entry = (id: string, at: number, type = 'PASS'): ListItem => ({
  id,
  title: 'Quarterly report',
  type,
  status: 'READY',
  created_at: new Date(at).toISOString(),
});

describe('Check folder', () => {
  it('says what happened once, and offers two choices with Check folder first', () => {
    renderCheck(Date.now());
    const panel = screen.getByRole('alert');
    expect(within(panel).getAllByRole('paragraph')).toHaveLength(1);
    expect(panel).toHaveTextContent(
      /^The entry may or may not have been createdNo answer\. The request was sent/,
    );
    expect(panel).not.toHaveTextContent(/try again/i);
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Check folder', 'Send again anyway (same key)']);
  });

  it('shows every entry that could be yours, with a server clock 6 minutes behind, and lets the person choose', async () => {
    const skew = -6 * MIN;
    const sentAt = Date.now() - 30_000;
    // Mine, 1 s after the send by the server's clock; a colleague's of the same template 10 s
    // later; a colleague's of the other template; and one from before the send.
    const mine = entry('mine', sentAt + skew + 1000);
    const colleague = entry('colleague', sentAt + skew + 10_000);
    serveFolder(
      [
        colleague,
        entry('storage', sentAt + skew + 5000, 'STORAGE'),
        mine,
        entry('old', sentAt + skew - 20 * MIN),
      ],
      skew,
    );
    const { user, onFound, onVisit, onNotMine } = renderCheck(sentAt);

    await user.click(screen.getByRole('button', { name: 'Check folder' }));
    const heading = await screen.findByRole('heading', {
      name: '2 entries like yours are in the folder',
    });
    const panel = heading.closest('[role="alert"]') as HTMLElement;
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('code').textContent)).toEqual(['colleague', 'mine']);
    expect(rows[1]).toHaveTextContent('1 second after you sent yours');
    // The list's date format ("Nov 24, 2026, 10:00 AM"), never the browser's "11/24/2026".
    expect(rows[1]).toHaveTextContent(`created ${localDateTime(new Date(mine.created_at))}`);
    expect(panel).not.toHaveTextContent(/\d{1,2}\/\d{1,2}\/\d{4}/);
    expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();

    // Going to an entry asks first; being unsure keeps the draft.
    await user.click(within(rows[0]!).getByRole('button', { name: 'Go to the entry' }));
    expect(within(panel).getByRole('button', { name: 'Yes, it is mine' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Not sure, keep the draft' }));
    expect(onVisit).toHaveBeenCalledWith(colleague);
    expect(onFound).not.toHaveBeenCalled();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Go to the entry' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, it is mine' }));
    expect(onFound).toHaveBeenCalledWith(mine);

    await user.click(within(panel).getByRole('button', { name: 'None of these is mine' }));
    expect(onNotMine).toHaveBeenCalled();
    expect(await screen.findByText(/Trying again is safe/)).toBeInTheDocument();
  });

  it("finds nothing when the only same-title entry is a colleague's of another template", async () => {
    const sentAt = Date.now() - 10_000;
    serveFolder([entry('storage', sentAt + 2000, 'STORAGE')], 0);
    const { user } = renderCheck(sentAt);
    await user.click(screen.getByRole('button', { name: 'Check folder' }));
    expect(
      await screen.findByRole('heading', { name: 'The entry is not in the folder' }),
    ).toBeInTheDocument();
  });

  it('finds nothing when the only same-title entry says it is in another folder (a server that ignores folder_id)', async () => {
    const sentAt = Date.now() - 10_000;
    serveFolder([{ ...entry('in-legal', sentAt + 2000), folder_id: 'legal' }], 0);
    const { user } = renderCheck(sentAt);
    await user.click(screen.getByRole('button', { name: 'Check folder' }));
    expect(
      await screen.findByRole('heading', { name: 'The entry is not in the folder' }),
    ).toBeInTheDocument();
  });

  describe('on a server that does not show its clock (no Date header)', () => {
    const sentAt = Date.now() - 10_000;
    const older = entry('older-entry', sentAt - 20 * MIN);
    const baseline = { newest: older.created_at, ids: [older.id] };

    function serveWithoutDate(items: ListItem[]) {
      server.use(
        http.get('*/api/v1/registry/list', () => {
          const response = HttpResponse.json({
            data: {
              items,
              pagination: {
                total: items.length,
                per_page: 100,
                current_page: 1,
                last_page: 1,
                has_more_pages: false,
              },
            },
          });
          response.headers.delete('Date');
          return response;
        }),
      );
    }

    it('never offers an older entry of the same title and template: the create (a 500) made nothing', async () => {
      serveWithoutDate([older]);
      const { user } = renderCheck(sentAt, baseline);
      await user.click(screen.getByRole('button', { name: 'Check folder' }));
      expect(
        await screen.findByRole('heading', { name: 'The entry is not in the folder' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('older-entry')).toBeNull();
    });

    it('finds the entry the create stored, with its new id, when its answer was lost', async () => {
      const mine = entry('new-entry', sentAt + 2 * MIN);
      serveWithoutDate([mine, older]);
      const { user } = renderCheck(sentAt, baseline);
      await user.click(screen.getByRole('button', { name: 'Check folder' }));
      const heading = await screen.findByRole('heading', {
        name: 'An entry like yours is in the folder',
      });
      const panel = heading.closest('[role="alert"]') as HTMLElement;
      expect(
        within(panel)
          .getAllByRole('code')
          .map((c) => c.textContent),
      ).toEqual(['new-entry']);
      // Found by what the folder held before the send: said so, with its time in the list's format.
      expect(panel).toHaveTextContent('after you sent yours (it was not there before)');
      expect(panel).not.toHaveTextContent(/did not tell its time/);
      expect(panel).toHaveTextContent(`created ${localDateTime(new Date(mine.created_at))}`);
    });

    it('without a baseline, offers nothing and says why', async () => {
      serveWithoutDate([entry('recent', sentAt + 2000)]);
      const { user } = renderCheck(sentAt);
      await user.click(screen.getByRole('button', { name: 'Check folder' }));
      expect(await screen.findByText(/does not show its clock/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /like yours/ })).toBeNull();
      expect(screen.queryByText('recent')).toBeNull();
    });
  });
});
