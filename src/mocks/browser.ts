/** Starts the demo backend in the browser. Loaded only in demo mode, through a dynamic import. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { openBrowserDb, resetDemoData } from './db';

export async function startDemoBackend(): Promise<{ reset: () => void }> {
  // A little latency so the demo shows loading states the way a real server would.
  openBrowserDb({ latencyMs: [80, 220] });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return { reset: resetDemoData };
}
