/** A finished import batch as the Activity screen lists it. */
import type { NewActivity } from '../../../lib/activity-log';
import { plural } from '../../../lib/plural';
import { OUTCOMES, reportCsv, reportFileName } from '../report/report';
import { countRows, type ImportJob, type JobRow } from './job-types';

export function batchActivity(job: ImportJob, rows: readonly JobRow[], at: number): NewActivity {
  const counts = countRows(rows);
  // Created always; the other outcomes only when some row had them, in the report's words.
  const parts = (['created', 'failed', 'unknown', 'already', 'skipped', 'cancelled'] as const)
    .filter((state) => state === 'created' || counts[state] > 0)
    .map((state) => plural(counts[state], OUTCOMES[state], OUTCOMES[state]));
  return {
    id: `import:${job.id}`,
    kind: 'import',
    at,
    title: job.fileName,
    folders: [...new Set(rows.map((row) => row.folder).filter(Boolean))],
    outcome: `${plural(rows.length, 'row')}: ${parts.join(', ')}`,
    entryIds: rows.flatMap((row) => (row.state === 'created' && row.id ? [row.id] : [])),
    report: { name: reportFileName(job.fileName), csv: reportCsv(rows) },
  };
}
