// The global sheets first: every component's own sheet comes after them in the cascade.
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { waitForBackend } from './api/api-client';
import { isDemoMode, setConfig } from './lib/config';
import { loadConfig } from './lib/config-file';
import { createQueryClient } from './api/query-client';
import { getToken } from './lib/session';

const root = createRoot(document.getElementById('root')!);

// Tabs share the session (lib/session-share, loaded on demand). A tab that starts signed out
// fetches the handshake while config.json loads, then asks the open tabs for a session with the
// same API and waits a short, bounded time before its first screen, so the sign-in screen does
// not flash up for someone who is signed in.
const shareSession = () => import('./lib/session-share');
const sharing = getToken()
  ? null
  : shareSession().catch(
      // Without the handshake the tab simply starts signed out.
      () => null,
    );

let attempts = 0;

async function start(): Promise<void> {
  let config;
  try {
    config = await loadConfig();
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
        'The configuration could not be loaded. Reload the page to try again.'
      ),
    );
    return;
  }
  setConfig(config);
  let demo = null;
  if (isDemoMode(config)) {
    // The demo backend (msw and its seed) is its own chunk: live mode never loads it.
    // The shell renders meanwhile; requests wait for it.
    demo = import('./mocks/browser').then((m) => m.startDemoBackend());
    waitForBackend(demo);
  } else {
    // A demo run earlier on this origin may have left its service worker behind. Requests wait
    // for this check, not the first screen: it loads beside it.
    waitForBackend(import('./lib/demo-worker').then((m) => m.removeDemoWorker()));
  }
  if (sharing) await (await sharing)?.askOpenTabs();
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App queryClient={createQueryClient()} demo={demo} />
      </BrowserRouter>
    </StrictMode>,
  );
  // A tab that started signed in joins later, to answer new tabs and follow sign-outs.
  if (!sharing) {
    void shareSession().then(
      (share) => share.joinTabs(),
      // Without the handshake this tab keeps its session to itself, as before.
      () => false,
    );
  }
}

void start();
