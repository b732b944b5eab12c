/** Starts the demo backend in the browser. Loaded only in demo mode, through a dynamic import. */
import { setupWorker } from 'msw/browser';
import { createMockBackend } from './backend';
import type { AppConfig } from '../lib/config';
import type { ToastStore } from '../lib/toast';
import { openDemoStore, storageNotice } from './demo-store';
import { takeThisPage } from './worker-control';
import { defaultSettings, type MockSettings } from './db';

// A little latency so the demo shows loading states the way a real server would.
const demoSettings = (): MockSettings => ({ ...defaultSettings(), latencyMs: [80, 220] });

/** What the demo's own controls (features/demo) may do with the backend. */
export type DemoBackend = Awaited<ReturnType<typeof startDemoBackend>>;

export async function startDemoBackend(config: AppConfig, toasts: Pick<ToastStore, 'show'>) {
  const { db, handlers } = createMockBackend({ keyHeader: config.idempotencyHeader });
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
  return {
    /** Back to the seeded entries, in this tab's memory at once and in storage when it settles. */
    reset: db.resetDemoData,
    settings: () => db.getDb().settings,
    stats: () => db.getDb().stats,
    updateSettings: db.updateSettings,
    resetSettings: () => db.resetSettings(demoSettings()),
  };
}
