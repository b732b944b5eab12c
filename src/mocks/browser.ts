/** Starts the demo backend in the browser. Loaded only in demo mode, through a dynamic import. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setKeyHeaderName } from './idempotency';
import type { AppConfig } from '../lib/config';
import type { ToastStore } from '../lib/toast';
import { storageNotice } from './storage-notice';
import { openBrowserDb } from './browser-db';
import {
  defaultSettings,
  getDb,
  resetDemoData,
  resetSettings,
  updateSettings,
  type MockSettings,
  type MockStats,
} from './db';

// A little latency so the demo shows loading states the way a real server would.
const demoSettings = (): MockSettings => ({ ...defaultSettings(), latencyMs: [80, 220] });

export interface DemoBackend {
  /** Back to the seeded entries, in this tab's memory at once and in storage when it settles. */
  reset: () => Promise<void>;
  settings: () => MockSettings;
  stats: () => MockStats;
  updateSettings: (settings: Partial<MockSettings>) => void;
  resetSettings: () => void;
}

/**
 * Requests reach the demo backend only once this page is controlled by the worker that was just
 * started: a request sent before (or through another worker) reaches the static server instead.
 * On a first visit the started worker is still installing when `start()` returns, and it takes
 * the page only once active; when the page before this one was the previous worker's last page,
 * that worker unregisters itself and a fresh one takes over. So wait, on the worker's own events,
 * until the page's controller is this registration's active worker. A page that is never taken
 * over (a broken worker) is told so after a long while, rather than sending requests elsewhere.
 */
function controlledBy(
  registration: ServiceWorkerRegistration | undefined,
  giveUpMs = 15_000,
): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container || !registration) return Promise.resolve();
  const ready = () => container.controller !== null && container.controller === registration.active;
  if (ready()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const workers = [registration.installing, registration.waiting, registration.active].filter(
      (worker): worker is ServiceWorker => worker !== null,
    );
    const stop = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', check);
      workers.forEach((worker) => worker.removeEventListener('statechange', check));
    };
    const check = () => {
      if (!ready()) return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error('The demo backend did not start in this tab. Reload the page to try again.'),
      );
    }, giveUpMs);
    container.addEventListener('controllerchange', check);
    workers.forEach((worker) => worker.addEventListener('statechange', check));
  });
}

export async function startDemoBackend(
  config: AppConfig,
  toasts: Pick<ToastStore, 'show'>,
): Promise<DemoBackend> {
  setKeyHeaderName(config.idempotencyHeader);
  // Loaded before the worker starts, so no request meets an empty backend.
  await openBrowserDb(demoSettings(), { report: storageNotice(toasts) });
  const worker = setupWorker(...handlers);
  const registration = await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  await controlledBy(registration ?? undefined);
  return {
    reset: resetDemoData,
    settings: () => getDb().settings,
    stats: () => getDb().stats,
    updateSettings,
    resetSettings: () => resetSettings(demoSettings()),
  };
}
