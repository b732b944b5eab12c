/** Starts the demo backend in the browser. Loaded only in demo mode, through a dynamic import. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setKeyHeaderName } from './idempotency';
import type { AppConfig } from '../lib/config';
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
 * started. On a first visit the worker may be active before it controls the page. And when the
 * page before this one was the worker's last page, that worker unregisters itself as it goes: this
 * page can start out controlled by it, while `start()` installs a fresh one, and a request sent
 * through the old one (which no longer mocks) would reach the real server. So wait until the
 * controller is the started worker (briefly, at most).
 */
function controlledBy(worker: ServiceWorker | null | undefined, timeoutMs = 3000): Promise<void> {
  const container = navigator.serviceWorker;
  const ready = () => !worker || container.controller === worker;
  if (!container || ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    const check = () => {
      if (ready()) done();
    };
    const timer = setTimeout(done, timeoutMs);
    container.addEventListener('controllerchange', check);
  });
}

export async function startDemoBackend(config: AppConfig): Promise<DemoBackend> {
  setKeyHeaderName(config.idempotencyHeader);
  // Loaded before the worker starts, so no request meets an empty backend.
  await openBrowserDb(demoSettings());
  const worker = setupWorker(...handlers);
  const registration = await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  await controlledBy(registration?.active);
  return {
    reset: resetDemoData,
    settings: () => getDb().settings,
    stats: () => getDb().stats,
    updateSettings,
    resetSettings: () => resetSettings(demoSettings()),
  };
}
