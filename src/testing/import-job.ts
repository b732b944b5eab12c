/** An import job and its rows, for the runner's tests: one row per title, each with its key. */
import type { ImportJob, JobRow } from '../features/import/job/job-types';

interface JobOptions {
  /** The folder of row `n` (1-based): "f" unless given. */
  folderOf?: (n: number) => string;
  status?: ImportJob['status'];
  createdAt?: number;
  /** Rows (by number) with a problem: skipped, no body. */
  skipped?: readonly number[];
}

export function jobOf(
  titles: readonly string[],
  { folderOf = () => 'f', status = 'running', createdAt = 1, skipped = [] }: JobOptions = {},
) {
  const job: ImportJob = { id: 'job', fileName: 'a.csv', createdAt, status };
  const rows: JobRow[] = titles.map((title, i) => {
    const n = i + 1;
    const skip = skipped.includes(n);
    return {
      jobId: 'job',
      n,
      title,
      folder: folderOf(n),
      problems: skip ? ['Title: Enter a title.'] : [],
      body: skip ? undefined : { title, folder_id: folderOf(n), template: 'PASS', metadata: [] },
      key: `key-${n}`,
      state: skip ? 'skipped' : 'pending',
    };
  });
  return { job, rows };
}

/** Rows titled "Row 1" … "Row n". */
export const rowTitles = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 1}`);
