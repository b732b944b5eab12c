// The search index's worker as the DevTools protocol sees it: the worker shared by a session's
// tabs, or where there is none a tab's own (both index-worker.ts).
import { sleep } from './browser.mjs';

/** The index's worker in `page`'s browser context (null: none is running). */
export async function indexWorker(page) {
  const shared = page
    .browserContext()
    .targets()
    .find((target) => target.type() === 'shared_worker' && /index-worker/.test(target.url()));
  if (shared) return shared.worker();
  return page.workers().find((worker) => /index-worker/.test(worker.url())) ?? null;
}

/** The index worker's used heap after a garbage collection, in bytes. */
export async function indexWorkerHeap(page, timeoutMs = 10000) {
  // It starts a moment after the list shows (the page makes the index's key first).
  const until = Date.now() + timeoutMs;
  let worker = await indexWorker(page);
  while (!worker && Date.now() < until) {
    await sleep(100);
    worker = await indexWorker(page);
  }
  if (!worker) throw new Error('no index worker for the page');
  await worker.client.send('HeapProfiler.collectGarbage');
  const { usedSize } = await worker.client.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Waits until no index worker runs for `page`'s context (its last tab closed). */
export async function indexWorkerGone(page, timeoutMs = 10000) {
  const until = Date.now() + timeoutMs;
  while (await indexWorker(page).catch(() => null)) {
    if (Date.now() > until) throw new Error('the index worker outlived its tabs');
    await sleep(100);
  }
}
