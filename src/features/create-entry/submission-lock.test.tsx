import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';
import { claimSubmission, completeSubmission } from './submission-lock';

function countCreates(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') seen.count += 1;
  });
  return seen;
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Title'), 'Shared draft');
  await user.type(screen.getByLabelText('Folder'), 'finance');
  await user.click(screen.getByRole('radio', { name: 'PASS' }));
}

describe('one draft, one entry across tabs', () => {
  it('refuses to send a draft another tab is sending', async () => {
    sessionStorage.setItem('registry-console:create-draft-id', 'draft-1');
    expect(claimSubmission('draft-1')).toEqual({ ok: true });
    const creates = countCreates();
    const { user } = renderApp('/entries/new');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    expect(await screen.findByText(/being created from another tab/)).toBeInTheDocument();
    expect(creates.count).toBe(0);
  });

  it('refuses to send a draft another tab already created, naming the entry', async () => {
    sessionStorage.setItem('registry-console:create-draft-id', 'draft-2');
    completeSubmission('draft-2', 'entry-42');
    const creates = countCreates();
    const { user } = renderApp('/entries/new');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    expect(
      await screen.findByText(/already created from another tab \(entry ID entry-42\)/),
    ).toBeInTheDocument();
    expect(creates.count).toBe(0);
  });

  it('marks the draft as created, so its copy in a duplicated tab cannot create it again', async () => {
    const { user, router } = renderApp('/entries/new');
    await fillValidForm(user);
    // The draft is named once it is saved (debounced), before anything is sent.
    await waitFor(() =>
      expect(sessionStorage.getItem('registry-console:create-draft-id')).not.toBeNull(),
    );
    const draftId = sessionStorage.getItem('registry-console:create-draft-id');
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(claimSubmission(draftId!)).toMatchObject({ ok: false, reason: 'done' });
  });

  it('takes over a claim left behind by a tab that stopped long ago', () => {
    const longAgo = Date.now() - 10 * 60_000;
    expect(claimSubmission('draft-3', longAgo)).toEqual({ ok: true });
    expect(claimSubmission('draft-3')).toEqual({ ok: true });
  });
});
