/**
 * `Import entries`: a file becomes rows, each checked with the create form's rules, shown in
 * the `Import rows` table; `Start import` sends the ready ones as a job kept in IndexedDB.
 * Reading and checking run in a worker; this whole screen, its worker and its libraries load
 * only when someone opens it.
 */
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { ImportDefaults } from './check-rows';
import { ImportDefaultsFields } from './import-defaults';
import { ImportFileInput, PreviewStatus } from './import-file-input';
import { ImportProgress } from './import-progress';
import { ImportRowsTable } from './import-rows-table';
import { SHOWN_NOTICES, clip } from './limits';
import { useImportJob } from './use-import-job';
import { useImportPreview } from './use-import-preview';
import './import.css';

export function ImportRoute() {
  const [defaults, setDefaults] = useState<ImportDefaults>({ folder: '', template: '' });
  const { state, read: readFile, reset } = useImportPreview(defaults);
  const job = useImportJob();
  const [dragging, setDragging] = useState(false);
  // From the click on Start import until the job shows: one job per file read.
  const startingRef = useRef(false);
  const [starting, setStarting] = useState<{ written: number; total: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = job.loading || job.view !== null || starting !== null;

  const read = useCallback(
    (chosen: File) => {
      setRefusal(null);
      readFile(chosen);
    },
    [readFile],
  );

  const file = state.status === 'ready' ? state.file : null;
  const { start } = job;
  const onStart = useCallback(async () => {
    if (!file || startingRef.current) return;
    startingRef.current = true;
    setRefusal(null);
    setStarting({ written: 0, total: file.rows.length });
    const result = await start(file, {
      onProgress: (written, total) => setStarting({ written, total }),
    });
    if (!result.ok) {
      startingRef.current = false;
      setStarting(null);
      setRefusal(result.reason);
    }
  }, [file, start]);

  // The job shows: this read is used up.
  useEffect(() => {
    if (!job.view || !startingRef.current) return;
    startingRef.current = false;
    setStarting(null);
    reset();
  }, [job.view, reset]);

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file && !busy) read(file);
    },
    [read, busy],
  );

  const withProblems = file ? file.rows.filter((row) => row.problems.length > 0).length : 0;
  const ready = file ? file.rows.length - withProblems : 0;

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

      {refusal ? (
        <div className="notice notice-error" role="alert">
          {refusal}
        </div>
      ) : null}
      {job.view ? (
        <>
          <ImportProgress
            view={job.view}
            onPause={job.pause}
            onResume={job.resume}
            onCancel={() => void job.cancel()}
            onDiscard={() => {
              setRefusal(null);
              void job.discard();
            }}
          />
          <ImportRowsTable rows={job.view.active.rows} outcomes />
        </>
      ) : job.loading ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <div className="import-setup card">
            <ImportFileInput onFile={read} disabled={starting !== null} />
            <ImportDefaultsFields value={defaults} onChange={setDefaults} />
          </div>
          <PreviewStatus state={state} />
          {file ? (
            <>
              <FileNotices notices={file.notices} blocking={file.blocking} />
              <div className="import-actions">
                <p className="import-counts" role="status">
                  <strong>{clip(file.name, 80)}</strong>: {count(ready, 'row')} ready,{' '}
                  {count(withProblems, 'row')} with problems
                  {withProblems > 0 ? ' (skipped, and listed in the report)' : ''}.
                </p>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={ready === 0 || file.blocking || starting !== null}
                  onClick={() => void onStart()}
                >
                  Start import
                </button>
              </div>
              {starting ? (
                <p role="status">
                  <span className="spinner" aria-hidden="true" /> Preparing{' '}
                  {count(starting.total, 'row')}…{' '}
                  {starting.written > 0
                    ? `${starting.written.toLocaleString('en-US')} of ${starting.total.toLocaleString('en-US')} saved`
                    : ''}
                </p>
              ) : null}
              <ImportRowsTable rows={file.rows} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** What is wrong with the file as a whole: the first notices, then how many more. */
function FileNotices({ notices, blocking }: { notices: readonly string[]; blocking: boolean }) {
  if (notices.length === 0) return null;
  const more = notices.length - SHOWN_NOTICES;
  return (
    <div
      className={`notice ${blocking ? 'notice-error' : 'notice-warning'}`}
      role={blocking ? 'alert' : undefined}
    >
      <ul>
        {notices.slice(0, SHOWN_NOTICES).map((notice, i) => (
          <li key={i}>{clip(notice)}</li>
        ))}
        {more > 0 ? <li>…and {count(more, 'more notice')}.</li> : null}
      </ul>
    </div>
  );
}

function count(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}
