import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';
import {
  CLAIM_MAX_AGE_MS,
  claimSubmission,
  outcomeOfError,
  settleSubmission,
  type ClaimRef,
} from '../../api/create-once/attempt-record';
import { fingerprintOf } from '../../api/create-once/key';
import { ApiError } from '../../api/api-error';

/** The body the form below sends: its claim is for this content. */
const SHARED_BODY = {
  title: 'Shared draft',
  folder_id: 'finance',
  template: 'PASS',
  metadata: [],
  data_encrypted: false,
};
const ref = (draftId: string, body: unknown = SHARED_BODY): ClaimRef => ({
  draftId,
  content: fingerprintOf(body),
});
const submissionKeys = () =>
  Object.keys(localStorage).filter((k) => k.startsWith('registry-console:submission:'));

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
    expect(claimSubmission('local', ref('draft-1'), { now: Date.now() })).toBeNull();
    const creates = countCreates();
    const { user } = renderApp('/entries/new');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    expect(await screen.findByText(/being created from another tab/)).toBeInTheDocument();
    expect(creates.count).toBe(0);
  });

  it('refuses to send a draft another tab already created, naming the entry', async () => {
    sessionStorage.setItem('registry-console:create-draft-id', 'draft-2');
    settleSubmission('local', ref('draft-2'), { kind: 'created', entryId: 'entry-42' }, Date.now());
    const creates = countCreates();
    const { user } = renderApp('/entries/new');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    expect(
      await screen.findByText(/already created from another tab \(entry ID entry-42\)/),
    ).toBeInTheDocument();
    expect(creates.count).toBe(0);
  });

  it('asks to check the folder, not to send, when another tab lost the answer for this draft', async () => {
    sessionStorage.setItem('registry-console:create-draft-id', 'draft-9');
    const sentAt = Date.now() - 30_000;
    claimSubmission('local', ref('draft-9'), { now: sentAt });
    settleSubmission('local', ref('draft-9'), { kind: 'unknown' }, Date.now());
    const creates = countCreates();
    const { user } = renderApp('/entries/new');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    expect(
      await screen.findByRole('heading', { name: 'The entry may or may not have been created' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Create entry did not send: an earlier attempt to create this draft/),
    ).toBeInTheDocument();
    expect(creates.count).toBe(0);
    // Sending again there is the person's choice, made after the warning: it sends.
    await user.click(screen.getByRole('button', { name: 'Send again anyway (same key)' }));
    await waitFor(() => expect(creates.count).toBe(1));
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
    // The list the person lands on has loaded before the test ends.
    await screen.findByRole('table', { name: 'Entries' });
    expect(claimSubmission('local', ref(draftId!), { now: Date.now() })).toMatchObject({
      kind: 'done',
    });
  });

  it('treats a claim left by a tab that stopped mid-send as an unknown outcome, until taken over', () => {
    const longAgo = Date.now() - 10 * 60_000;
    expect(claimSubmission('local', ref('draft-3'), { now: longAgo })).toBeNull();
    expect(claimSubmission('local', ref('draft-3'), { now: Date.now() })).toEqual({
      kind: 'earlier-lost',
      first: { sentAt: longAgo },
    });
    expect(
      claimSubmission('local', ref('draft-3'), { now: Date.now(), takeOver: true }),
    ).toBeNull();
  });

  it('holds the claim while the outcome is unknown, and releases it on a definite failure', () => {
    const lost = new ApiError({ kind: 'timeout', status: 0, message: 'lost', method: 'POST' });
    const refused = new ApiError({ kind: 'http', status: 422, message: 'bad', method: 'POST' });
    const bad = new ApiError({ kind: 'http', status: 400, message: 'bad', method: 'POST' });
    expect(outcomeOfError(refused)).toEqual({ kind: 'failed' });
    expect(outcomeOfError(bad)).toEqual({ kind: 'failed' });

    expect(claimSubmission('local', ref('draft-4'), { now: Date.now() })).toBeNull();
    settleSubmission('local', ref('draft-4'), outcomeOfError(lost), Date.now());
    // The duplicated tab (same draft, same content) must not send it again.
    expect(claimSubmission('local', ref('draft-4'), { now: Date.now() })).toMatchObject({
      kind: 'earlier-lost',
    });

    expect(claimSubmission('local', ref('draft-5'), { now: Date.now() })).toBeNull();
    settleSubmission('local', ref('draft-5'), outcomeOfError(refused), Date.now());
    expect(submissionKeys()).toEqual([expect.stringContaining('draft-4')]);
    expect(claimSubmission('local', ref('draft-5'), { now: Date.now() })).toBeNull();
  });

  it('does not hold back the same draft once it was changed in another tab', () => {
    settleSubmission('local', ref('draft-6'), { kind: 'created', entryId: 'entry-1' }, Date.now());
    expect(claimSubmission('local', ref('draft-6'), { now: Date.now() })).toMatchObject({
      kind: 'done',
    });
    const edited = { ...SHARED_BODY, title: 'Shared draft, second one' };
    expect(claimSubmission('local', ref('draft-6', edited), { now: Date.now() })).toBeNull();
  });

  it('sweeps claims older than a day', () => {
    const old = Date.now() - CLAIM_MAX_AGE_MS - 1000;
    settleSubmission('local', ref('draft-7'), { kind: 'created', entryId: 'entry-7' }, old);
    localStorage.setItem('registry-console:submission:legacy', '{"state":"done","at":1}');
    localStorage.setItem('registry-console:submission:garbage', 'not json');
    expect(submissionKeys()).toHaveLength(3);
    claimSubmission('local', ref('draft-8'), { now: Date.now() });
    expect(submissionKeys()).toEqual([expect.stringContaining('draft-8')]);
  });
});
