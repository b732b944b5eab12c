/** Starts the demo backend in the browser: part of the demo build's first load (src/main-demo.tsx). */
import { setupWorker } from 'msw/browser';
import { backendControls, createMockBackend } from './backend';
import type { AppConfig } from '../lib/config';
import type { ToastStore } from '../lib/toast';
import { DEMO_TOKEN, demoConfig } from '../lib/demo';
import { openDemoStore, storageNotice } from './demo-store';
import { takeThisPage } from './worker-control';
import { defaultSettings, type MockSettings } from './db';

// A little latency so the demo shows loading states the way a real server would.
const demoSettings = (): MockSettings => ({ ...defaultSettings(), latencyMs: [80, 220] });

/** What the demo's own controls (features/demo) may do with the backend. */
export type DemoBackend = ReturnType<typeof backendControls>;

async function startBackend(keyHeader: () => string, toasts: Pick<ToastStore, 'show'>) {
  const { db, handlers } = createMockBackend({ keyHeader });
  const worker = setupWorker(...handlers);
  // The stored entries load while the worker registers, not before it. No request of the app's
  // meets an empty backend all the same: its requests wait for this whole start (backendReady).
  const [, registration] = await Promise.all([
    openDemoStore(db, demoSettings(), { report: storageNotice(toasts) }),
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }),
  ]);
  await takeThisPage(registration ?? undefined, {
    container: navigator.serviceWorker,
    history: window.history,
    reload: () => window.location.reload(),
  });
  return backendControls(db, demoSettings);
}

/**
 * Starts at once, before config.json is read; `configure` then names the key header the
 * configuration asks for, and gives the demo its own folders when the configuration names none.
 * The demo answers on the page's own origin: `apiBaseUrl` is not used.
 */
export function startDemoBackend(toasts: Pick<ToastStore, 'show'>) {
  let keyHeader = 'Idempotency-Key';
  return {
    controls: { token: DEMO_TOKEN, backend: startBackend(() => keyHeader, toasts) },
    configure(config: AppConfig): AppConfig {
      keyHeader = config.idempotencyHeader;
      return demoConfig(config);
    },
  };
}
