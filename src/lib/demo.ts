/** The one token the in-browser demo backend accepts. Not a secret: the sign-in screen shows it. */
export const DEMO_TOKEN = 'demo-token-2026';

/**
 * Live mode: unregisters the demo's service worker if an earlier demo run on this origin left
 * it, since it would see every live request and its token. A page it still controls is loaded
 * again, uncontrolled. Nothing of msw is needed for this.
 */
export async function removeDemoWorker(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const demoWorkers = (await workers.getRegistrations()).filter((registration) =>
    (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL.endsWith(
      '/mockServiceWorker.js',
    ),
  );
  await Promise.all(demoWorkers.map((registration) => registration.unregister()));
  if (demoWorkers.length > 0 && workers.controller) {
    window.location.reload();
    // Requests wait for the fresh page instead.
    await new Promise(() => {});
  }
}
