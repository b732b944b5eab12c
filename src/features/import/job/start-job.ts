/**
 * Starting an import: one job at a time for every tab of the console, never over a job another
 * tab runs or has not finished. Under one lock all tabs take to start, the store is checked,
 * then the job's rows are written a chunk at a time (the page says how far it got) and the job
 * itself last, so a job is only ever stored whole: a reload halfway leaves no job behind.
 */
import { isolate } from '../../../lib/isolate';
import type { CheckedRow } from '../check/check-rows';
import { heldElsewhere, withStartLock } from './job-lock';
import type { JobSession } from './job-session';
import { finished, type ImportJob, type JobRow } from './job-types';

/** Rows written to the store per transaction. */
export const ROWS_PER_WRITE = 2000;

export type StartResult = { ok: true } | { ok: false; reason: string };

/** A checked row, and whether its title and template were already in its folder. */
export type StartRow = CheckedRow & { already?: boolean };

function refusal(job: ImportJob, elsewhere: boolean): string {
  const name = isolate(job.fileName);
  return elsewhere
    ? `Not started: another tab is importing ${name} right now. Wait until it finishes (or pause or cancel it in that tab), then start this file.`
    : `Not started: the import of ${name} is not finished (paused or interrupted, here or in another tab). Resume it or cancel it below, then start this file.`;
}

/**
 * A new job from the checked rows, every row with its key, stored before anything is sent.
 * Refused (with the reason) while another job is being started or is not finished; then that
 * job becomes the page's, so it can be followed, resumed or cancelled.
 */
export async function createJob(
  session: JobSession,
  fileName: string,
  checked: readonly StartRow[],
  /** Rows written so far, after each chunk. */
  onProgress?: (written: number, total: number) => void,
): Promise<StartResult> {
  const { store } = session;
  const current = session.activeJob();
  if (session.starting)
    return { ok: false, reason: 'Not started: this file is already being started.' };
  if (current && !finished(current.job)) return { ok: false, reason: refusal(current.job, false) };
  session.starting = true;
  try {
    return await withStartLock(async () => {
      const stored = await store.latestJob(session.owner());
      if (stored && !finished(stored)) {
        const reason = refusal(stored, await heldElsewhere(stored.id));
        await session.loadJob();
        return { ok: false, reason };
      }
      const id = crypto.randomUUID();
      const job: ImportJob = {
        id,
        owner: session.owner() ?? undefined,
        fileName,
        createdAt: session.now(),
        status: 'paused',
        pausedBy: 'person',
      };
      const rows: JobRow[] = checked.map((row) => ({
        jobId: id,
        n: row.n,
        line: row.line,
        title: row.title,
        folder: row.folder,
        problems: row.problems,
        body: row.body,
        key: crypto.randomUUID(), // the row's key, stored with it before its first attempt
        state: !row.body ? 'skipped' : row.already ? 'already' : 'pending',
      }));
      // Only finished jobs of this session are stored (checked above, under the lock every start
      // takes); another token's job goes too: one job is kept at a time.
      await store.clear();
      onProgress?.(0, rows.length);
      for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
        await store.putRows(rows.slice(i, i + ROWS_PER_WRITE));
        onProgress?.(Math.min(rows.length, i + ROWS_PER_WRITE), rows.length);
      }
      await store.putJob(job);
      session.showJob({ job, rows, runner: null, elsewhere: false });
      return { ok: true } as const;
    });
  } catch (error) {
    // Storage refused the job (full, or private mode): nothing was sent.
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: `Not started: this browser could not store the import (${detail}). Nothing was sent.`,
    };
  } finally {
    session.starting = false;
  }
}
