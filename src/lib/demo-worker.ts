/** Live mode's clean-up after a demo visit on the same origin; loaded beside the first screen. */
import { readText, removeKeys, writeText } from './storage';

const isDemoWorker = (worker: ServiceWorker | null | undefined) =>
  !!worker?.scriptURL.endsWith('/mockServiceWorker.js');
const RELOADED = 'registry-console:demo-worker-removed';

/**
 * Live mode: unregisters the demo's service worker if an earlier demo visit on this origin left
 * it, since it would see every live request and its token. A page it still controls is loaded
 * again (once per tab, so this can never loop), uncontrolled. Nothing of msw is needed here.
 */
export async function removeDemoWorker(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  for (const registration of await workers.getRegistrations()) {
    if (isDemoWorker(registration.active ?? registration.waiting ?? registration.installing))
      await registration.unregister();
  }
  if (!isDemoWorker(workers.controller)) removeKeys('session', RELOADED);
  // Without tab storage, no reload: the mark that stops a loop could not be kept.
  else if (!readText('session', RELOADED) && writeText('session', RELOADED, '1') === 'saved') {
    window.location.reload();
    // Requests wait for the fresh page instead.
    await new Promise(() => {});
  }
}
