/** A finished import batch as the Activity screen lists it. */
import type { NewActivity } from '../../../lib/activity-log';
import { count } from '../count';
import { reportCsv, reportFileName } from '../report/report';
import { countRows, type ImportJob, type JobRow } from './job-types';

export function batchActivity(job: ImportJob, rows: readonly JobRow[], at: number): NewActivity {
  const counts = countRows(rows);
  const parts = [
    count(counts.created, 'created', 'created'),
    ...(
      [
        [counts.failed, 'failed'],
        [counts.unknown, 'unknown'],
        [counts.already, 'already in folder'],
        [counts.skipped, 'skipped'],
        [counts.cancelled, 'not sent (cancelled)'],
      ] as const
    ).flatMap(([n, what]) => (n ? [count(n, what, what)] : [])),
  ];
  return {
    id: `import:${job.id}`,
    kind: 'import',
    at,
    title: job.fileName,
    folders: [...new Set(rows.map((row) => row.folder).filter(Boolean))],
    outcome: `${count(rows.length, 'row')}: ${parts.join(', ')}`,
    entryIds: rows.flatMap((row) => (row.state === 'created' && row.id ? [row.id] : [])),
    report: { name: reportFileName(job.fileName), csv: reportCsv(rows) },
  };
}
