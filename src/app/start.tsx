// The global sheets first: every component's own sheet comes after them in the cascade.
import '../styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadSignIn } from './routes';
import { createApiClient } from '../api/api-client';
import { ConfigError, type AppConfig } from '../lib/config';
import { loadConfig } from '../lib/config-file';
import { createQueryClient } from '../api/query-client';
import { createSession } from '../lib/session';
import { createAppServices } from './app-services';
import { createToastStore, type ToastStore } from '../lib/toast';
import { isFramed } from '../lib/framed';
import type { Tabs } from '../lib/session-share/tabs';
import type { DemoControls } from './app-context';

/**
 * What answers `/api/v1/*`: the Registry Service at `apiBaseUrl` (src/main.tsx), or the demo's
 * backend in the page (src/main-demo.tsx), started at once and handed the configuration once it
 * is read. Two builds, one source (docs/decisions/019-two-builds.md).
 */
export type Backend =
  | { kind: 'live' }
  | {
      kind: 'demo';
      start: (toasts: Pick<ToastStore, 'show'>) => {
        controls: DemoControls;
        configure: (config: AppConfig) => AppConfig;
      };
    };

/** Live: a configuration without the Registry Service's address cannot start (never a demo). */
function liveConfig(config: AppConfig): AppConfig {
  if (config.apiBaseUrl !== '') return config;
  throw new ConfigError([
    {
      key: 'apiBaseUrl',
      problem:
        'is not set: give the Registry Service’s address in config.json, e.g. {"apiBaseUrl": "https://registry.example.org"}, or build with VITE_API_BASE_URL.',
    },
  ]);
}

// Tabs share the session (lib/session-share, loaded on demand and joined once). A tab that
// starts signed out fetches the handshake while config.json loads, then asks the open tabs for a
// session with the same API and waits a short, bounded time before its first screen, so the
// sign-in screen does not flash up for someone who is signed in.
const shareSession = () => import('../lib/session-share/tabs');

/**
 * Where the app is put together: the configuration, the session (the token) and the clock are
 * made here once and handed to the app in one API client (src/api/api-context.ts); nothing else
 * reads them from a module of its own. Tests put it together in src/testing/render-app.tsx.
 */
function startConsole(root: ReturnType<typeof createRoot>, backend: Backend): void {
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
  const toasts = createToastStore();
  // The demo's worker registers while config.json loads.
  const demo = backend.kind === 'demo' ? backend.start(toasts) : null;
  let backendReady: Promise<unknown> | undefined = demo?.controls.backend;
  if (!demo) {
    // A demo run earlier on this origin may have left its service worker behind: it is removed
    // beside the first screen (lib/demo-worker.ts). Only a page a worker controls holds its
    // requests until then; any other page's first request goes at once.
    const removed = import('../lib/demo-worker').then((m) => m.removeDemoWorker());
    if (navigator.serviceWorker?.controller) backendReady = removed;
  }

  let attempts = 0;
  async function start(): Promise<void> {
    let config;
    try {
      const loaded = await loadConfig(fetch);
      config = demo ? demo.configure(loaded) : liveConfig(loaded);
    } catch (error) {
      // A rare screen: loaded only when needed, with plain words if even that fails.
      const screen = await import('./config-error').catch(() => null);
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
        <App
          api={api}
          queryClient={queryClient}
          demo={demo?.controls ?? null}
          services={services}
        />
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

/**
 * Starts the console in #root. Framed (click-jacking on a host without the shipped
 * frame-ancestors header), it never reads, asks for or takes the token, and offers to open
 * itself in its own tab.
 */
export function start(backend: Backend): void {
  const root = createRoot(document.getElementById('root')!);
  if (!isFramed(window)) return startConsole(root, backend);
  root.render(
    <main className="page centered-page" id="main">
      <a href={window.location.href} target="_blank" rel="noopener">
        Open Registry Console in its own tab
      </a>
    </main>,
  );
}
