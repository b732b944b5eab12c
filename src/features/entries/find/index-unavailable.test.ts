// @vitest-environment jsdom
/** An index whose code cannot be loaded (a newer version deployed since the page loaded). */
import { describe, expect, it, vi } from 'vitest';
import { createIndexInbox } from '../../../api/index-inbox';
import { createSession } from '../../../lib/session';
import { searchQuery } from '../../../testing/search-query';
import { memoryStorage } from '../../../testing/storage';
import { createIndexClient } from './index-client';

vi.mock('./index-connect', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('an index that cannot be loaded', () => {
  it('leaves the page without an index, as signed out: calls answer null, nothing waits', async () => {
    const storage = memoryStorage();
    const session = createSession({ store: () => storage });
    session.set('tok-1');
    const index = createIndexClient(session);
    index.start(1000, createIndexInbox(session));
    // Asked before the load failed: answered, not left waiting.
    const asked = index.search(searchQuery({ q: 'lease' }));
    await index.opened();
    expect(await asked).toBeNull();
    expect(await index.find('e-1')).toBeNull();
    expect(index.stats.get().count).toBe(0);
  });
});
