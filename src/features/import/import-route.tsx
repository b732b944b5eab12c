/**
 * `Import entries`: a file becomes rows, its columns matched to fields and each row checked
 * with the create form's rules, shown in the `Import rows` table; `Start import` reads the
 * target folders, asks, then sends the ready rows as a stored job. Reading and
 * checking run in a worker; this whole screen, its worker and its libraries load only when
 * someone opens it.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type DragEvent } from 'react';
import { Link } from '../../components/ui/link';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useApi } from '../../api/api-context';
import { paths } from '../../lib/paths';
import { useUnsavedWork } from '../../lib/services';
import type { ImportDefaults } from './check/check-rows';
import { ImportDefaultsFields } from './check/import-defaults';
import { ImportFileInput, PreviewStatus } from './file/import-file-input';
import { SheetChoice } from './file/sheet-choice';
import { formatCount, plural } from '../../lib/plural';
import { ImportPreview } from './check/import-preview';
import { ImportProgress, JobRows } from './job/import-progress';

import { createJob, type StartRow } from './job/start-job';
import { createJobSession } from './job/job-session';
import { useJobSessionSource } from './job/job-session-source';
import { useImportPreview } from './check/use-import-preview';
import { useLeaveQuestion } from './use-leave-question';
import './import.css';
import { cutText } from '../../lib/cut-text';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ImportRoute() {
  useDocumentTitle('Import entries');
  // Read once, here: the screen's parts are handed what they need.
  const api = useApi();
  const { metadataTypes } = api.config;
  const [defaults, setDefaults] = useState<ImportDefaults>({ folder: '', template: '' });
  const preview = useImportPreview(defaults, metadataTypes);
  const { state, read: readFile, reset } = preview;
  const session = useJobSessionSource().make(createJobSession);
  const view = useSyncExternalStore(session.snapshots.subscribe, session.snapshots.get);
  const [loading, setLoading] = useState(() => view === null);
  const [dragging, setDragging] = useState(false);
  // From the click on Create <N> entries until the job shows: one job per file read.
  const [starting, setStarting] = useState<{ written: number; total: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Asked first: another file over a checked one, or another sheet over rows fixed by hand.
  const [replacing, setReplacing] = useState<{ file: File } | { sheet: string } | null>(null);
  const busy = loading || view !== null || starting !== null;

  useEffect(() => {
    let alive = true;
    // The job kept from an earlier visit, reload or closed tab. Paused by a rejected token, it
    // goes on once its token is signed in again (job-session.ts): also after a reload.
    void session
      .loadJob()
      .then(() => {
        if (!alive) return;
        if (api.session.token()) session.resumeAfterSignIn();
        setLoading(false);
      })
      .catch(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [api, session]);

  const file = state.status === 'ready' ? state.file : null;
  // A checked file not sent yet: choosing another or leaving asks first.
  const unsent = file !== null && !busy;
  const read = useCallback(
    (chosen: File) => {
      if (unsent) return setReplacing({ file: chosen });
      setRefusal(null);
      readFile(chosen);
    },
    [readFile, unsent],
  );

  const onStart = useCallback(
    async (rows: StartRow[]) => {
      // One start at a time: a second click while this one is written does nothing.
      if (!file || session.starting) return;
      setRefusal(null);
      setStarting({ written: 0, total: rows.length });
      const result = await createJob(session, file.name, rows, (written, total) =>
        setStarting({ written, total }),
      );
      setStarting(null);
      // Started, the job shows: this read is used up.
      if (result.ok) {
        reset();
        void session.runJob();
      } else setRefusal(result.reason);
    },
    [file, session, reset],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const dropped = event.dataTransfer.files[0];
      if (dropped && !busy) read(dropped);
    },
    [read, busy],
  );

  const what = 'the loaded file and its checked rows';
  useUnsavedWork(unsent ? what : null);
  const leave = useLeaveQuestion(unsent ? what : null);

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
      <Link to={paths.entries} className="back-link">
        Back to entries
      </Link>
      <div className="page-header">
        <h1 id="import-title">Import entries</h1>
      </div>

      {refusal ? (
        <div className="notice notice-error" role="alert">
          {refusal}
        </div>
      ) : null}
      {view ? (
        <>
          <ImportProgress
            view={view}
            onPause={session.pauseJob}
            onResume={() => void session.runJob()}
            onCancel={() => void session.cancelJob()}
            onRetryFailed={() => void session.retryFailedRows()}
            onDiscard={() => {
              setRefusal(null);
              void session.discardJob();
            }}
          />
          <JobRows rows={view.rows} stopped={!view.running && !view.elsewhere} />
        </>
      ) : loading ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <div className="import-setup card">
            <ImportFileInput
              onFile={read}
              disabled={starting !== null}
              loaded={file ? { name: file.name, size: file.size } : null}
            >
              <SheetChoice
                sheets={preview.sheets}
                onChoose={(sheet) =>
                  preview.fixed ? setReplacing({ sheet }) : preview.chooseSheet(sheet)
                }
                disabled={starting !== null}
              />
            </ImportFileInput>
            <ImportDefaultsFields value={defaults} onChange={setDefaults} />
          </div>
          <PreviewStatus state={state} />
          {file && state.status === 'ready' ? (
            <>
              <ImportPreview
                // A new file starts afresh: its own folders, filters and questions.
                key={`${file.name}:${file.size}:${preview.reads}`}
                file={file}
                checking={state.checking}
                defaults={defaults}
                metadataTypes={metadataTypes}
                starting={starting !== null}
                onChoose={preview.choose}
                onFix={preview.fix}
                onStart={(rows) => void onStart(rows)}
              />
              {starting ? (
                <p role="status">
                  <span className="spinner" aria-hidden="true" /> Preparing{' '}
                  {plural(starting.total, 'row')}…{' '}
                  {starting.written > 0
                    ? `${formatCount(starting.written)} of ${formatCount(starting.total)} saved`
                    : ''}
                </p>
              ) : null}
            </>
          ) : null}
        </>
      )}
      {replacing && file ? (
        <ConfirmDialog
          title={'file' in replacing ? 'Replace the loaded file?' : 'Read another sheet?'}
          confirmLabel={'file' in replacing ? 'Replace file' : 'Read sheet'}
          onConfirm={() => {
            // Said here, not only on the dialog's close event: reading unmounts the dialog
            // before that event arrives, and the question would come back for the new file.
            setReplacing(null);
            setRefusal(null);
            if ('file' in replacing) readFile(replacing.file);
            else preview.chooseSheet(replacing.sheet);
          }}
          onClose={() => setReplacing(null)}
        >
          {'file' in replacing ? (
            <p>
              <bdi>{cutText(file.name, 80)}</bdi> is checked and not imported yet. Reading{' '}
              <bdi>{cutText(replacing.file.name, 80)}</bdi> drops its rows, and any fixes and column
              choices made for it.
            </p>
          ) : (
            <p>
              Rows fixed in the sheet <bdi>{cutText(preview.sheets?.sheet ?? '', 80)}</bdi> are not
              imported yet. Reading <bdi>{cutText(replacing.sheet, 80)}</bdi> drops those fixes.
            </p>
          )}
        </ConfirmDialog>
      ) : null}
      {leave}
    </section>
  );
}
