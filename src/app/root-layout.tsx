import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths, returnTo, type SignInLocationState } from '../lib/paths';
import { useSession } from '../api/api-context';

const NoToaster = (): ReactNode => null;

// Toasts only follow something done on a screen: the notification area mounts just after the
// first render. Should it fail to load, the app goes on without toasts rather than failing.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

/** Watches the session: any end of it empties the cache and leads to sign-in. */
export function RootLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();

  useEffect(
    () =>
      session.subscribe((token, reason) => {
        if (token !== null) return;
        void queryClient.cancelQueries();
        queryClient.clear();
        const state: SignInLocationState | undefined =
          reason === 'expired' && location.pathname !== paths.signIn
            ? returnTo(location)
            : undefined;
        navigate(paths.signIn, { replace: true, state });
      }),
    [session, queryClient, navigate, location],
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
    </>
  );
}
