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
 * Requests reach the demo backend only once this page is controlled by the worker that was just
 * started: a request sent before (or through another worker) reaches the static server instead.
 * On a first visit the started worker is still installing when `start()` returns, and it takes
 * the page once active. When the page before this one was the worker's last page, the worker
 * unregisters itself as that page unloads, and this page's start can meet the registration
 * revived, already active, with this page left out: no worker activates again, so nothing will
 * ever take the page. That page is "stranded": an activated worker claims its pages as it
 * activates, so a moment later it never will. A page that is neither taken nor stranded (a broken
 * worker) is told so after a long while, rather than sending requests elsewhere.
 */
function controlledBy(
  registration: Registration | undefined,
  container: PageHost['container'],
  { strandedAfterMs = 1_000, giveUpMs = 15_000 } = {},
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
    }, strandedAfterMs);
    const giveUp = setTimeout(() => {
      stop();
      reject(new Error(NOT_STARTED));
    }, giveUpMs);
    container.addEventListener('controllerchange', check);
    workers.forEach((worker) => worker.addEventListener('statechange', check));
  });
}

/**
 * Marks the history entry of a reload made for a stranded page. The mark lives in the entry's
 * state (kept across a reload, nowhere else): a page stranded again right after its own reload
 * is told so instead of reloading forever.
 */
const RELOAD_MARK = 'demoWorkerReload';

const marked = (state: unknown): state is Record<string, unknown> =>
  typeof state === 'object' && state !== null && RELOAD_MARK in state;

/**
 * Resolves once the page is controlled. A stranded page is reloaded, as msw itself does with a
 * page it finds uncontrolled: the reload is controlled from its first request. Only once: if the
 * reloaded page is stranded too, this fails with the plain message.
 */
export async function takeThisPage(
  registration: Registration | undefined,
  host: PageHost,
  timing?: { strandedAfterMs?: number; giveUpMs?: number },
): Promise<void> {
  const outcome = await controlledBy(registration, host.container, timing);
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
