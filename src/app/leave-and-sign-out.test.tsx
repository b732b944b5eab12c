import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../lib/session';
import { currentUrl, renderApp } from '../testing/render-app';

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
  it('asks before discarding an unsaved draft, and keeps both when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderApp('/entries/new');
    await user.type(await screen.findByLabelText('Title'), 'Keep me');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Keep me'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(confirm).toHaveBeenCalledWith('Sign out and discard the unsaved entry draft?');
    expect(getToken()).not.toBeNull();
    expect(currentUrl(router)).toBe('/entries/new');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('Sign out right after typing', () => {
  it('does not leave a draft behind for the next sign-in', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = renderApp('/entries/new');
    await user.type(await screen.findByLabelText('Title'), 'Typed just now');
    // Before the debounced save: the form still holds unsaved text when the session ends.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
