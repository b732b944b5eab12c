/**
 * The one import job of this page: it keeps running while the person looks at another screen,
 * and the import screen attaches to it again. Web Locks keep two tabs from running one job.
 * The job is its token's (ImportJob.owner): paused by a 401, it goes on once the same token signs
 * in again, wherever the person is; another token's session never sees it; a sign-out forgets it.
 * The session is one of the app's services (job-session-source.ts), sending with the app's API client:
 * it lives as long as the app, and a test's app of its own starts with no job.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client';
import { heldElsewhere } from './job-lock';
import { shareWithTabs } from './job-tabs';
import { defaultStore, type JobStore } from './job-store';
import { cancelStoppedJob, requeueFailedRows } from './stopped-job';
import type { ImportJob, JobRow } from './job-types';
import { createJobSnapshots, type JobSnapshots } from './job-snapshot';
import { ImportRunner, type RunEnd } from './run-import';
import { keepActivity, type ActivityLog } from '../../../lib/activity-log';
import { batchActivity } from './batch-activity';
import { sendingWith } from './runner-options';
import { refreshEntryLists } from '../../../api/entries';
import { followToken } from './job-owner';

export interface ActiveJob {
  job: ImportJob;
  rows: JobRow[];
  runner: ImportRunner | null;
  /** Another tab holds this job's lock: it runs the job, and this tab waits for it to stop. */
  elsewhere: boolean;
}

/** The page's import job and what can be done to it. */
export interface JobSession {
  readonly store: JobStore;
  /** The client's clock (the API client's): jobs are timed by it. */
  readonly now: () => number;
  /** Whose session it runs in: the stamp jobs started now are marked with (lib/session.ts). */
  readonly owner: () => string | null;
  /** What the screen shows of the job: immutable snapshots (job-snapshot.ts). */
  readonly snapshots: JobSnapshots['store'];
  /** A start is being written (start-job.ts): one at a time. */
  starting: boolean;
  activeJob(): ActiveJob | null;
  loadJob(): Promise<ActiveJob | null>;
  showJob(current: ActiveJob): void;
  discardJob(): Promise<void>;
  runJob(onEnd?: (end: RunEnd) => void): Promise<void>;
  /** Paused by a rejected token and signed in again (with the same one): carries on. */
  resumeAfterSignIn(): void;
  pauseJob(): void;
  cancelJob(): Promise<void>;
  retryFailedRows(onEnd?: (end: RunEnd) => void): Promise<void>;
}

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
): JobSession {
  let active: ActiveJob | null = null;
  /** The run under way, if any: a sign-out waits for it to stop before forgetting the job. */
  let running: Promise<void> | null = null;
  const owner = () => api.session.owner();
  const refreshLists = () => void refreshEntryLists(queryClient);
  const snapshots: JobSnapshots = createJobSnapshots();

  /**
   * The screen's snapshot of the job catches up: at once when the job is shown, starts or stops;
   * while rows settle, a few times a second (job-snapshot.ts).
   */
  function notify(immediate = true) {
    snapshots.publish(() => active, immediate);
  }

  function activeJob(): ActiveJob | null {
    return active;
  }

  /** The job kept from an earlier visit, reload or closed tab, if any. */
  async function loadJob(): Promise<ActiveJob | null> {
    if (active) return active;
    const job = await store.latestJob(owner());
    if (!job) return null;
    const rows = await store.rows(job.id);
    // Running in another tab (it holds the lock), or interrupted (a reload, a closed tab): asked
    // before the job is shown, so this tab never calls a running job interrupted.
    const finished = job.status === 'done' || job.status === 'cancelled';
    const elsewhere = !finished && (await heldElsewhere(job.id));
    if (active) return active;
    active = { job, rows, runner: null, elsewhere };
    if (elsewhere) waitForOtherTab(active);
    notify();
    return active;
  }

  const { waitForOtherTab, busyElsewhere, withLock } = shareWithTabs({
    store,
    owner,
    activeJob: () => active,
    reload: () => reloadJob(),
    notify: () => notify(),
  });

  /** The page's job is no longer stored: show the one that is, if any. */
  async function reloadJob(): Promise<void> {
    active = null;
    await loadJob();
    notify();
  }

  /** Shows a job just stored (start-job.ts) as the page's job. */
  function showJob(current: ActiveJob): void {
    active = current;
    notify();
  }

  /** Forgets a finished job, so another file can be imported. */
  async function discardJob(): Promise<void> {
    const current = active;
    if (!current || current.runner) return;
    active = null;
    // Only this job: another tab may have started one since.
    await store.deleteJob(current.job.id);
    notify();
  }

  /** Runs (or resumes) the active job; resolves when it stops. */
  function runJob(onEnd?: (end: RunEnd) => void): Promise<void> {
    const run = runActive(onEnd);
    running = run;
    return run;
  }

  async function runActive(onEnd?: (end: RunEnd) => void): Promise<void> {
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
    if (end === 'busy') return busyElsewhere(current);
    if (end === 'gone') return reloadJob();
    if (end === 'done' || end === 'cancelled') keepBatch(current);
    notify();
    onEnd?.(end);
    // Paused by a 401 the person has already signed in again after: it goes on.
    if (end === 'sign-in' && api.session.token() !== null) resumeAfterSignIn();
  }

  /** This page stops showing the job (pausing its run); resolves once any run has stopped. */
  async function release(): Promise<void> {
    const current = active;
    active = null;
    current?.runner?.pause();
    notify();
    await running;
  }

  const { resumeAfterSignIn } = followToken({
    session: api.session,
    store,
    activeJob,
    release,
    resume: () => void runJob(refreshLists),
  });

  /** A batch that ended (done or cancelled) is listed under Activity. */
  function keepBatch(current: ActiveJob): void {
    keepActivity(activity, batchActivity(current.job, current.rows, api.now()));
  }

  function pauseJob(): void {
    active?.runner?.pause();
    notify();
  }

  async function cancelJob(): Promise<void> {
    const current = active;
    if (!current) return;
    if (current.runner) {
      current.runner.cancel();
      notify();
      return;
    }
    const end = await withLock(current, () => cancelStoppedJob(store, current));
    if (end === 'busy') return busyElsewhere(current);
    if (end === 'gone') return reloadJob();
    keepBatch(current);
    notify();
  }

  /** `Retry failed rows`: a finished job's failed rows go out again (stopped-job.ts). */
  async function retryFailedRows(onEnd?: (end: RunEnd) => void): Promise<void> {
    const current = active;
    if (!current || current.runner) return;
    if ((await requeueFailedRows(store, current)).length === 0) return;
    notify();
    await runJob(onEnd);
  }

  return {
    store,
    now: api.now,
    owner,
    snapshots: snapshots.store,
    starting: false,
    activeJob,
    loadJob,
    showJob,
    discardJob,
    runJob,
    resumeAfterSignIn,
    pauseJob,
    cancelJob,
    retryFailedRows,
  };
}
