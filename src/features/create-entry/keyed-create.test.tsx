/** The create form and its idempotency key, through the whole app with the demo backend. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../lib/demo';
import { getDb, server, updateSettings } from '../../mocks/node';
import { currentUrl } from '../../testing/render-app';
import {
  CREATE_URL,
  draftSaved,
  field,
  fillRequired,
  findToast,
  openForm,
  recordCreates,
  type User,
} from '../../testing/create-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (request: Request | undefined) => request?.headers.get('Idempotency-Key') ?? null;

function lostPanel() {
  return screen
    .findByRole(
      'heading',
      { name: 'The entry may or may not have been created' },
      { timeout: 4000 },
    )
    .then((heading) => heading.closest('[role="alert"]') as HTMLElement);
}

async function tryAgainAfterCheck(user: User) {
  const panel = await lostPanel();
  await user.click(within(panel).getByRole('button', { name: 'Check folder' }));
  await within(panel).findByText(/Trying again is safe/);
  await user.click(within(panel).getByRole('button', { name: 'Try again' }));
}

describe('Create entry: the idempotency key', () => {
  it('is the same for every attempt of the same content, and a replayed answer is a success', async () => {
    const creates = recordCreates();
    // The server stores the entry, and the answer is lost on the way back.
    updateSettings({ failureRate: 1, failureKinds: ['drop-after'] });
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Lost once', folder: 'keys' });
    await user.click(field.submit());
    const panel = await lostPanel();
    updateSettings({ failureRate: 0 });
    // Even without checking the folder, sending again cannot make a second entry.
    await user.click(within(panel).getByRole('button', { name: 'Send again anyway (same key)' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'));
    expect(creates.map(keyOf)).toEqual([keyOf(creates[0]), keyOf(creates[0])]);
    expect(keyOf(creates[0])).toMatch(UUID);
    expect(getDb().created).toHaveLength(1);
    await findToast(getDb().created[0]!.id);
  });

  it('survives a reload of the page', async () => {
    const creates = recordCreates();
    server.use(
      http.post(CREATE_URL, () => HttpResponse.json({ message: 'Gone' }, { status: 503 }), {
        once: true,
      }),
    );
    const first = await openForm();
    await fillRequired(first.user, { title: 'Reloaded', folder: 'keys' });
    await first.user.click(field.submit());
    await lostPanel();
    await draftSaved('Reloaded');
    first.unmount();

    const second = await openForm();
    await screen.findByText(/Your unfinished draft was restored|restored/);
    await second.user.click(field.submit());
    // The first attempt's outcome is still unknown: the form asks before sending it again.
    const panel = await lostPanel();
    await second.user.click(
      within(panel).getByRole('button', { name: 'Send again anyway (same key)' }),
    );
    await waitFor(() => expect(currentUrl(second.router)).toBe('/entries?folder_id=keys'));
    expect(creates).toHaveLength(2);
    expect(keyOf(creates[1])).toBe(keyOf(creates[0]));
  });

  it('survives a sign-in round trip', async () => {
    const creates = recordCreates();
    server.use(
      http.post(
        CREATE_URL,
        () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        {
          once: true,
        },
      ),
    );
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Signed in again', folder: 'keys' });
    await draftSaved('Signed in again');
    await user.click(field.submit());
    // Refused for its token: `Sign in again` opens over the form, which keeps what was typed.
    const again = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(field.title()).toHaveValue('Signed in again');
    await user.type(within(again).getByLabelText('Access token'), DEMO_TOKEN);
    await user.click(within(again).getByRole('button', { name: 'Sign in' }));
    // Sent again by itself once signed in, with the same key.
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'));
    expect(creates).toHaveLength(2);
    expect(keyOf(creates[1])).toBe(keyOf(creates[0]));
  });

  it('stays when the content changes while the outcome is unknown, and for the same content after a refusal', async () => {
    const creates = recordCreates();
    server.use(
      // An unknown outcome, then a definite refusal.
      http.post(CREATE_URL, () => HttpResponse.json({ message: 'Oops' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await openForm();
    await fillRequired(user, { title: 'First', folder: 'keys' });
    await user.click(field.submit());
    await lostPanel();
    // Changed while the first attempt's outcome is unknown: still the same key.
    server.use(
      http.post(
        CREATE_URL,
        () => HttpResponse.json({ message: 'Folder keys is read-only.' }, { status: 403 }),
        { once: true },
      ),
    );
    await user.type(field.title(), ' changed');
    await user.click(field.submit());
    await screen.findByRole('heading', { name: 'The entry was not created' });
    expect(keyOf(creates[1])).toBe(keyOf(creates[0]));
    // Settled by the 403: the same content keeps the key, changed content gets a new one.
    await user.click(field.submit());
    await waitFor(() => expect(creates).toHaveLength(3));
    expect(keyOf(creates[2])).toBe(keyOf(creates[0]));
  });

  it('changed content after a settled attempt is sent with a new key', async () => {
    const creates = recordCreates();
    server.use(
      http.post(CREATE_URL, () => HttpResponse.json({ message: 'No.' }, { status: 403 }), {
        once: true,
      }),
    );
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Refused', folder: 'keys' });
    await user.click(field.submit());
    await screen.findByRole('heading', { name: 'The entry was not created' });
    await user.type(field.title(), ' and changed');
    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'));
    expect(keyOf(creates[1])).toMatch(UUID);
    expect(keyOf(creates[1])).not.toBe(keyOf(creates[0]));
  });

  it('waits out a 409 visibly while the first attempt still runs, then lands on the entry', async () => {
    const creates = recordCreates();
    updateSettings({ slowFirstAttemptMs: 3000 });
    const { user, router } = await openForm('/entries/new', { requestTimeoutMs: 1000 });
    await fillRequired(user, { title: 'Slow first', folder: 'keys' });
    await user.click(field.submit());
    await tryAgainAfterCheck(user);
    expect(
      await screen.findByText(
        /still working on the first attempt — asking again in 1 s/,
        undefined,
        {
          timeout: 3000,
        },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'), {
      timeout: 8000,
    });
    expect(creates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(creates.map(keyOf)).size).toBe(1);
    expect(getDb().created).toHaveLength(1);
  });

  it('with resendLostCreates, resends a lost answer by itself, saying so: one click', async () => {
    const creates = recordCreates();
    server.use(http.post(CREATE_URL, () => HttpResponse.error(), { once: true }));
    const { user, router } = await openForm('/entries/new', { resendLostCreates: true });
    await fillRequired(user, { title: 'Resent', folder: 'keys' });
    await user.click(field.submit());
    expect(
      await screen.findByText(
        /The answer was lost — sending again, safely: the server makes the entry only once \(1 of 3\)/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'), {
      timeout: 4000,
    });
    expect(creates).toHaveLength(2);
    expect(keyOf(creates[1])).toBe(keyOf(creates[0]));
    expect(getDb().created).toHaveLength(1);
  });

  it('says clearly when the server holds the key for other content, with no field errors, and draws a new key', async () => {
    const creates = recordCreates();
    server.use(
      http.post(
        CREATE_URL,
        () =>
          HttpResponse.json(
            { title: 'Idempotency-Key is already used' },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Reused', folder: 'keys' });
    await user.click(field.submit());
    const summary = (await screen.findByRole('heading', { name: 'The entry was not created' }))
      .parentElement!;
    expect(summary).toHaveTextContent(/sent before with other content/);
    expect(summary).toHaveTextContent(/check the folder before creating again/);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'));
    expect(keyOf(creates[1])).not.toBe(keyOf(creates[0]));
  });

  it('is shown in the request preview, with the header, and the token never is', async () => {
    const creates = recordCreates();
    const { user } = await openForm();
    await fillRequired(user, { title: 'Previewed', folder: 'keys' });
    const preview = screen.getByRole('complementary', { name: 'Request preview' });
    if (!preview.querySelector('details')?.open) {
      await user.click(within(preview).getByText('Preview request'));
    }
    const line = await within(preview).findByText(/^Idempotency-Key: /, undefined, {
      timeout: 2000,
    });
    const key = line.textContent!.replace('Idempotency-Key: ', '');
    expect(key).toMatch(UUID);
    expect(preview).not.toHaveTextContent(DEMO_TOKEN);
    await user.click(field.submit());
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(keyOf(creates[0])).toBe(key);
  });
});

describe('Create entry: a CORS policy that refuses the key header', () => {
  it('creates without the header, and the form says a lost answer cannot be resent safely', async () => {
    sessionStorage.setItem(
      'registry-console:key-header',
      JSON.stringify({ for: 'https://registry.example.com Idempotency-Key', status: 'refused' }),
    );
    const creates = recordCreates();
    const { user, router } = await openForm('/entries/new', {
      apiBaseUrl: 'https://registry.example.com',
      resendLostCreates: true,
    });
    expect(screen.getByText(/cannot be resent safely/)).toBeInTheDocument();
    const preview = screen.getByRole('complementary', { name: 'Request preview' });
    if (!preview.querySelector('details')?.open) {
      await user.click(within(preview).getByText('Preview request'));
    }
    await user.click(await within(preview).findByText('Headers'));
    expect(
      await within(preview).findByText(/no idempotency key \(refused by CORS\)/),
    ).toBeVisible();
    await fillRequired(user, { title: 'No key', folder: 'keys' });
    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=keys'));
    expect(creates.map(keyOf)).toEqual([null]);
  });
});
