/**
 * The panel after a lost answer, as a person meets it: one message (what happened, where the
 * entry may be, what sending again does), two choices, and the safe one first. Pressing
 * `Create entry` again sends nothing and says so, with the same two choices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { claimSubmission, settleSubmission } from '../../api/create-once/attempt-record';
import { fingerprintOf } from '../../api/create-once/key';
import type { AppConfig } from '../../lib/config';
import { server } from '../../mocks/node';
import { currentUrl } from '../../testing/render-app';
import {
  CREATE_URL,
  field,
  fillRequired,
  openForm,
  recordCreates,
} from '../../testing/create-form';

const HEADING = 'The entry may or may not have been created';
const keyOf = (request: Request | undefined) => request?.headers.get('Idempotency-Key') ?? null;

async function lostPanel() {
  const heading = await screen.findByRole('heading', { name: HEADING }, { timeout: 4000 });
  return heading.closest('[role="alert"]') as HTMLElement;
}

const choices = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** Another tab sent this very draft, and its answer was lost. */
async function openAfterLostElsewhere(config: Partial<AppConfig>) {
  const body = {
    title: 'Lost elsewhere',
    folder_id: 'keys',
    template: 'STORAGE',
    metadata: [],
    data_encrypted: false,
  };
  sessionStorage.setItem('registry-console:create-draft-id', 'draft-lost');
  const ref = { draftId: 'draft-lost', content: fingerprintOf(body) };
  claimSubmission('local', ref, { now: Date.now() - 30_000 });
  settleSubmission('local', ref, { kind: 'unknown' }, Date.now());
  const app = await openForm('/entries/new', config);
  await fillRequired(app.user, { title: body.title, folder: body.folder_id });
  return app;
}

describe('after a lost answer', () => {
  it('says one thing, with no advice that contradicts it, and offers two choices: Check folder first', async () => {
    server.use(http.post(CREATE_URL, () => HttpResponse.error(), { once: true }));
    const creates = recordCreates();
    const { user } = await openForm();
    await fillRequired(user, { title: 'Lost once', folder: 'keys' });
    await user.click(field.submit());
    const panel = await lostPanel();

    expect(panel).toHaveTextContent(
      'The connection broke before an answer arrived. The request was sent, so the entry may be in the folder keys. Check the folder first: this server may not recognise a repeated request, so sending again could make the entry twice.',
    );
    expect(panel).not.toHaveTextContent(/try again/i);
    expect(choices(panel)).toEqual(['Check folder', 'Send again anyway (same key)']);
    expect(creates).toHaveLength(1);

    // Create entry again: nothing is sent, and the panel says so, with the same two choices.
    await user.click(field.submit());
    await within(await lostPanel()).findByText(/^Create entry did not send/);
    const again = await lostPanel();
    expect(choices(again)).toEqual(['Check folder', 'Send again anyway (same key)']);
    expect(creates).toHaveLength(1);
  });

  it('puts the safe resend first where the server honours the key, and it sends with the same key', async () => {
    const creates = recordCreates();
    const { user, router } = await openAfterLostElsewhere({ resendLostCreates: true });
    await user.click(field.submit());
    const panel = await lostPanel();
    expect(within(panel).getByText(/^Create entry did not send/)).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'Sending again is safe: this server recognises a repeated request and makes the entry only once.',
    );
    expect(choices(panel)).toEqual(['Send again (same key)', 'Check folder']);
    expect(creates).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Send again (same key)' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'));
    expect(creates).toHaveLength(1);
    expect(keyOf(creates[0])).not.toBeNull();
  });

  it('says a resend goes without a key when none is configured, and keeps Check folder first', async () => {
    const { user } = await openAfterLostElsewhere({
      idempotencyHeader: '',
      resendLostCreates: true,
    });
    await user.click(field.submit());
    const panel = await lostPanel();
    expect(panel).toHaveTextContent('cannot tell a repeated request from a new one');
    expect(choices(panel)).toEqual(['Check folder', 'Send again anyway (no key)']);
  });
});
