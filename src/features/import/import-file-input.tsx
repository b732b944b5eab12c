/** The `Import file` picker, and what the page says while a file is read or when it is refused. */
import type { PreviewState } from './use-import-preview';

export const ACCEPT = '.csv,.json,.ndjson,text/csv,application/json,application/x-ndjson';

export function ImportFileInput({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor="import-file">Import file</label>
      <input
        id="import-file"
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby="import-file-hint"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file can be chosen again after fixing it.
          event.target.value = '';
        }}
      />
      <p className="hint" id="import-file-hint">
        CSV with a header row (columns title, folder_id, template, description, callback_url,
        data_encrypted, meta:&lt;key&gt; or metadata), a JSON array of entries, or NDJSON. Up to 50
        MB and 100,000 rows. You can also drop the file on this page.
      </p>
    </div>
  );
}

export function PreviewStatus({ state }: { state: PreviewState }) {
  if (state.status === 'reading') {
    return (
      <p className="muted" role="status">
        <span className="spinner" aria-hidden="true" /> Reading {state.name}…{' '}
        {state.rows > 0 ? `${state.rows.toLocaleString('en-US')} rows so far` : ''}
      </p>
    );
  }
  if (state.status === 'refused') {
    return (
      <div className="notice notice-error" role="alert">
        <strong>{state.name} was not imported.</strong> {state.reason}
      </div>
    );
  }
  return <p role="status" className="visually-hidden" />;
}
