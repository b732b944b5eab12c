/**
 * One lock per import job (Web Locks, shared by every tab of the origin): the tab that holds it
 * is the one sending the job's rows; the others wait for it to stop, then show where it got to,
 * read again from the store. Without the Web Locks API (old browsers, tests) every call runs at
 * once, as if no other tab existed.
 */
import type { ActiveJob } from './job-session';
import type { JobStore } from './job-store';
import type { RunEnd } from './runner-options';

const lockName = (jobId: string) => `registry-console-import:${jobId}`;

function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** Another tab holds the job's lock right now: it is running the job. */
export async function heldElsewhere(jobId: string): Promise<boolean> {
  const manager = locks();
  if (!manager) return false;
  const { held = [] } = await manager.query();
  return held.some((lock) => lock.name === lockName(jobId));
}

/**
 * Runs `run` holding the one lock every tab takes to start an import (waiting for it): the
 * store is checked and a new job written by one tab at a time.
 */
export async function withStartLock<T>(run: () => Promise<T>): Promise<T> {
  const manager = locks();
  if (!manager) return run();
  return manager.request('registry-console-import:start', run);
}

/** `reload`: the page's job is no longer stored, so the one that is shows, if any. */
export function shareWithTabs(
  store: JobStore,
  owner: () => string | null,
  page: { activeJob: () => ActiveJob | null; reload: () => Promise<void>; notify: () => void },
) {
  const { activeJob, reload, notify } = page;
  /** Jobs this page waits on while another tab runs them. */
  const waiting = new WeakSet<ActiveJob>();

  /**
   * Brings the job and its rows up to date from the store: another tab may have run it since this
   * page read them. Kept in the same objects, which the screen and a runner hold. False when the
   * job is no longer stored (another tab finished it and started another file).
   */
  async function catchUp(current: ActiveJob): Promise<boolean> {
    if (!locks()) return true;
    const job = await store.latestJob(owner());
    if (!job || job.id !== current.job.id) return false;
    const rows = await store.rows(job.id);
    Object.assign(current.job, { pausedBy: undefined }, job);
    current.rows.length = 0;
    for (const row of rows) current.rows.push(row);
    return true;
  }

  /** Another tab runs the job: once it stops, this page shows where it got to (and Resume). */
  function waitForOtherTab(current: ActiveJob) {
    if (waiting.has(current)) return;
    waiting.add(current);
    const then = async () => {
      const stillStored = await catchUp(current);
      waiting.delete(current);
      if (activeJob() !== current) return;
      if (!stillStored) return reload();
      current.elsewhere = false;
      notify();
    };
    // Held while `then` runs, so nothing starts the job meanwhile.
    const manager = locks();
    void (manager ? manager.request(lockName(current.job.id), then) : then());
  }

  /**
   * Runs `run` holding the job's lock, on the job as stored. 'busy': another tab holds it, and
   * this page waits for it; 'gone': the job is no longer stored, and the one that is shows.
   */
  async function withLock<T extends RunEnd>(
    current: ActiveJob,
    run: () => Promise<T>,
  ): Promise<T | 'busy' | 'gone'> {
    const locked = async () => ((await catchUp(current)) ? run() : ('gone' as const));
    const manager = locks();
    const end = manager
      ? await manager.request(lockName(current.job.id), { ifAvailable: true }, (lock) =>
          lock ? locked() : ('busy' as const),
        )
      : await locked();
    if (end === 'busy') {
      current.elsewhere = true;
      waitForOtherTab(current);
    } else if (end === 'gone') await reload();
    return end;
  }

  return { waitForOtherTab, withLock };
}
