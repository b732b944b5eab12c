import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useSession } from '../api/api-context';

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
 * empties the cache, forgets what the session kept in the browser, and leads to sign-in.
 */
export function RootLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  // Between a 401 and a token again: the ended token is what the session keeps meanwhile.
  const renewing = useSyncExternalStore(session.subscribe, () => session.expired() !== null);

  useEffect(
    () =>
      session.subscribe((token, reason) => {
        if (token || reason === 'expired') return;
        void import('./forget-session').then(
          (kept) => kept.forgetSession(),
          // Offline, the chunk not loadable: the index stays sealed, and the next session's replaces it.
          () => undefined,
        );
        void queryClient.cancelQueries();
        queryClient.clear();
        navigate(paths.signIn, { replace: true });
      }),
    [session, queryClient, navigate],
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
          <SignInAgain />
        </Suspense>
      ) : null}
    </>
  );
}
