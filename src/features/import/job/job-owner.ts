/**
 * Whose the page's import job is: the token's it was started under (ImportJob.owner). Paused by a
 * 401, it goes on once that token signs in again, wherever the person is (not only on the import
 * screen); carried on with a new token (`renewed`) it becomes that token's and goes on; signed in
 * with another token afresh (`switched`), the page lets go of it and it stays stored for its own
 * token alone; a sign-out, here or in another tab, forgets it once its run has stopped.
 */
import type { Session } from '../../../lib/session';
import type { ActiveJob } from './job-session';
import type { JobStore } from './job-store';

export interface OwnedJob {
  session: Session;
  store: JobStore;
  activeJob(): ActiveJob | null;
  /** The page stops showing the job (pausing its run); resolves once any run has stopped. */
  release(): Promise<void>;
  /** Runs the active job again. */
  resume(): void;
}

export function followToken({ session, store, activeJob, release, resume }: OwnedJob) {
  /** Paused by a rejected token, and signed in again: it carries on. */
  function resumeAfterSignIn(): void {
    const current = activeJob();
    if (!current || current.runner || current.elsewhere) return;
    if (current.job.status === 'paused' && current.job.pausedBy === 'sign-in') resume();
  }

  async function forget(owner: string | null): Promise<void> {
    await release();
    if (owner !== null) await store.deleteOwnerJobs(owner).catch(() => undefined);
  }

  async function takeOver(): Promise<void> {
    const current = activeJob();
    if (!current) return;
    current.job.owner = session.owner() ?? undefined;
    // Refused by storage: the job goes on in this page, and is no one's after a reload.
    await store.putJob(current.job).catch(() => undefined);
    resumeAfterSignIn();
  }

  session.subscribe((token, change) => {
    if (change === 'signed-out') void forget(session.owner());
    else if (change === 'switched') void release();
    else if (change === 'renewed') void takeOver();
    else if (token !== null) resumeAfterSignIn();
  });

  return { resumeAfterSignIn };
}
