/**
 * A job's rows with what became of each; once the job has stopped, `Show problems only` keeps
 * the rows that need a look (failed, unknown, skipped), and each created row links to its entry.
 */
import { ImportRowsTable } from '../check/import-rows-table';
import { ProblemsOnlyToggle, useProblemsOnly } from '../check/problems-only';
import type { JobRow } from '../job/job-types';

const PROBLEMS: ReadonlySet<JobRow['state']> = new Set(['failed', 'unknown', 'skipped']);
const needsALook = (row: JobRow) => PROBLEMS.has(row.state);

export function JobRows({ rows, stopped }: { rows: readonly JobRow[]; stopped: boolean }) {
  const { problemsOnly, setProblemsOnly, shown } = useProblemsOnly(rows, needsALook);
  const filtering = stopped && problemsOnly;
  return (
    <>
      {stopped ? (
        <div className="import-options">
          <ProblemsOnlyToggle checked={problemsOnly} onChange={setProblemsOnly} />
        </div>
      ) : null}
      <ImportRowsTable rows={filtering ? shown : rows} outcomes />
      {filtering && shown.length === 0 ? (
        <p className="muted">No row failed, is unknown or was skipped.</p>
      ) : null}
    </>
  );
}
