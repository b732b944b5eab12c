/**
 * The one import job of this page: it keeps running while the person looks at another screen,
 * and the import screen attaches to it again. Web Locks keep two tabs from running one job.
 * The job is its token's (ImportJob.owner): paused by a 401, it goes on once the same token signs
 * in again, wherever the person is (not only on the import screen); carried on with a new token
 * (`renewed`) it becomes that token's and goes on; signed in with another token afresh
 * (`switched`), the page lets go of it and it stays stored for its own token alone; a sign-out,
 * here or in another tab, forgets it once its run has stopped.
 * The session is one of the app's services (job-session-source.ts), sending with the app's API client:
 * it lives as long as the app, and a test's app of its own starts with no job.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client';
import { heldElsewhere, shareWithTabs } from './job-lock';
import { defaultStore, type JobStore } from './job-store';
import { countRows, finished, type ImportJob, type JobRow } from './job-types';
import { createJobSnapshots } from './job-snapshot';
import { ImportRunner } from './run-import';
import { keepActivity, type ActivityLog } from '../../../lib/activity-log';
import { batchActivity } from './batch-activity';
import { sendingWith } from './runner-options';
import { refreshEntryLists } from '../../../api/entries';
import { cancelStored, requeueFailed } from './lookup';

export interface ActiveJob {
  job: ImportJob;
  rows: JobRow[];
  runner: ImportRunner | null;
  /** Another tab holds this job's lock: it runs the job, and this tab waits for it to stop. */
  elsewhere: boolean;
}

/** The page's import job and what can be done to it. */
export type JobSession = ReturnType<typeof createJobSession>;

/** What a job session sends with: the app's API client, and its query client (each create a mutation). */
export interface JobSessionNeeds {
  api: ApiClient;
  queryClient: QueryClient;
  /** Where a batch that ended is listed for the Activity screen. */
  activity: ActivityLog;
}

/** A session with no job yet, over `store` (the browser's database, or memory). */
export function createJobSession(
  { api, queryClient, activity }: JobSessionNeeds,
  store: JobStore = defaultStore(),
) {
  const { session } = api;
  let active: ActiveJob | null = null;
  /** The run under way, if any: a sign-out waits for it to stop before forgetting the job. */
  let running: Promise<void> | null = null;
  const owner = () => session.owner();
  const snapshots = createJobSnapshots(() => active);
  /** The screen's snapshot catches up: at once, or (`false`, rows settling) within a frame. */
  const notify = snapshots.publish;

  /** The job kept from an earlier visit, reload or closed tab, if any. */
  async function loadJob(): Promise<ActiveJob | null> {
    if (active) return active;
    const job = await store.latestJob(owner());
    if (!job) return null;
    const rows = await store.rows(job.id);
    // Running in another tab (it holds the lock), or interrupted (a reload, a closed tab): asked
    // before the job is shown, so this tab never calls a running job interrupted.
    const elsewhere = !finished(job) && (await heldElsewhere(job.id));
    if (active) return active;
    active = { job, rows, runner: null, elsewhere };
    if (elsewhere) waitForOtherTab(active);
    notify();
    return active;
  }

  /** The page's job is no longer stored: show the one that is, if any. */
  async function reload(): Promise<void> {
    active = null;
    await loadJob();
    notify();
  }

  const { waitForOtherTab, withLock } = shareWithTabs(store, owner, {
    activeJob: () => active,
    reload,
    notify,
  });

  /** Forgets a finished job, so another file can be imported. */
  async function discardJob(): Promise<void> {
    const current = active;
    if (!current || current.runner) return;
    active = null;
    // Only this job: another tab may have started one since.
    await store.deleteJob(current.job.id);
    notify();
  }

  /** Runs (or resumes) the active job; resolves when it stops. The lists catch up after. */
  function runJob(): Promise<void> {
    running = runActive();
    return running;
  }

  async function runActive(): Promise<void> {
    const current = active;
    if (!current || current.runner) return;
    const runner = new ImportRunner({
      ...sendingWith(api, queryClient),
      store,
      job: current.job,
      rows: current.rows,
      onChange: () => notify(false),
    });
    current.runner = runner;
    current.elsewhere = false;
    notify();
    const end = await withLock(current, () => runner.run());
    current.runner = null;
    if (end === 'gone') return;
    if (end === 'done' || end === 'cancelled') keepBatch(current);
    notify();
    if (end === 'busy') return;
    void refreshEntryLists(queryClient);
    // Paused by a 401 the person has already signed in again after: it goes on.
    if (end === 'sign-in' && session.token() !== null) resumeAfterSignIn();
  }

  /** Paused by a rejected token, and signed in again: it carries on. */
  function resumeAfterSignIn(): void {
    const current = active;
    if (!current || current.runner || current.elsewhere) return;
    if (current.job.status === 'paused' && current.job.pausedBy === 'sign-in') void runJob();
  }

  /** This page stops showing the job (pausing its run); resolves once any run has stopped. */
  async function release(): Promise<void> {
    const current = active;
    active = null;
    current?.runner?.pause();
    notify();
    await running;
  }

  session.subscribe((token, change) => {
    if (change === 'signed-out') {
      const signedOut = owner();
      void release().then(() =>
        signedOut === null ? undefined : store.deleteOwnerJobs(signedOut).catch(() => undefined),
      );
    } else if (change === 'switched') void release();
    else if (change === 'renewed' && active) {
      active.job.owner = owner() ?? undefined;
      // Refused by storage: the job goes on in this page, and is no one's after a reload.
      void store
        .putJob(active.job)
        .catch(() => undefined)
        .then(resumeAfterSignIn);
    } else if (token !== null) resumeAfterSignIn();
  });

  /** A batch that ended (done or cancelled) is listed under Activity. */
  function keepBatch(current: ActiveJob): void {
    keepActivity(activity, batchActivity(current.job, current.rows, api.now()));
  }

  function pauseJob(): void {
    active?.runner?.pause();
    notify();
  }

  /** `Cancel import`; with nothing running here, what was not sent is marked so now, under the lock. */
  async function cancelJob(): Promise<void> {
    const current = active;
    if (!current) return;
    if (current.runner) {
      current.runner.cancel();
      notify();
      return;
    }
    const end = await withLock(current, async () => {
      await cancelStored({ store, ...current });
      return 'cancelled' as const;
    });
    if (end === 'gone') return;
    if (end === 'cancelled') keepBatch(current);
    notify();
  }

  /**
   * `Retry failed rows`: the failed rows are pending again, each keeping the key it was sent with
   * (a server that made the entry after all answers with it, not a second entry), and go out.
   */
  async function retryFailedRows(): Promise<void> {
    const current = active;
    if (!current || current.runner) return;
    const failed = requeueFailed(current.rows);
    if (failed.length === 0) return;
    Object.assign(current.job, { status: 'paused', pausedBy: 'person' });
    await store.putRows(failed);
    await store.putJob(current.job);
    notify();
    await runJob();
  }

  /** How many rows are not sent yet: what a sign-out would drop (app/use-sign-out.tsx asks). */
  async function unsentRows(): Promise<number> {
    const current = await loadJob();
    return !current || finished(current.job) ? 0 : countRows(current.rows).left;
  }

  return {
    store,
    /** The client's clock (the API client's): jobs are timed by it. */
    now: api.now,
    /** Whose session it runs in: the stamp jobs started now are marked with (lib/session.ts). */
    owner,
    /** What the screen shows of the job: immutable snapshots (job-snapshot.ts). */
    snapshots: snapshots.store,
    /** A start is being written (start-job.ts): one at a time. */
    starting: false,
    activeJob: () => active,
    loadJob,
    /** Shows a job just stored (start-job.ts) as the page's job. */
    showJob(current: ActiveJob): void {
      active = current;
      notify();
    },
    discardJob,
    runJob,
    resumeAfterSignIn,
    pauseJob,
    cancelJob,
    retryFailedRows,
    unsentRows,
  };
}
