import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices, ServicesContext } from '../../lib/services';
import { createSession } from '../../lib/session';
import type { ToastStore } from '../../lib/toast';
import { RESUME_MIN_MS, Toaster } from './toaster';
import { toastSaying } from '../../testing/toasts';

let store: ToastStore;

function show(durationMs = 8000) {
  return store.show(
    {
      message: 'Entry "Report" created.',
      tone: 'success',
      copyValue: 'e-1',
      copyLabel: 'Copy new entry ID',
    },
    durationMs,
  );
}

/** The toaster as the app shows it, over this test's own store. */
const renderToaster = () =>
  render(
    <ServicesContext.Provider value={{ ...createServices(createSession()), toasts: store }}>
      <MemoryRouter initialEntries={['/entries']}>
        <Toaster />
      </MemoryRouter>
    </ServicesContext.Provider>,
  );

const toast = () => toastSaying('Entry "Report" created.');

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store = createServices(createSession()).toasts;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a toast away after its time', () => {
    renderToaster();
    act(() => void show());
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(7900));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(toast()).toBeNull();
  });

  it('stays while the pointer is on it, and leaves time to copy after', () => {
    renderToaster();
    act(() => void show());
    act(() => vi.advanceTimersByTime(7000));
    fireEvent.mouseEnter(toast()!);
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast()).not.toBeNull();

    fireEvent.mouseLeave(toast()!);
    act(() => vi.advanceTimersByTime(RESUME_MIN_MS - 100));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(toast()).toBeNull();
  });

  it('stays while focus is in it (on its copy button), whatever the pointer does', () => {
    renderToaster();
    act(() => void show());
    act(() => vi.advanceTimersByTime(7000));
    const copy = screen.getByRole('button', { name: 'Copy new entry ID' });
    act(() => copy.focus());
    fireEvent.mouseEnter(toast()!);
    fireEvent.mouseLeave(toast()!);
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast()).not.toBeNull();

    // Focus moving within the toast keeps it paused; leaving it starts the clock again.
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast()).not.toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(RESUME_MIN_MS + 100));
    expect(toast()).toBeNull();
  });
});
