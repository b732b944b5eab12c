/**
 * `Import entries`: a file becomes rows, each checked with the create form's rules, shown in
 * the `Import rows` table; `Start import` sends the ready ones as a job kept in IndexedDB.
 * Reading and checking run in a worker; this whole screen, its worker and its libraries load
 * only when someone opens it.
 */
import { useCallback, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useUnsavedWork } from '../../lib/unsaved-work';
import type { ImportDefaults } from './check-rows';
import { ImportDefaultsFields } from './import-defaults';
import { ImportFileInput, PreviewStatus } from './import-file-input';
import { ImportProgress } from './import-progress';
import { ImportRowsTable } from './import-rows-table';
import { useImportJob } from './use-import-job';
import { useImportPreview } from './use-import-preview';
import './import.css';

export function ImportRoute() {
  const [defaults, setDefaults] = useState<ImportDefaults>({ folder: '', template: '' });
  const { state, read } = useImportPreview(defaults);
  const job = useImportJob();
  const [dragging, setDragging] = useState(false);
  const busy = job.loading || job.view !== null;

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file && !busy) read(file);
    },
    [read, busy],
  );

  const file = state.status === 'ready' ? state.file : null;
  const withProblems = file ? file.rows.filter((row) => row.problems.length > 0).length : 0;
  const ready = file ? file.rows.length - withProblems : 0;
  useUnsavedWork(file && !busy ? 'the loaded file and its checked rows' : null);

  return (
    <section
      className={`page import-page${dragging ? ' is-dragging' : ''}`}
      aria-labelledby="import-title"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(!busy);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="page-header">
        <h1 id="import-title">Import entries</h1>
        <Link to={paths.entries} className="button button-secondary">
          Back to entries
        </Link>
      </div>

      {job.view ? (
        <>
          <ImportProgress
            view={job.view}
            onPause={job.pause}
            onResume={job.resume}
            onCancel={() => void job.cancel()}
            onDiscard={() => void job.discard()}
          />
          <ImportRowsTable rows={job.view.active.rows} outcomes />
        </>
      ) : job.loading ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <div className="import-setup card">
            <ImportFileInput onFile={read} />
            <ImportDefaultsFields value={defaults} onChange={setDefaults} />
          </div>
          <PreviewStatus state={state} />
          {file ? (
            <>
              {file.notices.length > 0 ? (
                <div
                  className={`notice ${file.blocking ? 'notice-error' : 'notice-warning'}`}
                  role={file.blocking ? 'alert' : undefined}
                >
                  <ul>
                    {file.notices.map((notice) => (
                      <li key={notice}>{notice}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="import-actions">
                <p className="import-counts" role="status">
                  <strong>{file.name}</strong>: {count(ready, 'row')} ready,{' '}
                  {count(withProblems, 'row')} with problems
                  {withProblems > 0 ? ' (skipped, and listed in the report)' : ''}.
                </p>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={ready === 0 || file.blocking}
                  onClick={() => void job.start(file)}
                >
                  Start import
                </button>
              </div>
              <ImportRowsTable rows={file.rows} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function count(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}
