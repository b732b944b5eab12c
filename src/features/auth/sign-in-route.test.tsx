import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../lib/demo';
import { createSession } from '../../lib/session';
import { server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';
import { toastSaying } from '../../testing/toasts';

/** This tab's session, as the app reads it from this tab's storage. */
const tab = createSession();

function recordAuthHeaders(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.headers.get('Authorization') ?? '(none)');
  });
  return seen;
}

async function signInWith(user: ReturnType<typeof renderApp>['user'], token: string) {
  const field = await screen.findByLabelText('Access token');
  await user.clear(field);
  if (token) await user.type(field, token);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Sign in', () => {
  it('signs in with a valid token, checked by one small list request', async () => {
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
    const { user, router } = renderApp('/sign-in', { token: null });
    expect(await screen.findByLabelText('Access token')).toHaveAttribute('type', 'password');
    await signInWith(user, DEMO_TOKEN);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(tab.token()).toBe(DEMO_TOKEN);
    expect(requests[0]!.searchParams.get('limit')).toBe('10');
    expect(await screen.findByText('Page 1 of 26')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('says a rejected token was rejected, and keeps it in the field', async () => {
    const requests = recordAuthHeaders();
    const { user } = renderApp('/sign-in', { token: null });
    await signInWith(user, 'wrong-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('This token was rejected');
    // A 401 is final: asking again would not change the answer.
    expect(requests).toEqual(['Bearer wrong-token']);
    expect(screen.getByLabelText('Access token')).toHaveValue('wrong-token');
    expect(screen.getByLabelText('Access token')).toHaveAttribute('aria-invalid', 'true');
    expect(tab.token()).toBeNull();
  });

  it('says the service could not be reached on a network failure', async () => {
    server.use(http.get('*/api/v1/registry/list', () => HttpResponse.error()));
    const { user } = renderApp('/sign-in', { token: null });
    await signInWith(user, DEMO_TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    expect(screen.getByLabelText('Access token')).toHaveValue(DEMO_TOKEN);
    expect(tab.token()).toBeNull();
  });

  it('says the service could not be reached on a 5xx', async () => {
    server.use(
      http.get(
        '*/api/v1/registry/list',
        () =>
          new HttpResponse('<h1>Bad gateway</h1>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { user } = renderApp('/sign-in', { token: null });
    await signInWith(user, DEMO_TOKEN);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be reached');
    expect(alert).toHaveTextContent('HTTP 502');
    expect(alert).not.toHaveTextContent(DEMO_TOKEN);
  });

  it('against a service that does not answer, says it is still trying and can be cancelled', async () => {
    let aborted = 0;
    server.use(
      http.get('*/api/v1/registry/list', async ({ request }) => {
        request.signal.addEventListener('abort', () => aborted++);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user, router } = renderApp('/sign-in', { token: null });
    await signInWith(user, DEMO_TOKEN);
    const status = screen.getByText('Checking the token…');
    expect(status).toHaveTextContent('Checking the token…');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await waitFor(
      () => expect(status).toHaveTextContent('Still trying to reach the Registry Service…'),
      { timeout: 5000 },
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(status).toHaveTextContent('Cancelled: the token was not checked.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Access token')).toHaveFocus();
    expect(screen.getByLabelText('Access token')).toHaveValue(DEMO_TOKEN);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(aborted).toBe(1));
    expect(tab.token()).toBeNull();
    expect(currentUrl(router)).toBe('/sign-in');
  });

  it('tries the check again after a passing failure', async () => {
    const requests = recordAuthHeaders();
    let calls = 0;
    server.use(
      http.get('*/api/v1/registry/list', () =>
        ++calls === 1 ? new HttpResponse(null, { status: 503 }) : undefined,
      ),
    );
    const { user, router } = renderApp('/sign-in', { token: null });
    await signInWith(user, DEMO_TOKEN);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(requests.slice(0, 2)).toEqual([`Bearer ${DEMO_TOKEN}`, `Bearer ${DEMO_TOKEN}`]);
  });

  it('refuses an empty or blank token without a request', async () => {
    const headers = recordAuthHeaders();
    const { user } = renderApp('/sign-in', { token: null });
    await signInWith(user, '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your access token');
    expect(screen.getByLabelText('Access token')).toHaveFocus();
    expect(headers).toEqual([]);
  });

  it('trims whitespace and a pasted "Bearer " prefix', async () => {
    const headers = recordAuthHeaders();
    const { user, router } = renderApp('/sign-in', { token: null });
    await signInWith(user, `  Bearer ${DEMO_TOKEN}  `);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
    expect(headers[0]).toBe(`Bearer ${DEMO_TOKEN}`);
    expect(tab.token()).toBe(DEMO_TOKEN);
  });

  it('shows and hides the token', async () => {
    const { user } = renderApp('/sign-in', { token: null });
    const field = await screen.findByLabelText('Access token');
    await user.click(screen.getByRole('button', { name: 'Show token' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('offers the demo token in demo mode', async () => {
    const { user } = renderApp('/sign-in', { token: null });
    expect(screen.getByText(DEMO_TOKEN)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use demo token' }));
    expect(screen.getByLabelText('Access token')).toHaveValue(DEMO_TOKEN);
  });

  it('redirects a signed-out visit to sign-in and returns there afterwards', async () => {
    const { user, router } = renderApp('/entries?folder_id=legal&page=2', { token: null });
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    await signInWith(user, DEMO_TOKEN);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=legal&page=2'));
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
  });

  it.each([['//evil.example/x'], ['/\\evil.example/x'], ['/\\/evil.example']])(
    'a crafted return path (%s) leads to the list after signing in, never off the site',
    async (path) => {
      const { user, router } = renderApp(path, { token: null });
      await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
      await signInWith(user, DEMO_TOKEN);
      await waitFor(() => expect(currentUrl(router)).toBe('/entries'));
      expect(await screen.findByText('Page 1 of 26')).toBeInTheDocument();
    },
  );

  it('a 401 on a later request asks for a token over the same screen, and reads it again after', async () => {
    const { user, router } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    server.use(
      http.get('*/api/v1/registry/list', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    const again = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(currentUrl(router)).toBe('/entries?page=26');
    expect(tab.token()).toBeNull();
    // The list's screen is still there under it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entries');
    server.resetHandlers();
    await user.type(within(again).getByLabelText('Access token'), 'wrong-token');
    await user.click(within(again).getByRole('button', { name: 'Sign in' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('This token was rejected.');
    await user.clear(within(again).getByLabelText('Access token'));
    await user.type(within(again).getByLabelText('Access token'), DEMO_TOKEN);
    await user.click(within(again).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Page 26 of 26')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/entries?page=26');
    expect(tab.token()).toBe(DEMO_TOKEN);
  });

  it('Sign out in Sign in again ends the session and leads to sign-in', async () => {
    const { user, router } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    server.use(
      http.get('*/api/v1/registry/list', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const again = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(tab.signedOutByHand()).toBe(true);
    expect(screen.queryByRole('table', { name: 'Entries' })).not.toBeInTheDocument();
  });

  it('notices end with the session: at Sign out, and at Sign in again with another token', async () => {
    const { user, router, services, session } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    act(
      () => void services.toasts.show({ message: 'Entry "Ledger" created.', tone: 'success' }, 0),
    );
    expect(toastSaying('Ledger')).not.toBeNull();
    act(() => session.clear('expired'));
    await screen.findByRole('dialog', { name: 'Sign in again' });
    // The same person, carrying on with a new token: the last token's notices go.
    act(() => session.set('another-token', 'carry-on'));
    await waitFor(() => expect(toastSaying('Ledger')).toBeNull());

    act(
      () => void services.toasts.show({ message: 'Entry "Budget" created.', tone: 'success' }, 0),
    );
    expect(toastSaying('Budget')).not.toBeNull();
    // The header's, or that of Sign in again should the new token be refused meanwhile.
    const signOut = await screen.findAllByRole('button', { name: 'Sign out' });
    await user.click(signOut.at(-1)!);
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(toastSaying('Budget')).toBeNull();
    expect(toastSaying('Signed out.')).not.toBeNull();
  });

  it('Sign out clears the session and returns to sign-in', async () => {
    const { user, router, queryClient } = renderApp('/entries');
    await screen.findByText('Page 1 of 26');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(tab.token()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(screen.queryByText('Your session has ended — sign in again.')).not.toBeInTheDocument();
  });
});
