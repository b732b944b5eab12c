/**
 * The job's panel: `Import progress`, its figures, and Pause / Resume / Cancel / Download report;
 * then its rows with what became of each. Once the job has stopped, `Show problems only` keeps
 * the rows that need a look (failed, unknown, skipped), and each created row links to its entry.
 */
import { reportCsv, reportFileName } from '../report/report';
import type { JobSnapshot } from './job-snapshot';
import { formatCount } from '../../../lib/plural';
import { saveFile } from '../../../lib/save-file';
import { ShowTheseEntries } from './show-these-entries';
import { ImportRowsTable } from '../check/import-rows-table';
import { ProblemsOnlyToggle, useProblemsOnly } from '../check/problems-only';
import type { JobRow } from './job-types';

function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '—';
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.ceil(seconds % 60)} s`;
}

function statusLine(view: JobSnapshot): string {
  const { job, running, stopping, looking, slowedFor, elsewhere } = view;
  if (elsewhere) {
    return 'This import is running in another tab. Pause or cancel it there; when it stops, this tab shows where it got to.';
  }
  if (stopping) return 'Stopping once the rows being sent are answered…';
  if (looking) {
    return `Looking through the folder ${looking} for the rows whose answers were lost…`;
  }
  if (running) {
    return slowedFor > 0
      ? `The server asked to slow down: waiting ${Math.ceil(slowedFor / 1000)} s.`
      : 'Importing…';
  }
  if (job.status === 'done') return 'Import finished.';
  if (job.status === 'cancelled') return 'Import cancelled.';
  if (job.status === 'paused' && job.pausedBy === 'sign-in') {
    return 'Paused: the session ended. It resumes after you sign in again.';
  }
  if (job.status === 'paused' && job.pausedBy === 'person') return 'Paused.';
  return 'This import was interrupted (the page was reloaded or closed). Resume it to send the rest: no row is sent twice.';
}

function download(view: JobSnapshot) {
  saveFile(reportCsv(view.rows), reportFileName(view.job.fileName), 'text/csv;charset=utf-8');
}

interface Props {
  view: JobSnapshot;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onDiscard: () => void;
  onRetryFailed: () => void;
}

/** The figures, each named as the rows' badges name their state; a state no row has is left out. */
const FIGURES: [keyof JobSnapshot['counts'], string, boolean][] = [
  ['created', 'Created', true],
  ['failed', 'Failed', true],
  ['unknown', 'Unknown', false],
  ['left', 'Left', true],
  ['cancelled', 'Not sent', false],
  ['already', 'Already in folder', false],
  ['skipped', 'Skipped', true],
];

/**
 * Rows settled per second: while running, this run's; once stopped, the average over every run
 * (the time spent sending, kept with the job). Null when there is nothing to say yet.
 */
function rowsPerSecond(view: JobSnapshot, settled: number): number | null {
  if (view.running) return view.rate > 0 ? view.rate : null;
  const seconds = (view.job.sendingMs ?? 0) / 1000;
  return seconds > 0 && settled > 0 ? settled / seconds : null;
}

export function ImportProgress({
  view,
  onPause,
  onResume,
  onCancel,
  onDiscard,
  onRetryFailed,
}: Props) {
  const { counts, rate, job, running } = view;
  // The bar is the rows that were to be sent: a cancelled import never shows it full.
  const toSend = counts.created + counts.failed + counts.unknown + counts.left + counts.cancelled;
  const settled = counts.created + counts.failed + counts.unknown;
  const finished = job.status === 'done' || job.status === 'cancelled';
  const percent = toSend > 0 ? Math.round((settled / toSend) * 100) : 100;
  const perSecond = rowsPerSecond(view, settled);

  return (
    <section className="import-job card" aria-labelledby="import-job-title">
      <h2 id="import-job-title">
        Import of <bdi>{job.fileName}</bdi>
      </h2>
      <p role="status">{statusLine(view)}</p>
      <div
        className="import-bar"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={toSend}
        aria-valuenow={settled}
        aria-valuetext={`${formatCount(settled)} of ${formatCount(toSend)} rows${job.status === 'cancelled' ? ', cancelled' : ''}`}
      >
        <div className="import-bar-fill" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <dl className="import-figures">
        {FIGURES.filter(([key, , always]) => always || counts[key] > 0).map(([key, name]) => (
          <div key={key}>
            <dt>{name}</dt>
            <dd>{formatCount(counts[key])}</dd>
          </div>
        ))}
        <div>
          <dt>{running ? 'Rows per second' : 'Rows per second, on average'}</dt>
          <dd>{perSecond === null ? '—' : perSecond.toFixed(1)}</dd>
        </div>
        <div>
          <dt>Time left</dt>
          <dd>{running && rate > 0 ? duration(counts.left / rate) : '—'}</dd>
        </div>
      </dl>
      <div className="import-actions">
        {running ? (
          <button type="button" className="button" onClick={onPause} disabled={view.stopping}>
            Pause import
          </button>
        ) : null}
        {!running && !finished && !view.elsewhere ? (
          <button type="button" className="button button-primary" onClick={onResume}>
            Resume import
          </button>
        ) : null}
        {!finished && !view.elsewhere ? (
          <button type="button" className="button button-danger" onClick={onCancel}>
            Cancel import
          </button>
        ) : null}
        {finished && counts.failed > 0 ? (
          <button type="button" className="button button-primary" onClick={onRetryFailed}>
            Retry failed rows
          </button>
        ) : null}
        {finished ? (
          <>
            <button type="button" className="button button-primary" onClick={() => download(view)}>
              Download report
            </button>
            <ShowTheseEntries rows={view.rows} madeAt={view.job.createdAt} />
            <button type="button" className="button button-secondary" onClick={onDiscard}>
              Import another file
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

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
