/** The job's panel: `Import progress`, its figures, and Pause / Resume / Cancel / Download report. */
import { reportCsv, reportFileName } from './report';
import type { JobView } from './use-import-job';

function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '—';
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.ceil(seconds % 60)} s`;
}

function statusLine({ active, slowedFor }: JobView): string {
  const { job, runner, elsewhere } = active;
  if (elsewhere) {
    return 'This import is running in another tab. Pause or cancel it there; when it stops, this tab shows where it got to.';
  }
  if (runner?.stopping) return 'Stopping once the rows being sent are answered…';
  if (runner?.looking) {
    return `Looking through the folder ${runner.looking} for the rows whose answers were lost…`;
  }
  if (runner) {
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

function download(view: JobView) {
  const blob = new Blob([reportCsv(view.active.rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(view.active.job.fileName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface Props {
  view: JobView;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onDiscard: () => void;
}

export function ImportProgress({ view, onPause, onResume, onCancel, onDiscard }: Props) {
  const { counts, rate, active } = view;
  const { job, runner } = active;
  const toSend = counts.created + counts.failed + counts.left;
  const settled = counts.created + counts.failed;
  const finished = job.status === 'done' || job.status === 'cancelled';
  const percent = toSend > 0 ? Math.round((settled / toSend) * 100) : 100;

  return (
    <section className="import-job card" aria-labelledby="import-job-title">
      <h2 id="import-job-title">Import of {job.fileName}</h2>
      <p role="status">{statusLine(view)}</p>
      <div
        className="import-bar"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={toSend}
        aria-valuenow={settled}
        aria-valuetext={`${settled} of ${toSend} rows`}
      >
        <div className="import-bar-fill" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <dl className="import-figures">
        <div>
          <dt>Created</dt>
          <dd>{counts.created}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{counts.failed}</dd>
        </div>
        <div>
          <dt>Left</dt>
          <dd>{counts.left}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{counts.skipped}</dd>
        </div>
        <div>
          <dt>Rows per second</dt>
          <dd>{runner && rate > 0 ? rate.toFixed(1) : '—'}</dd>
        </div>
        <div>
          <dt>Time left</dt>
          <dd>{runner && rate > 0 ? duration(counts.left / rate) : '—'}</dd>
        </div>
      </dl>
      <div className="import-actions">
        {runner ? (
          <button type="button" className="button" onClick={onPause} disabled={runner.stopping}>
            Pause import
          </button>
        ) : null}
        {!runner && !finished && !active.elsewhere ? (
          <button type="button" className="button button-primary" onClick={onResume}>
            Resume import
          </button>
        ) : null}
        {!finished && !active.elsewhere ? (
          <button type="button" className="button button-danger" onClick={onCancel}>
            Cancel import
          </button>
        ) : null}
        {finished ? (
          <>
            <button type="button" className="button button-primary" onClick={() => download(view)}>
              Download report
            </button>
            <button type="button" className="button button-secondary" onClick={onDiscard}>
              Import another file
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
