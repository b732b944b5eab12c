/**
 * The page's import job and the other tabs of the console: one tab at a time runs a job (it holds
 * the job's Web Lock); the others wait for it to stop, then show where it got to, read again from
 * the store.
 */
import type { ActiveJob } from './job-session';
import { locksAvailable, whenLockFree, withJobLock } from './job-lock';
import type { JobStore } from './job-store';
import type { RunEnd } from './runner-options';

export interface SharedJob {
  store: JobStore;
  owner: () => string | null;
  activeJob: () => ActiveJob | null;
  /** The page's job is no longer stored: show the one that is, if any. */
  reload: () => Promise<void>;
  notify: () => void;
}

export function shareWithTabs({ store, owner, activeJob, reload, notify }: SharedJob) {
  /** Jobs this page waits on while another tab runs them. */
  const waiting = new WeakSet<ActiveJob>();

  /**
   * Brings the job and its rows up to date from the store: another tab may have run it since this
   * page read them. Kept in the same objects, which the screen and a runner hold. False when the
   * job is no longer stored (another tab finished it and started another file).
   */
  async function catchUp(current: ActiveJob): Promise<boolean> {
    if (!locksAvailable()) return true;
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
    void whenLockFree(current.job.id, async () => {
      const stillStored = await catchUp(current);
      waiting.delete(current);
      if (activeJob() !== current) return;
      if (!stillStored) return reload();
      current.elsewhere = false;
      notify();
    });
  }

  /** The job stopped being this page's to run: another tab has it. */
  function busyElsewhere(current: ActiveJob) {
    current.elsewhere = true;
    waitForOtherTab(current);
    notify();
  }

  /** Runs `run` holding the job's lock, on the job as stored: 'busy' while another tab runs it. */
  async function withLock(
    current: ActiveJob,
    run: () => Promise<RunEnd>,
  ): Promise<RunEnd | 'busy' | 'gone'> {
    return withJobLock(current.job.id, async () => ((await catchUp(current)) ? run() : 'gone'));
  }

  return { waitForOtherTab, busyElsewhere, withLock };
}
