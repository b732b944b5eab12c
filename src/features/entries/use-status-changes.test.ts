// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListItem } from '../../api/schemas';
import { STATUS_MARK_MS, useStatusChanges } from './use-status-changes';

const item = (id: string, status: string, title = `Entry ${id}`): ListItem => ({
  id,
  title,
  type: 'STORAGE',
  status,
  created_at: '2026-11-20T10:00:00Z',
});

/** The hook as the list uses it: each answer is a new array, stamped with when it arrived. */
function setup(first: ListItem[]) {
  const hook = renderHook(({ items, at }) => useStatusChanges(items, at), {
    initialProps: { items: first, at: Date.now() },
  });
  return {
    answer(items: ListItem[]) {
      hook.rerender({ items, at: Date.now() });
    },
    marked: () => [...hook.result.current].sort(),
  };
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('useStatusChanges', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('marks an entry whose status changed, for three seconds', () => {
    const list = setup([item('a', 'PENDING'), item('b', 'PENDING')]);
    expect(list.marked()).toEqual([]);
    wait(1000);
    list.answer([item('a', 'ACTIVE'), item('b', 'PENDING')]);
    expect(list.marked()).toEqual(['a']);
    wait(STATUS_MARK_MS - 1);
    expect(list.marked()).toEqual(['a']);
    wait(1);
    expect(list.marked()).toEqual([]);
  });

  it('does not keep the mark when the next answer within 3 s changes something else', () => {
    const list = setup([item('a', 'PENDING'), item('b', 'PENDING')]);
    wait(1000);
    list.answer([item('a', 'ACTIVE'), item('b', 'PENDING')]);
    wait(1000);
    // Only a title changes: nothing new to mark, and a's mark ends on time.
    list.answer([item('a', 'ACTIVE'), item('b', 'PENDING', 'Renamed')]);
    expect(list.marked()).toEqual(['a']);
    wait(2000);
    expect(list.marked()).toEqual([]);
    // An answer with nothing new does not bring it back.
    list.answer([item('a', 'ACTIVE'), item('b', 'PENDING', 'Renamed')]);
    wait(10_000);
    expect(list.marked()).toEqual([]);
  });

  it('gives each change its own three seconds', () => {
    const list = setup([item('a', 'PENDING'), item('b', 'PENDING')]);
    wait(1000);
    list.answer([item('a', 'ACTIVE'), item('b', 'PENDING')]);
    wait(2000);
    list.answer([item('a', 'ACTIVE'), item('b', 'FAILED')]);
    expect(list.marked()).toEqual(['a', 'b']);
    wait(1000);
    expect(list.marked()).toEqual(['b']);
    wait(2000);
    expect(list.marked()).toEqual([]);
  });

  it('does not mark entries seen for the first time, or answers that change no status', () => {
    const list = setup([item('a', 'PENDING')]);
    list.answer([item('a', 'PENDING'), item('c', 'ACTIVE')]);
    list.answer([item('a', 'PENDING', 'Renamed'), item('c', 'ACTIVE')]);
    expect(list.marked()).toEqual([]);
  });
});
