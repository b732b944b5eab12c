import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_STARTED, takeThisPage, type PageHost } from './worker-control';

type State = ServiceWorkerState;

/** A worker whose state the test moves on, telling its listeners as a browser would. */
function fakeWorker(state: State) {
  const target = new EventTarget();
  const worker = Object.assign(target, { state, scriptURL: '/mockServiceWorker.js' });
  const moveTo = (next: State) => {
    worker.state = next;
    target.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker, moveTo };
}

/** A page: its worker container (controller and controllerchange), its history, its reloads. */
function fakePage(historyState: unknown = { idx: 3, key: 'k' }) {
  const container = Object.assign(new EventTarget(), {
    controller: null as ServiceWorker | null,
  });
  const history = {
    state: historyState,
    replaceState(state: unknown) {
      this.state = state;
    },
  };
  const reload = vi.fn();
  const host: PageHost = {
    container: container as unknown as PageHost['container'],
    history: history as unknown as PageHost['history'],
    reload,
  };
  const takenBy = (worker: ServiceWorker) => {
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { host, history, reload, takenBy };
}

/** Where a promise stands once the timers and microtasks so far have run. */
async function settled<T>(promise: Promise<T>, afterMs: number) {
  let result: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => (result = { value }),
    (error: unknown) => (result = { error }),
  );
  await vi.advanceTimersByTimeAsync(afterMs);
  return result;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('takeThisPage', () => {
  it('waits for a first visit: the worker installs, activates and takes the page', async () => {
    const { worker, moveTo } = fakeWorker('installing');
    const page = fakePage();
    const registration = { installing: worker, waiting: null, active: null };
    const taking = takeThisPage(registration, page.host);
    expect(await settled(taking, 3_000)).toBeUndefined();

    moveTo('activated');
    Object.assign(registration, { installing: null, active: worker });
    page.takenBy(worker);
    expect(await settled(taking, 0)).toEqual({ value: undefined });
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reloads a page stranded by an active worker that never takes it, marking the entry', async () => {
    const { worker } = fakeWorker('activated');
    const page = fakePage({ idx: 3, key: 'k' });
    const taking = takeThisPage({ installing: null, waiting: null, active: worker }, page.host);

    expect(await settled(taking, 999)).toBeUndefined();
    expect(page.reload).not.toHaveBeenCalled();
    // The reload ends this page: nothing it started goes on to send requests.
    expect(await settled(taking, 20_000)).toBeUndefined();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.history.state).toEqual({ idx: 3, key: 'k', demoWorkerReload: true });
  });

  it('a page taken a moment after its worker activated is not reloaded', async () => {
    const { worker } = fakeWorker('activated');
    const page = fakePage();
    const taking = takeThisPage({ installing: null, waiting: null, active: worker }, page.host);
    await vi.advanceTimersByTimeAsync(300);
    page.takenBy(worker);
    expect(await settled(taking, 5_000)).toEqual({ value: undefined });
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('the reloaded page, taken, drops the mark and keeps the rest of its state', async () => {
    const { worker } = fakeWorker('activated');
    const page = fakePage({ idx: 3, key: 'k', demoWorkerReload: true });
    page.takenBy(worker);
    await takeThisPage({ installing: null, waiting: null, active: worker }, page.host);
    expect(page.history.state).toEqual({ idx: 3, key: 'k' });
  });

  it('the reloaded page, stranded again, says so in plain words instead of reloading again', async () => {
    const { worker } = fakeWorker('activated');
    const page = fakePage({ demoWorkerReload: true });
    const taking = takeThisPage({ installing: null, waiting: null, active: worker }, page.host);
    const outcome = await settled(taking, 1_000);
    expect((outcome?.error as Error).message).toBe(NOT_STARTED);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('a worker that never activates is given up on after 15 seconds, without a reload', async () => {
    const { worker } = fakeWorker('installing');
    const page = fakePage();
    const taking = takeThisPage({ installing: worker, waiting: null, active: null }, page.host);
    expect(await settled(taking, 14_000)).toBeUndefined();
    const outcome = await settled(taking, 1_000);
    expect((outcome?.error as Error).message).toBe(NOT_STARTED);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
