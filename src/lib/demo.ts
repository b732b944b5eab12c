/** The one token the in-browser demo backend accepts. Not a secret: the sign-in screen shows it. */
export const DEMO_TOKEN = 'demo-token-2026';

/** The demo's `folders` config: the folders its seed data is filed in, named for people. */
export const DEMO_FOLDERS = [
  { id: 'finance', label: 'Finance' },
  { id: 'human-resources', label: 'Human resources' },
  { id: 'legal', label: 'Legal' },
  { id: 'operations', label: 'Operations' },
  { id: 'engineering', label: 'Engineering' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'research', label: 'Research' },
] as const;

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
  if (!isDemoWorker(workers.controller)) sessionStorage.removeItem(RELOADED);
  else if (!sessionStorage.getItem(RELOADED)) {
    sessionStorage.setItem(RELOADED, '1');
    window.location.reload();
    // Requests wait for the fresh page instead.
    await new Promise(() => {});
  }
}
