import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { isDemoMode } from '../lib/config';
import { focusScreenHeading } from '../lib/focus-heading';
import {
  clearDraft,
  hasDraft,
  isDraftStored,
  subscribeDraft,
} from '../features/create-entry/draft-storage';
import { paths, returnTo } from '../lib/paths';
import { clearRecentFolders } from '../lib/recent-folders';
import { clearToken, getToken } from '../lib/session';
import { showToast } from '../lib/toast';
import { useDemoControls } from './app-context';
import { useShortcuts } from './shortcuts/use-shortcuts';

const ShortcutsDialog = lazy(() =>
  import('./shortcuts/shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })),
);

// Demo-only, and only when opened.
const NetworkPanel = lazy(() =>
  import('../features/demo/network-panel').then((m) => ({ default: m.NetworkPanel })),
);

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
  const queryClient = useQueryClient();
  const demo = useDemoControls();
  const [networkOpen, setNetworkOpen] = useState(false);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const draftStored = useSyncExternalStore(subscribeDraft, isDraftStored);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const shortcutQuestion = useShortcuts(() => setShortcutsOpen(true));

  // Another screen starts at its top, not where the last one was scrolled to, focus on its heading.
  useEffect(() => {
    window.scrollTo(0, 0);
    return focusScreenHeading();
  }, [location.pathname]);

  if (!getToken()) {
    return <Navigate to={paths.signIn} replace state={returnTo(location)} />;
  }

  function signOut() {
    if (hasDraft() && !window.confirm('Sign out and discard the unsaved entry draft?')) return;
    clearDraft();
    clearRecentFolders();
    clearToken('signed-out');
  }

  async function resetDemo() {
    if (
      !demo ||
      !window.confirm('Reset the demo to its original entries? Entries you created are removed.')
    ) {
      return;
    }
    await (await demo).reset();
    await queryClient.invalidateQueries();
    showToast({ message: 'Demo data reset.', tone: 'info' }, 4000);
  }

  return (
    <div className="app">
      <header className="app-header">
        <Link to={paths.entries} className="brand">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="22" height="22">
            <rect width="32" height="32" rx="7" fill="var(--accent)" />
            <path d="M9 9h9a5 5 0 0 1 0 10h-3l6 5h-5l-6-5v5H9z" fill="#fff" />
          </svg>
          Registry Console
        </Link>
        <span className={`mode-badge mode-${isDemoMode() ? 'demo' : 'live'}`}>
          {isDemoMode() ? 'Demo' : 'Live'}
        </span>
        <div className="header-actions">
          {demo ? (
            <>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => setNetworkOpen(true)}
              >
                Network
              </button>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => void resetDemo()}
              >
                Reset demo data
              </button>
            </>
          ) : null}
          <button type="button" className="button button-ghost" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
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
      {shortcutsOpen ? (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      ) : null}
      {shortcutQuestion}
      {demo && networkOpen ? (
        <Suspense fallback={null}>
          <NetworkPanel demo={demo} onClose={() => setNetworkOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
