/**
 * What a job that no runner holds becomes when the person acts on it, written to the store
 * before anything depends on it (job-session.ts asks for these under the job's lock).
 */
import type { JobStore } from './job-store';
import type { ImportJob, JobRow } from './job-types';
import { cancelUnsettled } from './lookup';

interface StoppedJob {
  job: ImportJob;
  rows: JobRow[];
}

/** `Cancel import` with nothing running here: what was not sent is marked so, now. */
export async function cancelStoppedJob(store: JobStore, current: StoppedJob): Promise<'cancelled'> {
  const changed = cancelUnsettled(current.rows);
  current.job.status = 'cancelled';
  await store.putRows(changed);
  await store.putJob(current.job);
  return 'cancelled';
}

/**
 * `Retry failed rows`: the failed rows are pending again, each keeping the key it was sent with
 * (a server that made the entry after all answers with it, not a second entry). Returns them;
 * none when no row failed.
 */
export async function requeueFailedRows(store: JobStore, current: StoppedJob): Promise<JobRow[]> {
  const failed = current.rows.filter((row) => row.state === 'failed');
  if (failed.length === 0) return failed;
  for (const row of failed) {
    Object.assign(row, {
      state: 'pending',
      message: undefined,
      lookups: undefined,
      serverSaid: undefined,
    });
  }
  Object.assign(current.job, { status: 'paused', pausedBy: 'person' });
  await store.putRows(failed);
  await store.putJob(current.job);
  return failed;
}
