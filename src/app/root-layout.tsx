import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useServices } from '../lib/services';
import { useSession } from '../api/api-context';
import { useDraftStatus } from '../features/create-entry/draft-status';
import { useSignOut } from './use-sign-out';

const NoToaster = () => null;

// Toasts only follow something done on a screen: the notification area mounts just after the
// first render. Should it fail to load, the app goes on without toasts rather than failing.
const Toaster = lazy<ComponentType>(() =>
  import('../components/ui/toaster').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

// Asked only when a 401 ends the session: the dialog over the screen.
const SignInAgain = lazy(() =>
  import('../features/auth/sign-in-again').then((m) => ({ default: m.SignInAgain })),
);

/**
 * Watches the session. A 401 keeps the screen and opens `Sign in again` over it; signing out
 * empties the cache, forgets what the session kept in the browser (its draft and key, its
 * notices, its index, its import job), and leads to sign-in. Signed in again with another token
 * (`switched`), what the last one read and typed goes the same way, but stays on screen: the
 * shell draws the screen anew for the new token (shell.tsx). Carried on with another token
 * (`renewed`), only its notices go.
 */
export function RootLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const services = useServices();
  const draft = useDraftStatus();
  const signOut = useSignOut();
  // Between a 401 and a token again: the ended token is what the session keeps meanwhile.
  const renewing = useSyncExternalStore(session.subscribe, () => session.expired() !== null);

  useEffect(
    () =>
      session.subscribe((token, change) => {
        // Carried on with another token: the work goes on, but no notice of the last token's
        // session (an entry it created, a folder it read) stays on screen.
        if (change === 'renewed') services.toasts.clear();
        if (change !== 'signed-out' && change !== 'switched') return;
        const owner = session.owner();
        services.recentFolders.clear();
        void import('./forget-session').then(
          (kept) => kept.forgetSession(change, owner),
          // Offline, the chunk not loadable: the index stays sealed, and the next session's replaces it.
          () => undefined,
        );
        void queryClient.cancelQueries();
        queryClient.clear();
        draft.clear();
        services.toasts.clear();
        if (!token) navigate(paths.signIn, { replace: true });
      }),
    [session, services, draft, queryClient, navigate],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      {renewing ? (
        <Suspense fallback={null}>
          <SignInAgain onSignOut={signOut.request} />
        </Suspense>
      ) : null}
      {signOut.question}
    </>
  );
}
