// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createIndexInbox } from '../../../api/index-inbox';
import type { ListItem } from '../../../api/schemas';
import { createSession } from '../../../lib/session';
import { searchQuery } from '../../../testing/search-query';
import { memoryStorage } from '../../../testing/storage';
import { createIndexClient } from './index-client';

const made = (id: string, title: string): ListItem =>
  ({
    id,
    title,
    type: 'PASS',
    status: '',
    created_at: '2026-11-28T06:00:00Z',
    folder_id: 'imports',
  }) as ListItem;

const byIds = (ids: string[]) => searchQuery({ ids });

describe('entries told as they are made', () => {
  it('are in the index at once, also when told before it started', async () => {
    vi.stubGlobal('Worker', undefined);
    const storage = memoryStorage();
    const session = createSession({ store: () => storage });
    session.set('tok-1');
    const index = createIndexClient(session);
    const created = createIndexInbox(session);
    created.tell([made('m-1', 'Made first')]);
    index.start(1000, created);
    created.tell([made('m-2', 'Made after')]);
    await vi.waitFor(async () => {
      const answer = await index.search(byIds(['m-1', 'm-2', 'm-3']));
      expect(answer?.items.map((item) => item.title)).toEqual(['Made first', 'Made after']);
    });
    // Nothing to filter by yet: the server says the status later.
    expect(index.stats.get().statuses).toEqual([]);
    index.drop();
  });

  it('are not told to the index of another session: a sign-out drops those still waiting', async () => {
    vi.stubGlobal('Worker', undefined);
    const storage = memoryStorage();
    const session = createSession({ store: () => storage });
    session.set('tok-1');
    const index = createIndexClient(session);
    const created = createIndexInbox(session);
    created.tell([made('m-1', 'Made before the sign-out')]);
    session.clear('signed-out');
    session.set('tok-2');
    index.start(1000, created);
    created.tell([made('m-2', 'Made after')]);
    await vi.waitFor(async () => {
      const answer = await index.search(byIds(['m-1', 'm-2']));
      expect(answer?.items.map((item) => item.title)).toEqual(['Made after']);
    });
    index.drop();
  });

  it('pages listed before the index started are in it, each page as last read, after what came before', async () => {
    vi.stubGlobal('Worker', undefined);
    const storage = memoryStorage();
    const session = createSession({ store: () => storage });
    session.set('tok-1');
    const index = createIndexClient(session);
    const inbox = createIndexInbox(session);
    const page = (title: string, status: string) => ({
      items: [{ ...made('m-1', title), status }],
      pagination: { total: 1, per_page: 10, current_page: 1, last_page: 1, has_more_pages: false },
    });
    const params = { folder_id: '', page: 1, limit: 10, order_by: '-created_at' };
    inbox.heard(page('Listed', 'NEW'), params);
    inbox.tell([made('m-1', 'Made')]);
    // A poll of the same page: its answer is the one the index gets, after the entry made.
    inbox.heard(page('Listed again', 'DONE'), params);
    index.start(1000, inbox);
    await vi.waitFor(async () => {
      const answer = await index.search(byIds(['m-1']));
      expect(answer?.items.map((item) => [item.title, item.status])).toEqual([
        ['Listed again', 'DONE'],
      ]);
    });
    expect(index.stats.get().total).toBe(1);
    index.drop();
  });
});
