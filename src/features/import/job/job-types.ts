/** An import job as it is kept: the job, and one record per row of the file. */
import type { FolderBaseline } from '../../../api/create-once/folder-match';
import type { CreateEntryBody } from '../../../api/schemas';

export type JobStatus = 'running' | 'paused' | 'cancelled' | 'done';

/** Done or cancelled: nothing more is sent, and a new file may replace it. */
export const finished = (job: ImportJob) => job.status === 'done' || job.status === 'cancelled';

export interface ImportJob {
  id: string;
  /**
   * Whose it is: the stamp of the token it was started under (lib/session.ts ownerStamp). Another
   * token's session never loads it; jobs stored before it was kept have none, and are no one's.
   */
  owner?: string;
  fileName: string;
  createdAt: number;
  status: JobStatus;
  /** Why it is paused: by the person, or by a rejected token (resumes after signing in). */
  pausedBy?: 'person' | 'sign-in';
  /** How long its runs have spent sending, in all (for the average rate once it stopped). */
  sendingMs?: number;
}

/**
 * pending: not sent yet. sending: sent, no answer kept yet (after a reload it is in doubt).
 * created / failed: settled by an answer. unknown: sent, and no answer says whether the entry
 * was made (with `lookup: 'due'`, until its folder is looked through). skipped: had problems, never sent. cancelled: not sent, the import was cancelled.
 * already: its title and template were already in its folder before the import: not sent.
 */
export type RowState =
  'pending' | 'sending' | 'created' | 'failed' | 'unknown' | 'skipped' | 'cancelled' | 'already';

export interface JobRow {
  jobId: string;
  n: number;
  /** The line the row starts on in the file (jobs stored before lines were kept: none). */
  line?: number;
  title: string;
  folder: string;
  problems: string[];
  body?: CreateEntryBody;
  /** The idempotency key every attempt of this row carries; written before the first one. */
  key: string;
  state: RowState;
  /** The created entry's id. */
  id?: string;
  /** The server's message for a failure, or what is known about an unknown outcome. */
  message?: string;
  /** When the first attempt went out, in the browser's clock (written before it). */
  sentAt?: number;
  /**
   * Its folder as read just before its first attempt, with the rows of its batch (null: it could
   * not be read), so a lost answer is never matched to an entry made before that attempt.
   */
  baseline?: FolderBaseline | null;
  /** What the server said when it answered with an error (a 5xx with a message), if it did. */
  serverSaid?: string;
  /** Its answer was lost and its folder is still to be looked through (lookup.ts). */
  lookup?: 'due';
  /** How many times its folder was looked through and it was not there. */
  lookups?: number;
}

/**
 * The states the screen counts; every row is in exactly one. unknown: sent, and nothing says
 * whether the entry was made. left: still to send, or to look for in its folder. skipped: had
 * problems, never sent. cancelled: not sent, the import was cancelled.
 */
const COUNTED = [
  'created',
  'failed',
  'unknown',
  'left',
  'skipped',
  'already',
  'cancelled',
] as const;

export type JobCounts = Record<(typeof COUNTED)[number], number>;

export function countRows(rows: readonly JobRow[]): JobCounts {
  const counts = Object.fromEntries(COUNTED.map((state) => [state, 0])) as JobCounts;
  for (const row of rows) {
    if (row.state === 'pending' || row.state === 'sending' || row.lookup === 'due')
      counts.left += 1;
    else counts[row.state] += 1;
  }
  return counts;
}
