/**
 * The checked file before anything is sent: what is wrong with it as a whole (its columns, its
 * fields), Match columns, the counts, `Show problems only`, `Include rows already in their
 * folder`, `Start import` (which reads the target folders once, then asks in `Confirm import`),
 * the `Import rows` table and `Fix row <line>`.
 */
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { MetadataTypeOption } from '../../../lib/config';
import type { ImportDefaults } from './check-rows';
import { TARGET_LABELS, unfilledFields, type ColumnTarget } from '../columns/column-match';
import { FixRowDialog } from './fix-row-dialog';
import type { RawRow } from '../columns/import-columns';
import { ProblemsOnlyToggle, useProblemsOnly } from './problems-only';
import { ImportRowsTable, type TableRow } from './import-rows-table';
import { formatCount, plural } from '../../../lib/plural';
import { clip } from '../file/limits';
import { FileNotices } from './file-notices';
import { MatchColumns } from '../columns/match-columns';
import { UnfilledFields } from '../columns/unfilled-fields';
import type { PreviewFile } from '../file/preview-engine';
import type { StartRow } from '../job/start-job';
import { markAlready, useFolderCheck } from './use-folder-check';

interface Confirmation {
  rows: StartRow[];
  entries: number;
  folders: number;
  problems: number;
  already: number;
}

interface Props {
  file: PreviewFile;
  checking: boolean;
  defaults: ImportDefaults;
  metadataTypes: MetadataTypeOption[];
  starting: boolean;
  onChoose: (header: readonly string[], choices: ColumnTarget[]) => void;
  onFix: (n: number, raw: RawRow) => void;
  onStart: (rows: StartRow[]) => void;
}

const hasProblems = (row: StartRow) => row.problems.length > 0;

export function ImportPreview(props: Props) {
  const { file, checking, defaults, starting } = props;
  const folders = useFolderCheck();
  const rows = useMemo(() => markAlready(file.rows, folders.known), [file.rows, folders.known]);
  const { problemsOnly, setProblemsOnly, shown } = useProblemsOnly(rows, hasProblems);
  const [includeAlready, setIncludeAlready] = useState(false);
  const [fixing, setFixing] = useState<{ n: number; line: number; raw: RawRow } | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [nothing, setNothing] = useState(false);
  const startingRef = useRef(false);

  const unfilled = file.choices ? unfilledFields(file.choices, defaults) : [];
  const lacking = unfilled.map((field) => TARGET_LABELS[field]).join(' and ');
  const figures = useMemo(() => {
    let problems = 0;
    let already = 0;
    // Rows whose only lack is a field no column fills: said once, above them.
    let waiting = 0;
    for (const row of rows) {
      if (row.problems.length > 0) problems += 1;
      else if (!row.body) waiting += 1;
      else if (row.already) already += 1;
    }
    return { problems, already, waiting, ready: rows.length - problems - waiting };
  }, [rows]);

  const openFix = (row: TableRow) => {
    const raw = file.rows[row.n - 1]?.raw;
    if (raw) setFixing({ n: row.n, line: row.line ?? row.n, raw });
  };

  const start = async () => {
    // One reading at a time: a second click before the button turns off does nothing.
    if (startingRef.current) return;
    startingRef.current = true;
    try {
      await askToStart();
    } finally {
      startingRef.current = false;
    }
  };
  const noColumn = `No column fills ${lacking}.`;
  const askToStart = async () => {
    setNothing(false);
    const targets = [...new Set(rows.flatMap((r) => (r.body ? [r.body.folder_id] : [])))];
    const known = await folders.check(targets);
    if (!known) return;
    // Marked again from what was just read (the rows on screen catch up on the next render).
    const there = markAlready(file.rows, known);
    const already = there.filter((row) => row.already).length;
    const marked = (includeAlready ? there.map((row) => ({ ...row, already: false })) : there).map(
      // A row skipped for a field no column fills says so in the report.
      (row) => (row.body || row.problems.length > 0 ? row : { ...row, problems: [noColumn] }),
    );
    const sending = marked.filter((row) => row.body && !row.already);
    if (sending.length === 0) {
      setNothing(true);
      return;
    }
    setConfirm({
      rows: marked,
      entries: sending.length,
      folders: new Set(sending.map((row) => row.body!.folder_id)).size,
      problems: marked.length - marked.filter((row) => row.body).length,
      already,
    });
  };

  return (
    <>
      <FileNotices notices={file.notices} blocking={file.blocking} />
      {file.header && file.choices ? (
        <UnfilledFields
          fields={unfilled}
          header={file.header}
          choices={file.choices}
          samples={file.samples}
          disabled={starting}
          onChange={(choices) => props.onChoose(file.header!, choices)}
        />
      ) : null}
      {file.header && file.choices ? (
        <MatchColumns
          header={file.header}
          choices={file.choices}
          disabled={starting}
          samples={file.samples}
          onChange={(choices) => props.onChoose(file.header!, choices)}
        />
      ) : null}
      <div className="import-actions">
        <p className="import-counts" role="status">
          <strong>
            <bdi>{clip(file.name, 80)}</bdi>
          </strong>
          :{' '}
          {checking ? (
            'checking every row again…'
          ) : (
            <>
              {plural(figures.ready, 'row')} ready, {plural(figures.problems, 'row')} with problems
              {figures.problems > 0 ? ' (skipped, and listed in the report)' : ''}
              {figures.already > 0
                ? `; ${plural(figures.already, 'row')} already in ${figures.already === 1 ? 'its folder' : 'their folders'}`
                : ''}
              {figures.waiting > 0
                ? `; ${plural(figures.waiting, 'row')} waiting for a column to fill ${lacking}`
                : ''}
              .
            </>
          )}
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={
            figures.ready === 0 ||
            file.blocking ||
            starting ||
            checking ||
            folders.reading !== null ||
            confirm !== null
          }
          onClick={() => void start()}
        >
          Start import
        </button>
      </div>
      <div className="import-options">
        <ProblemsOnlyToggle checked={problemsOnly} onChange={setProblemsOnly} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={includeAlready}
            onChange={(event) => setIncludeAlready(event.target.checked)}
          />{' '}
          Include rows already in their folder
        </label>
      </div>
      {folders.reading ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Reading the target folders before anything
          is sent: {formatCount(folders.reading.done)} of {plural(folders.reading.total, 'folder')}…
        </p>
      ) : null}
      {folders.error ? (
        <div className="notice notice-error" role="alert">
          {folders.error}
        </div>
      ) : null}
      {nothing ? (
        <div className="notice notice-warning" role="alert">
          Nothing to send: every ready row is already in its folder. Check Include rows already in
          their folder to send them anyway.
        </div>
      ) : null}
      <ImportRowsTable
        rows={shown}
        onFix={openFix}
        waiting={lacking ? `Waiting for ${lacking}` : undefined}
      />
      {problemsOnly && shown.length === 0 ? <p className="muted">No row has problems.</p> : null}
      {fixing ? (
        <FixRowDialog
          n={fixing.n}
          line={fixing.line}
          raw={fixing.raw}
          defaults={defaults}
          metadataTypes={props.metadataTypes}
          onSave={(raw) => props.onFix(fixing.n, raw)}
          onClose={() => setFixing(null)}
        />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title="Confirm import"
          confirmLabel={`Create ${plural(confirm.entries, 'entry', 'entries')}`}
          onConfirm={() => props.onStart(confirm.rows)}
          onClose={() => setConfirm(null)}
        >
          <p>
            Create {plural(confirm.entries, 'entry', 'entries')} in{' '}
            {plural(confirm.folders, 'folder')}.
          </p>
          <ul className="confirm-details">
            {confirm.problems > 0 ? (
              <li>{plural(confirm.problems, 'row')} with problems will be skipped.</li>
            ) : null}
            {confirm.already > 0 ? (
              <li>
                {plural(confirm.already, 'row')} already in{' '}
                {confirm.already === 1 ? 'its folder' : 'their folders'}{' '}
                {includeAlready ? 'will be created again.' : 'will be skipped.'}
              </li>
            ) : null}
          </ul>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
