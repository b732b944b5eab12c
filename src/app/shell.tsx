import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useDraftStatus } from '../features/create-entry/draft-status';
import { paths, returnTo } from '../lib/paths';
import { useOnDemandEffect } from '../lib/use-on-demand-effect';
import { AppHeader } from './app-header';
import { Shortcuts } from './shortcuts/shortcuts';
import { useSignOut } from './use-sign-out';
import { useDemoControls } from './app-context';
import { useSession } from '../api/api-context';
import './shell.css';

// Theme, and in demo mode Network and Reset demo data, in the header.
const HeaderTools = lazy(() => import('./header-tools').then((m) => ({ default: m.HeaderTools })));

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Header and main area of every signed-in screen; signed-out visitors go to sign-in first. */
export function Shell() {
  const location = useLocation();
  const demo = useDemoControls();
  const session = useSession();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const draft = useDraftStatus();
  const draftStored = useSyncExternalStore(draft.subscribe, draft.isStored);
  // Signed in again with another token, afresh: the screen is drawn anew, nothing of the last
  // token's kept (root-layout.tsx forgets what it kept).
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      session.subscribe((_, change) => {
        if (change === 'switched') setGeneration((n) => n + 1);
      }),
    [session],
  );
  const signOut = useSignOut();

  // Another screen starts at its top, not where the last one was scrolled to, focus on its heading.
  useEffect(() => {
    // A statement, not the effect's value: newer Chromium returns a promise from scrollTo, and
    // React would call it as the clean-up.
    window.scrollTo(0, 0);
  }, [location.pathname]);
  useOnDemandEffect(
    () => import('../lib/focus-heading'),
    (focus) => focus.focusScreenHeading(),
    [location.pathname],
  );

  // A 401 keeps the screen: `Sign in again` opens over it (root-layout.tsx).
  if (!session.token() && !session.expired()) {
    return <Navigate to={paths.signIn} replace state={returnTo(location)} />;
  }

  return (
    <div className="app">
      <AppHeader
        tools={
          <Suspense fallback={null}>
            <HeaderTools demo={demo} />
          </Suspense>
        }
        onSignOut={signOut.request}
        draft={location.pathname !== paths.createEntry && draftStored}
      />
      {online ? null : (
        <p className="offline-banner" role="status">
          You are offline. What is on screen may be out of date; it refreshes when the connection is
          back.
        </p>
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet key={generation} />
      </main>
      <Shortcuts />
      {signOut.question}
    </div>
  );
}
