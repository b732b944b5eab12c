import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { entryKeys, usePrefetchNextPage } from './entries';
import { ApiContext } from './api-context';
import type { ListParams } from './schemas';
import { testApi, testQueryClient } from '../testing/api';
import { createIndexInbox, IndexInboxContext } from './index-inbox';

function setup(initial: { params: ListParams; enabled: boolean }) {
  const queryClient = testQueryClient();
  const api = testApi();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  const inbox = createIndexInbox(api.session);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiContext.Provider value={api}>
      <IndexInboxContext.Provider value={inbox}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </IndexInboxContext.Provider>
    </ApiContext.Provider>
  );
  const hook = renderHook(({ params, enabled }) => usePrefetchNextPage(params, enabled), {
    initialProps: initial,
    wrapper,
  });
  const pages = () => prefetch.mock.calls.map(([options]) => options.queryKey);
  return { ...hook, pages };
}

describe('usePrefetchNextPage', () => {
  const params = { folder_id: 'finance', page: 1, limit: 10, order_by: '-created_at' };

  it('fetches the next page once per set of values, however often the screen renders', () => {
    const { rerender, pages } = setup({ params, enabled: true });
    // Each render builds a new params object with the same values.
    rerender({ params: { ...params }, enabled: true });
    rerender({ params: { ...params }, enabled: true });
    expect(pages()).toEqual([entryKeys.list({ ...params, page: 2 })]);

    rerender({ params: { ...params, page: 2 }, enabled: true });
    rerender({ params: { ...params, page: 2, order_by: 'title' }, enabled: true });
    expect(pages()).toEqual([
      entryKeys.list({ ...params, page: 2 }),
      entryKeys.list({ ...params, page: 3 }),
      entryKeys.list({ ...params, page: 3, order_by: 'title' }),
    ]);
  });

  it('fetches nothing while not enabled (no next page, or the page shown is a placeholder)', () => {
    const { rerender, pages } = setup({ params, enabled: false });
    rerender({ params: { ...params, page: 2 }, enabled: false });
    expect(pages()).toEqual([]);
    rerender({ params: { ...params, page: 2 }, enabled: true });
    expect(pages()).toEqual([entryKeys.list({ ...params, page: 3 })]);
  });
});
