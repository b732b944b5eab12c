/**
 * Rows whose answers were lost, on a server that does not deduplicate by key: once the other
 * rows are done, each folder they went to is walked once and all of its rows are settled from
 * that one walk, by create-once's rules (src/api/create-once: only an entry provably made since
 * the row's first attempt counts). What the walk found is stored before
 * anything is sent again, so a reload neither looks again for a settled row nor sends one twice.
 * A row the walk proves absent goes back to the queue: not a blind resend, the walk showed it
 * was not created.
 */
import { ApiError, describeError } from '../../../api/api-error';
import { matchLostRows, verdictMessage, type LostRow } from '../../../api/create-once/resolve-lost';
import { DEFAULT_WALK_MAX_ENTRIES, type FolderWalk } from '../../../api/create-once/folder-walk';
import type { RunnerOptions } from './runner-options';
import type { JobRow } from './job-types';
import { IN_DOUBT, LOOK_LATER } from '../check/row-messages';

/** A row whose answer was lost, waiting for the walk of its folder. */
export function markDue(row: JobRow, reason?: string): void {
  row.state = 'unknown';
  row.lookup = 'due';
  row.message = reason ? `${reason} ${LOOK_LATER}` : LOOK_LATER;
}

/**
 * Cancels the job: the rows not sent are marked cancelled, and those still due a look through
 * their folder are never looked for (what is known is that no answer came); stored, the job last.
 */
export async function cancelStored({
  store,
  job,
  rows,
}: Pick<RunnerOptions, 'store' | 'job' | 'rows'>): Promise<void> {
  const notSent = rows.filter((row) => row.state === 'pending');
  for (const row of notSent) row.state = 'cancelled';
  const unresolved = rows.filter((row) => row.lookup === 'due');
  for (const row of unresolved) Object.assign(row, { lookup: undefined, message: IN_DOUBT });
  await store.putRows([...notSent, ...unresolved]);
  job.status = 'cancelled';
  await store.putJob(job);
}

/** The failed rows pending again, each with its key and nothing of its last attempt; returns them. */
export function requeueFailed(rows: readonly JobRow[]): JobRow[] {
  const failed = rows.filter((row) => row.state === 'failed');
  for (const row of failed) {
    Object.assign(row, {
      state: 'pending',
      message: undefined,
      lookups: undefined,
      serverSaid: undefined,
    });
  }
  return failed;
}

const folderOf = (row: JobRow) => row.body?.folder_id ?? row.folder;

/** Walks one row may need; a row proven absent this often is not sent again. */
const MAX_LOOKUPS = 3;

function settleAbsent(row: JobRow, folder: string): void {
  row.lookups = (row.lookups ?? 0) + 1;
  const absent = verdictMessage({ kind: 'absent' }, folder, 0);
  if (row.lookups < MAX_LOOKUPS) {
    row.state = 'pending';
    row.message = `${row.serverSaid ? `The server said: ${row.serverSaid}. ` : ''}${absent} It is sent again.`;
  } else if (row.serverSaid) {
    // The server said why, every time, and the folder shows it was not made: a failure in the
    // server's words (Retry failed rows sends it again, with the same key).
    row.state = 'failed';
    row.message = row.serverSaid;
  } else {
    row.state = 'failed';
    row.message = `${absent} It was sent ${row.lookups} times without an answer, so it is not sent again.`;
  }
}

/**
 * Walks each folder of the job's rows due once (with the run's walkFolder); resolves with
 * how many rows go out again. The ids already known to be this job's are nobody's candidate; rows
 * stored before first attempts were timed are bounded by the job's start; a row without a
 * baseline of its own (its folder could not be read) is judged by the server's clock alone.
 */
export async function lookUpLostRows(
  { store, job, rows }: Pick<RunnerOptions, 'store' | 'job' | 'rows'>,
  walkFolder: NonNullable<RunnerOptions['walkFolder']>,
  signal: AbortSignal,
  /** The folder being looked through, then null. */
  onFolder: (folder: string | null) => void,
): Promise<number> {
  const byFolder = new Map<string, JobRow[]>();
  for (const row of rows) {
    if (row.lookup !== 'due') continue;
    byFolder.set(folderOf(row), [...(byFolder.get(folderOf(row)) ?? []), row]);
  }
  let resend = 0;
  try {
    for (const [folder, group] of byFolder) {
      if (signal.aborted) break;
      onFolder(folder);
      const lost: LostRow[] = group.map((row) => ({
        n: row.n,
        title: row.body?.title ?? row.title,
        template: row.body?.template ?? 'STORAGE',
        sentAt: row.sentAt ?? job.createdAt,
        baseline: row.baseline,
      }));
      // The walk reaches back to the earliest of the rows' first attempts, and its baseline.
      const earliest = lost.reduce((a, b) => (b.sentAt < a.sentAt ? b : a));
      let walk: FolderWalk;
      try {
        walk = await walkFolder(folder, earliest.sentAt, signal, earliest.baseline ?? null);
      } catch (error) {
        // Paused, or the session ended: the rows stay due and the next run looks.
        if (signal.aborted || (error instanceof ApiError && error.status === 401)) throw error;
        for (const row of group) {
          row.lookup = undefined;
          row.message = `Sent, but no answer arrived, and the folder ${folder} could not be looked through: ${describeError(error)} Look in the folder before importing this row again.`;
        }
        await store.putRows(group);
        continue;
      }
      const known = new Set(rows.flatMap((r) => (r.state === 'created' && r.id ? [r.id] : [])));
      const verdicts = matchLostRows(lost, walk, known);
      for (const row of group) {
        const verdict = verdicts.get(row.n)!;
        row.lookup = undefined;
        if (verdict.kind === 'absent') {
          settleAbsent(row, folder);
          if (row.state === 'pending') resend += 1;
          continue;
        }
        row.message = verdictMessage(verdict, folder, DEFAULT_WALK_MAX_ENTRIES);
        if (verdict.kind === 'created') Object.assign(row, { state: 'created', id: verdict.id });
      }
      // Stored before any of them is sent again.
      await store.putRows(group);
    }
  } finally {
    onFolder(null);
  }
  return resend;
}
