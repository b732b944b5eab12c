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
 * On a first visit the worker may be active before it controls this page; a request sent in
 * between would reach the real server. Wait until the page is controlled (briefly, at most).
 */
function controlled(timeoutMs = 3000): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller)
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', done);
  });
}

export async function startDemoBackend(config: AppConfig): Promise<DemoBackend> {
  setKeyHeaderName(config.idempotencyHeader);
  // Loaded before the worker starts, so no request meets an empty backend.
  await openBrowserDb(demoSettings());
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  await controlled();
  return {
    reset: resetDemoData,
    settings: () => getDb().settings,
    stats: () => getDb().stats,
    updateSettings,
    resetSettings: () => resetSettings(demoSettings()),
  };
}
