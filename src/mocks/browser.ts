/** Starts the demo backend in the browser. Loaded only in demo mode, through a dynamic import. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import {
  defaultSettings,
  getDb,
  openBrowserDb,
  resetDemoData,
  resetSettings,
  updateSettings,
  type MockSettings,
  type MockStats,
} from './db';

// A little latency so the demo shows loading states the way a real server would.
const demoSettings = (): MockSettings => ({ ...defaultSettings(), latencyMs: [80, 220] });

export interface DemoBackend {
  reset: () => void;
  settings: () => MockSettings;
  stats: () => MockStats;
  updateSettings: (settings: Partial<MockSettings>) => void;
  resetSettings: () => void;
}

export async function startDemoBackend(): Promise<DemoBackend> {
  openBrowserDb(demoSettings());
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return {
    reset: resetDemoData,
    settings: () => getDb().settings,
    stats: () => getDb().stats,
    updateSettings,
    resetSettings: () => resetSettings(demoSettings()),
  };
}
