/**
 * The one import job of this page: it keeps running while the person looks at another screen,
 * and the import screen attaches to it again. Web Locks keep two tabs from running one job.
 */
import { createEntryOnce, keyHeaderStatus } from '../../api/create-entry';
import { DEFAULT_WALK_MAX_ENTRIES, walkFolder } from '../../api/folder-walk';
import { getConfig } from '../../lib/config';
import type { CheckedRow } from './check-rows';
import { defaultStore, type JobStore } from './job-store';
import type { ImportJob, JobRow } from './job-types';
import { IN_DOUBT } from './row-messages';
import { ImportRunner, type RunEnd } from './run-import';

export interface ActiveJob {
  job: ImportJob;
  rows: JobRow[];
  runner: ImportRunner | null;
  /** Another tab holds this job's lock. */
  elsewhere: boolean;
}

type Listener = () => void;

let active: ActiveJob | null = null;
const listeners = new Set<Listener>();
let store: JobStore | null = null;
const jobStore = () => (store ??= defaultStore());

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

export function activeJob(): ActiveJob | null {
  return active;
}

/** The job kept from an earlier visit, reload or closed tab, if any. */
export async function loadJob(): Promise<ActiveJob | null> {
  if (active) return active;
  const job = await jobStore().latestJob();
  if (!job) return null;
  // A job marked running with no runner here was interrupted (a reload, a closed tab).
  active = { job, rows: await jobStore().rows(job.id), runner: null, elsewhere: false };
  notify();
  return active;
}

/** A new job from the checked rows: every row and its key are stored before anything is sent. */
export async function createJob(fileName: string, checked: readonly CheckedRow[]) {
  const id = crypto.randomUUID();
  const job: ImportJob = {
    id,
    fileName,
    createdAt: Date.now(),
    status: 'paused',
    pausedBy: 'person',
    total: checked.length,
  };
  const rows: JobRow[] = checked.map((row) => ({
    jobId: id,
    n: row.n,
    title: row.title,
    folder: row.folder,
    problems: row.problems,
    body: row.body,
    key: crypto.randomUUID(),
    state: row.body ? 'pending' : 'skipped',
  }));
  await jobStore().clear();
  await jobStore().createJob(job, rows);
  active = { job, rows, runner: null, elsewhere: false };
  notify();
}

/** Forgets a finished job, so another file can be imported. */
export async function discardJob(): Promise<void> {
  if (active?.runner) return;
  active = null;
  await jobStore().clear();
  notify();
}

async function withLock(id: string, run: () => Promise<RunEnd>): Promise<RunEnd | 'busy'> {
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  return navigator.locks.request(`registry-console-import:${id}`, { ifAvailable: true }, (lock) =>
    lock ? run() : ('busy' as const),
  );
}

/** Runs (or resumes) the active job; resolves when it stops. */
export async function runJob(onEnd?: (end: RunEnd) => void): Promise<void> {
  const current = active;
  if (!current || current.runner) return;
  const { resendLostCreates, importConcurrency, requestTimeoutMs } = getConfig();
  const runner = new ImportRunner({
    store: jobStore(),
    job: current.job,
    rows: current.rows,
    concurrency: importConcurrency,
    canResendInDoubt: resendLostCreates && keyHeaderStatus() === 'allowed',
    walkFolder: (folder, since, signal) =>
      walkFolder({ folder, since, signal, maxEntries: DEFAULT_WALK_MAX_ENTRIES }),
    settleMs: requestTimeoutMs,
    send: async (row) => {
      const { entry } = await createEntryOnce(row.body!, { key: row.key });
      return { id: entry.id };
    },
    onChange: notify,
  });
  current.runner = runner;
  current.elsewhere = false;
  notify();
  const end = await withLock(current.job.id, () => runner.run());
  current.runner = null;
  current.elsewhere = end === 'busy';
  notify();
  if (end !== 'busy') onEnd?.(end);
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
  // Not running here: mark what was not sent, now.
  const notSent = current.rows.filter((row) => row.state === 'pending');
  for (const row of notSent) row.state = 'cancelled';
  // Never looked for: what is known is that no answer came.
  const unresolved = current.rows.filter((row) => row.lookup === 'due');
  for (const row of unresolved) Object.assign(row, { lookup: undefined, message: IN_DOUBT });
  current.job.status = 'cancelled';
  await jobStore().putRows([...notSent, ...unresolved]);
  await jobStore().putJob(current.job);
  notify();
}

/** Forgets the page's job without touching the store (tests start each case clean). */
export function resetJobSession(): void {
  active = null;
  store = null;
}
