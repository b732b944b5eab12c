import { useEffect, useRef, useState } from 'react';
import { useConfig } from '../../../api/api-context';
import './export-dialog.css';
import {
  capsText,
  completenessNotes,
  doneText,
  movementNotes,
  progressText,
} from './export-messages';
import { FORMATS, type ExportFormat } from './formats';
import { useExport, type ExportScope } from './use-export';
import { Choices, type Choice } from '../../../components/ui/choices';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { isSearching, type ListState } from '../list-state';
import { FolderName, ResultsScope } from './export-scope';

interface ExportDialogProps {
  /** The view on screen: its folder and order, and its search when one is set. */
  view: ListState;
  /** The dialog closed (Close, Escape); a running export has been cancelled by then. */
  onClosed: () => void;
}

const FORMAT_CHOICES: Choice<ExportFormat>[] = (Object.keys(FORMATS) as ExportFormat[]).map(
  (value) => ({
    value,
    label: FORMATS[value].label,
    hint: {
      csv: 'Opens in spreadsheets; cells that would run as formulas are made plain text.',
      json: 'Every field exactly as the server sent it.',
      xlsx: 'An Excel workbook: dates are date cells, and every text stays plain text.',
    }[value],
  }),
);

const SCOPE_CHOICES: Choice<ExportScope>[] = [
  {
    value: 'results',
    label: 'Search results',
    hint: 'Only the entries that match the search and filters on screen, among those indexed so far.',
  },
  {
    value: 'view',
    label: 'Every entry of the view',
    hint: 'All pages of the folder and order on screen, read from the server.',
  },
];

/** `Export entries`: every page of the view, or its search results, as CSV, JSON or XLSX. */
export function ExportDialog({ view, onClosed }: ExportDialogProps) {
  const { folder, order } = view;
  const { state, start, cancel } = useExport(view);
  const {
    ref: dialogRef,
    id,
    close,
  } = useModalDialog(() => {
    cancel();
    onClosed();
  });
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const searching = isSearching(view);
  const [scope, setScope] = useState<ExportScope>(searching ? 'results' : 'view');
  const running = state.phase === 'running';
  const { orderOptions, exportMaxEntries: maxEntries, exportMaxBytes: maxBytes } = useConfig();
  const orderLabel = orderOptions.find((o) => o.value === order)?.label ?? order;

  // The button pressed (Start export, Cancel export) gives way to the other: keep focus on it.
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && dialogRef.current?.contains(active)) return;
    actionsRef.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
  }, [running, dialogRef]);

  // The file downloads as soon as it is ready; the link stays for a second copy.
  const readyUrl = state.phase === 'done' ? state.url : null;
  useEffect(() => {
    if (readyUrl) downloadRef.current?.click();
  }, [readyUrl]);

  return (
    <dialog
      ref={dialogRef}
      className="dialog export-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-scope`}
    >
      <div className="dialog-body">
        <h2 id={`${id}-title`}>Export entries</h2>
        <p id={`${id}-scope`} className="muted">
          {scope === 'results' ? (
            <ResultsScope view={view} orderLabel={orderLabel} />
          ) : (
            <>
              Every entry in <FolderName folder={folder} />, in the order “{orderLabel}”, from all
              pages — not only the one on screen.
            </>
          )}
        </p>
        <p className="muted">{capsText(maxEntries, maxBytes)}</p>

        {searching ? (
          <Choices
            legend="What to export"
            name={`${id}-scope-choice`}
            choices={SCOPE_CHOICES}
            value={scope}
            onChange={setScope}
            disabled={running}
          />
        ) : null}
        <Choices
          legend="Format"
          name={`${id}-format`}
          choices={FORMAT_CHOICES}
          value={format}
          onChange={setFormat}
          disabled={running}
        />

        {state.phase === 'running' || (state.phase === 'failed' && state.progress) ? (
          <div className="export-progress">
            <progress
              aria-label="Export progress"
              aria-describedby={`${id}-progress`}
              {...(state.progress
                ? { value: state.progress.entries, max: Math.max(state.progress.total, 1) }
                : {})}
            />
            <p id={`${id}-progress`} className="muted">
              {progressText(state.progress)}
            </p>
          </div>
        ) : null}

        <div role="status" className="export-status">
          {state.phase === 'running' ? <p>Exporting…</p> : null}
          {state.phase === 'cancelled' ? <p>Export cancelled. Nothing was downloaded.</p> : null}
          {state.phase === 'done' ? (
            <>
              <p>
                {doneText(state.summary, state.fileName)}{' '}
                <a ref={downloadRef} href={state.url} download={state.fileName}>
                  Download again
                </a>
              </p>
              {[
                ...completenessNotes(state.summary, { maxEntries, maxBytes }),
                ...movementNotes(state.summary),
              ].map((note) => (
                <p key={note} className="notice notice-warning">
                  {note}
                </p>
              ))}
            </>
          ) : null}
        </div>
        {state.phase === 'failed' ? (
          <p role="alert" className="notice notice-error">
            The export stopped: {state.message} Nothing was downloaded; start it again to retry.
          </p>
        ) : null}

        <div className="dialog-actions" ref={actionsRef}>
          {running ? (
            <button key="cancel" type="button" className="button" onClick={cancel}>
              Cancel export
            </button>
          ) : (
            <>
              <button key="close" type="button" className="button" onClick={close}>
                Close
              </button>
              <button
                key="start"
                type="button"
                className="button button-primary"
                onClick={() => void start(format, scope)}
              >
                Start export
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
