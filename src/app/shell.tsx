import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Link } from '../components/ui/link';
import { useDraftStatus } from '../features/create-entry/draft-status';
import { paths, returnTo } from '../lib/paths';
import { useServices } from '../lib/services';
import { useOnDemandEffect } from '../lib/use-on-demand-effect';
import { AppHeader } from './app-header';
import { useDemoControls } from './app-context';
import { useSession } from '../api/api-context';
import './shell.css';

// Asked only now and then: Sign out with a draft.
const ShellQuestion = lazy(() =>
  import('./shell-dialogs').then((m) => ({ default: m.ShellQuestion })),
);

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
  const toasts = useServices().toasts;
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const draft = useDraftStatus();
  const draftStored = useSyncExternalStore(draft.subscribe, draft.isStored);
  // The keys (`/`, `c`, `?`), loaded just after the first render: drawn as soon as they arrive
  // (no Suspense boundary, which may hold a resolved part back for a moment).
  const [Shortcuts, setShortcuts] = useState<ComponentType | null>(null);
  useOnDemandEffect(
    () => import('./shortcuts/shortcuts'),
    (keys) => setShortcuts(() => keys.Shortcuts),
    [],
  );
  const [askingSignOut, setAskingSignOut] = useState(false);

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

  function signOut() {
    draft.clear();
    // What else the session kept goes in root-layout.tsx, however the session ends.
    session.clear('signed-out');
    toasts.show({ message: 'Signed out.', tone: 'info' }, 4000);
  }

  return (
    <div className="app">
      <AppHeader
        tools={
          <Suspense fallback={null}>
            <HeaderTools demo={demo} />
          </Suspense>
        }
        onSignOut={() => (draft.isStored() ? setAskingSignOut(true) : signOut())}
      />
      {online ? null : (
        <p className="offline-banner" role="status">
          You are offline. What is on screen may be out of date; it refreshes when the connection is
          back.
        </p>
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Leaving the form keeps its draft without asking: the way back stays in sight. */}
        {location.pathname !== paths.createEntry && draftStored ? (
          <p className="draft-banner">
            Draft in progress — <Link to={paths.createEntry}>Continue</Link>
          </p>
        ) : null}
        <Outlet />
      </main>
      {Shortcuts ? <Shortcuts /> : null}
      {askingSignOut ? (
        <Suspense fallback={null}>
          <ShellQuestion
            ask="sign-out"
            onConfirm={signOut}
            onClose={() => setAskingSignOut(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
