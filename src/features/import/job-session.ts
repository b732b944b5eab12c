/**
 * The one import job of this page: it keeps running while the person looks at another screen,
 * and the import screen attaches to it again. Web Locks keep two tabs from running one job.
 */
import {
  createEntryOnce,
  DEFAULT_WALK_MAX_ENTRIES,
  keyHeaderStatus,
  readBaseline,
  walkFolder,
} from '../../api/create-once';
import type { ApiClient } from '../../api/api-client';
import { heldElsewhere, locksAvailable, whenLockFree, withJobLock } from './job-lock';
import { defaultStore, type JobStore } from './job-store';
import { cancelUnsettled } from './lookup';
import type { ImportJob, JobRow } from './job-types';
import { publishJob } from './job-snapshot';
import { ImportRunner, type RunEnd } from './run-import';

export interface ActiveJob {
  job: ImportJob;
  rows: JobRow[];
  runner: ImportRunner | null;
  /** Another tab holds this job's lock: it runs the job, and this tab waits for it to stop. */
  elsewhere: boolean;
}

let active: ActiveJob | null = null;
/** Jobs this page waits on while another tab runs them. */
const waiting = new WeakSet<ActiveJob>();
let store: JobStore | null = null;
export const jobStore = () => (store ??= defaultStore());

/**
 * The screen's snapshot of the job catches up: at once when the job is shown, starts or stops;
 * while rows settle, a few times a second (job-snapshot.ts).
 */
function notify(immediate = true) {
  publishJob(() => active, immediate);
}

export function activeJob(): ActiveJob | null {
  return active;
}

/** The job kept from an earlier visit, reload or closed tab, if any. */
export async function loadJob(): Promise<ActiveJob | null> {
  if (active) return active;
  const job = await jobStore().latestJob();
  if (!job) return null;
  const rows = await jobStore().rows(job.id);
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

/**
 * Brings the job and its rows up to date from the store: another tab may have run it since this
 * page read them. Kept in the same objects, which the screen and a runner hold. False when the
 * job is no longer stored (another tab finished it and started another file).
 */
async function catchUp(current: ActiveJob): Promise<boolean> {
  if (!locksAvailable()) return true;
  const job = await jobStore().latestJob();
  if (!job || job.id !== current.job.id) return false;
  const rows = await jobStore().rows(job.id);
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
    if (active !== current) return;
    if (!stillStored) return reloadJob();
    current.elsewhere = false;
    notify();
  });
}

/** The page's job is no longer stored: show the one that is, if any. */
async function reloadJob(): Promise<void> {
  active = null;
  await loadJob();
  notify();
}

/** The job stopped being this page's to run: another tab has it. */
function busyElsewhere(current: ActiveJob) {
  current.elsewhere = true;
  waitForOtherTab(current);
  notify();
}

/** Shows a job just stored (start-job.ts) as the page's job. */
export function showJob(current: ActiveJob): void {
  active = current;
  notify();
}

/** Forgets a finished job, so another file can be imported. */
export async function discardJob(): Promise<void> {
  const current = active;
  if (!current || current.runner) return;
  active = null;
  // Only this job: another tab may have started one since.
  await jobStore().deleteJob(current.job.id);
  notify();
}

/** Runs `run` holding the job's lock, on the job as stored: 'busy' while another tab runs it. */
async function withLock(
  current: ActiveJob,
  run: () => Promise<RunEnd>,
): Promise<RunEnd | 'busy' | 'gone'> {
  return withJobLock(current.job.id, async () => ((await catchUp(current)) ? run() : 'gone'));
}

/** Runs (or resumes) the active job; resolves when it stops. */
export async function runJob(api: ApiClient, onEnd?: (end: RunEnd) => void): Promise<void> {
  const current = active;
  if (!current || current.runner) return;
  const { resendLostCreates, importConcurrency, requestTimeoutMs, import429Tries } = api.config;
  const runner = new ImportRunner({
    store: jobStore(),
    job: current.job,
    rows: current.rows,
    concurrency: importConcurrency,
    canResendInDoubt: resendLostCreates && keyHeaderStatus(api) === 'allowed',
    walkFolder: (folder, since, signal, baseline) =>
      walkFolder(api, { folder, since, baseline, signal, maxEntries: DEFAULT_WALK_MAX_ENTRIES }),
    readBaseline: (folder, signal) => readBaseline(api, folder, signal),
    settleMs: requestTimeoutMs,
    rateLimit: { tries: import429Tries },
    send: async (row) => {
      const { entry } = await createEntryOnce(api, row.body!, { key: row.key });
      return { id: entry.id };
    },
    onChange: () => notify(false),
  });
  current.runner = runner;
  current.elsewhere = false;
  notify();
  const end = await withLock(current, () => runner.run());
  current.runner = null;
  if (end === 'busy') return busyElsewhere(current);
  if (end === 'gone') return reloadJob();
  notify();
  onEnd?.(end);
}

export function pauseJob(): void {
  active?.runner?.pause();
  notify();
}

export async function cancelJob(): Promise<void> {
  const current = active;
  if (!current) return;
  if (current.runner) {
    current.runner.cancel();
    notify();
    return;
  }
  const end = await withLock(current, () => markCancelled(current));
  if (end === 'busy') return busyElsewhere(current);
  if (end === 'gone') return reloadJob();
  notify();
}

/**
 * `Retry failed rows`: a finished job's failed rows go out again, each with the key it was sent
 * with (a server that made the entry after all answers with it, not a second entry).
 */
export async function retryFailedRows(
  api: ApiClient,
  onEnd?: (end: RunEnd) => void,
): Promise<void> {
  const current = active;
  if (!current || current.runner) return;
  const failed = current.rows.filter((row) => row.state === 'failed');
  if (failed.length === 0) return;
  for (const row of failed) {
    Object.assign(row, {
      state: 'pending',
      message: undefined,
      lookups: undefined,
      serverSaid: undefined,
    });
  }
  Object.assign(current.job, { status: 'paused', pausedBy: 'person' });
  await jobStore().putRows(failed);
  await jobStore().putJob(current.job);
  notify();
  await runJob(api, onEnd);
}

/** Not running here: mark what was not sent, now. */
async function markCancelled(current: ActiveJob): Promise<RunEnd> {
  const changed = cancelUnsettled(current.rows);
  current.job.status = 'cancelled';
  await jobStore().putRows(changed);
  await jobStore().putJob(current.job);
  return 'cancelled';
}

/** Forgets the page's job without touching the store (tests start each case clean, or on `withStore`). */
export function resetJobSession(withStore: JobStore | null = null): void {
  active = null;
  store = withStore;
  notify();
}
