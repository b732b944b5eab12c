import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster';
import { paths, returnTo, type SignInLocationState } from '../lib/paths';
import { subscribe } from '../lib/session';

/** Watches the session: any end of it empties the cache and leads to sign-in. */
export function RootLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      subscribe((token, reason) => {
        if (token !== null) return;
        void queryClient.cancelQueries();
        queryClient.clear();
        const state: SignInLocationState | undefined =
          reason === 'expired' && location.pathname !== paths.signIn
            ? returnTo(location)
            : undefined;
        navigate(paths.signIn, { replace: true, state });
      }),
    [queryClient, navigate, location],
  );

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <Toaster />
    </>
  );
}
