/** The `Import file` picker, and what the page says while a file is read or when it is refused. */
import type { ReactNode } from 'react';
import { DownloadTemplate } from './import-template';
import type { PreviewState } from '../check/use-import-preview';
import './import-file-input.css';
import { formatCount, plural } from '../../../lib/plural';

export const ACCEPT =
  '.csv,.tsv,.txt,.json,.ndjson,.jsonl,.xlsx,.ods,text/csv,text/tab-separated-values,application/json,application/x-ndjson,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet';

/** A size as people read it: 812 bytes, 12.4 KB, 3.1 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function ImportFileInput({
  onFile,
  disabled,
  loaded,
  children,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The file read and checked now. */
  loaded: { name: string; size: number } | null;
  /** Shown under the file: a workbook's Sheet. */
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor="import-file">Import file</label>
      {/* The file input covers the whole zone, unseen: a click anywhere opens the file picker, and
          it keeps the keyboard focus and its label. A file dropped on the page is read too. */}
      <div className={`file-drop${loaded ? ' has-file' : ''}`}>
        <input
          id="import-file"
          className="file-drop-input"
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          aria-describedby="import-file-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
          // The same file can be chosen again after fixing it.
          onClick={(event) => (event.currentTarget.value = '')}
        />
        <span className="button button-secondary file-drop-button" aria-hidden="true">
          {loaded ? 'Choose another file' : 'Choose file'}
        </span>
        {loaded ? (
          <p className="file-drop-text">
            Loaded: <strong className="break">{loaded.name}</strong> ({fileSize(loaded.size)})
          </p>
        ) : (
          <p className="file-drop-text muted" aria-hidden="true">
            or drop a file here
          </p>
        )}
      </div>
      <p className="hint" id="import-file-hint">
        CSV or TSV with a header row (its columns are matched to fields below; Download template
        shows them all), an Excel (.xlsx) or OpenDocument (.ods) spreadsheet (its first filled row
        is the header), a JSON array of entries, or NDJSON. Text in UTF-8 or UTF-16; up to 50 MB and
        100,000 rows. You can also drop the file anywhere on this page.
      </p>
      {children}
      <DownloadTemplate />
    </div>
  );
}

export function PreviewStatus({ state }: { state: PreviewState }) {
  if (state.status === 'reading') {
    return (
      <p className="muted" role="status">
        <span className="spinner" aria-hidden="true" /> Reading {state.name}…{' '}
        {state.rows > 0 ? `${formatCount(state.rows)} rows so far` : ''}
      </p>
    );
  }
  if (state.status === 'refused') {
    return (
      <div className="notice notice-error" role="alert">
        <strong>
          <bdi>{state.name}</bdi> was not imported.
        </strong>{' '}
        {state.reason}
      </div>
    );
  }
  return <p role="status" className="visually-hidden" />;
}
