// The global sheets first: every component's own sheet comes after them in the cascade.
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadSignIn } from './app/routes';
import { createApiClient } from './api/api-client';
import { isDemoMode } from './lib/config';
import { loadConfig } from './lib/config-file';
import { createQueryClient } from './api/query-client';
import { createSession } from './lib/session';
import { createAppServices } from './app/app-services';
import { createToastStore } from './lib/toast';
import { isFramed } from './lib/framed';
import type { Tabs } from './lib/session-share/tabs';

/**
 * Where the app is put together: the configuration, the session (the token) and the clock are
 * made here once and handed to the app in one API client (src/api/api-context.ts); nothing else
 * reads them from a module of its own. Tests put it together in src/testing/render-app.tsx.
 */
const root = createRoot(document.getElementById('root')!);

// Tabs share the session (lib/session-share, loaded on demand and joined once). A tab that
// starts signed out fetches the handshake while config.json loads, then asks the open tabs for a
// session with the same API and waits a short, bounded time before its first screen, so the
// sign-in screen does not flash up for someone who is signed in.
const shareSession = () => import('./lib/session-share/tabs');

function startConsole(): void {
  /** The API this tab's session is for (set once the configuration is loaded, before any request). */
  let sessionApi = '';
  let joined: Promise<Tabs | null> | undefined;
  const joinTabs = () =>
    (joined ??= shareSession().then(
      (share) => share.joinTabs(session, sessionApi),
      // Without the handshake this tab keeps its session to itself, and signs in on its own.
      () => null,
    ));
  const session = createSession({
    // A session ended here ends in every tab with the same token, for the same API.
    onEnd: (reason, token) =>
      void joinTabs()
        .then((tabs) => tabs?.announceSignOut(reason, token))
        // WebCrypto refusing the fingerprint: the other tabs keep their session until a 401.
        .catch(() => undefined),
  });
  const signedOut = session.token() === null;
  // A tab signed out by hand stays so: it does not ask for another tab's session.
  const sharing = signedOut && !session.signedOutByHand() ? shareSession() : null;
  // Signed out, the sign-in screen is the first: its chunk is fetched alongside config.json.
  if (signedOut) void loadSignIn();

  let attempts = 0;
  async function start(): Promise<void> {
    let config;
    try {
      config = await loadConfig(fetch);
    } catch (error) {
      // A rare screen: loaded only when needed, with plain words if even that fails.
      const screen = await import('./app/config-error').catch(() => null);
      root.render(
        screen ? (
          <screen.ConfigErrorScreen
            key={attempts}
            error={error}
            onRetry={start}
            retried={attempts++ > 0}
          />
        ) : (
          'The configuration could not be loaded. Reload the page.'
        ),
      );
      return;
    }
    sessionApi = config.apiBaseUrl;
    const toasts = createToastStore();
    let demo = null;
    let backendReady;
    if (isDemoMode(config)) {
      // The demo backend (msw and its seed) is its own chunk: live mode never loads it.
      // The shell renders meanwhile; requests wait for it.
      demo = import('./mocks/browser').then((m) => m.startDemoBackend(config, toasts));
      backendReady = demo;
    } else {
      // A demo run earlier on this origin may have left its service worker behind: it is removed
      // beside the first screen (lib/demo-worker.ts). Only a page a worker controls holds its
      // requests until then; any other page's first request goes at once.
      const removed = import('./lib/demo-worker').then((m) => m.removeDemoWorker());
      if (navigator.serviceWorker?.controller) backendReady = removed;
    }
    const api = createApiClient({ config, session, backendReady });
    if (sharing) {
      await sharing.then(
        () => joinTabs().then((tabs) => tabs?.ask()),
        // Without the handshake the tab simply starts signed out.
        () => undefined,
      );
    }
    const queryClient = createQueryClient(api.retry.reads);
    const services = createAppServices(api, queryClient, toasts);
    const app = (
      <BrowserRouter>
        <App api={api} queryClient={queryClient} demo={demo} services={services} />
      </BrowserRouter>
    );
    // Drawn as a transition: React renders the first screen in slices of a few milliseconds,
    // not in one long task that holds back input and paint (docs/performance.md). StrictMode's
    // checks run in development; a production build ignores it, so it is left out there.
    startTransition(() => root.render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app));
    // A tab that did not ask joins now, to answer new tabs and follow sign-outs.
    if (!sharing) void joinTabs();
  }
  void start();
}

// Framed (click-jacking on a host without the shipped frame-ancestors header), the console never
// reads, asks for or takes the token, and offers to open itself in its own tab.
if (isFramed(window)) {
  root.render(
    <main className="page centered-page" id="main">
      <a href={window.location.href} target="_blank" rel="noopener">
        Open Registry Console in its own tab
      </a>
    </main>,
  );
} else startConsole();
