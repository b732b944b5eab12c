import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_MS } from '../features/create-entry/use-draft-autosave';
import { createSession } from '../lib/session';
import { currentUrl, renderApp } from '../testing/render-app';

/** This tab's session, as the app reads it from this tab's storage. */
const tab = createSession();

const DRAFT_KEY = 'registry-console:create-draft';

describe('leaving with unsaved work', () => {
  it('leaves a filled form without asking, keeps the draft, and brings it back', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = renderApp('/entries/new');
    await user.type(await screen.findByLabelText('Title'), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Registry Console' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(confirm).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Half done');

    // The list says a draft is waiting, and leads back to it.
    expect(screen.getByText(/Draft in progress/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('Your unfinished draft was restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Half done');
  });

  it('does not ask when nothing was typed, and then no draft is waiting', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderApp('/entries/new');
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('link', { name: 'Registry Console' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByText(/Draft in progress/)).not.toBeInTheDocument();
  });
});

describe('Sign out with a draft', () => {
  it('asks in its own dialog before discarding an unsaved draft, keeps both when refused, and says when it signed out', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = renderApp('/entries/new');
    await user.type(await screen.findByLabelText('Title'), 'Keep me');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Keep me'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign out and discard your draft?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tab.token()).not.toBeNull();
    expect(currentUrl(router)).toBe('/entries/new');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Keep me');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // (A notice from an earlier test may still be up: count them.)
    const notices = () => screen.queryAllByText('Signed out.').length;
    const before = notices();
    const again = await screen.findByRole('dialog', { name: 'Sign out and discard your draft?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(tab.token()).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(notices()).toBe(before + 1));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('signs out at once when nothing is unsaved, and says so', async () => {
    const { user, router } = renderApp('/entries');
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    // (A notice from an earlier test may still be up: count them.)
    const notices = () => screen.queryAllByText('Signed out.').length;
    const before = notices();
    await user.click(signOut);
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(notices()).toBe(before + 1));
  });
});

describe('Sign out right after typing', () => {
  afterEach(() => vi.useRealTimers());

  it('does not leave a draft behind for the next sign-in', async () => {
    // Clocks run as usual, and can be moved on at once past the save delay.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderApp('/entries/new');
    await user.type(await screen.findByLabelText('Title'), 'Typed just now');
    // Before the debounced save: the form still holds unsaved text when the session ends.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    // Any save still pending from the typing is due now.
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_MS));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
