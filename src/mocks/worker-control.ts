/** The demo's requests wait until its service worker controls this page (src/mocks/browser.ts). */

/** What of the browser this needs, handed in: the worker container, the history, a reload. */
export interface PageHost {
  container:
    | Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>
    | undefined;
  history: Pick<History, 'state' | 'replaceState'>;
  reload: () => void;
}

export const NOT_STARTED =
  'The demo backend did not start in this tab. Reload the page to try again.';

type Registration = Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>;

/**
 * Requests reach the demo backend only once the started worker controls this page; before, they
 * reach the static server. A first visit's worker is still installing and takes the page once
 * active. But when the page before this one was the worker's last, the worker unregisters as it
 * unloads, and this page can meet the registration revived, already active, without this page:
 * a worker claims its pages only as it activates, so nothing will ever take this one. Such a
 * page is "stranded". A page neither taken nor stranded (a broken worker) is told so after a
 * long while.
 */
function controlledBy(
  registration: Registration | undefined,
  container: PageHost['container'],
): Promise<'controlled' | 'stranded'> {
  if (!container || !registration) return Promise.resolve('controlled');
  const ready = () => container.controller !== null && container.controller === registration.active;
  if (ready()) return Promise.resolve('controlled');
  const stranded = () =>
    registration.active?.state === 'activated' && !registration.installing && !registration.waiting;
  return new Promise((resolve, reject) => {
    const workers = [registration.installing, registration.waiting, registration.active].filter(
      (worker): worker is ServiceWorker => worker !== null,
    );
    const stop = () => {
      clearTimeout(giveUp);
      clearTimeout(strandedCheck);
      container.removeEventListener('controllerchange', check);
      workers.forEach((worker) => worker.removeEventListener('statechange', check));
    };
    const check = () => {
      if (!ready()) return;
      stop();
      resolve('controlled');
    };
    const strandedCheck = setTimeout(() => {
      if (ready() || !stranded()) return;
      stop();
      resolve('stranded');
    }, 1_000);
    const giveUp = setTimeout(() => {
      stop();
      reject(new Error(NOT_STARTED));
    }, 15_000);
    container.addEventListener('controllerchange', check);
    workers.forEach((worker) => worker.addEventListener('statechange', check));
  });
}

/**
 * Marks, in its history entry's state (kept across a reload), a reload made for a stranded page:
 * stranded again right after it, the page is told so instead of reloading forever.
 */
const RELOAD_MARK = 'demoWorkerReload';

const marked = (state: unknown): state is Record<string, unknown> =>
  typeof state === 'object' && state !== null && RELOAD_MARK in state;

/**
 * Resolves once the page is controlled. A stranded page is reloaded once, as msw does with a page
 * it finds uncontrolled: the reload is controlled from its first request.
 */
export async function takeThisPage(
  registration: Registration | undefined,
  host: PageHost,
): Promise<void> {
  const outcome = await controlledBy(registration, host.container);
  const state: unknown = host.history.state;
  if (outcome === 'controlled') {
    if (!marked(state)) return;
    const rest = { ...state };
    delete rest[RELOAD_MARK];
    host.history.replaceState(rest, '');
    return;
  }
  if (marked(state)) throw new Error(NOT_STARTED);
  host.history.replaceState({ ...(state as object | null), [RELOAD_MARK]: true }, '');
  host.reload();
  // The page is going: nothing after this runs.
  await new Promise<never>(() => undefined);
}
