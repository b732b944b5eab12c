/**
 * `Views`: the saved views (each a link to its address), `Save view` for the list on screen,
 * `Delete view`, and `Export views` / `Import views` to move them to another browser as a JSON
 * file (view-store.ts). Loaded when first opened.
 */
import { useId, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { Link } from '../../../components/ui/link';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { formatCount, plural } from '../../../lib/plural';
import { paths } from '../../../lib/paths';
import { saveFile } from '../../../lib/save-file';
import {
  deleteView,
  importViews,
  loadViews,
  MAX_PRESETS,
  MAX_VIEW_NAME,
  MAX_VIEWS,
  readViewsFile,
  saveView,
  viewOf,
  viewsFile,
} from './view-store';

export const VIEWS_FILE = 'registry-console-views.json';

/** Said of a bound that made room: the oldest went, never what was just kept. */
const droppedText = (dropped: number, what: string, max: number) =>
  dropped > 0
    ? ` To stay within ${formatCount(max)} ${what}, the ${dropped === 1 ? 'oldest was' : `${formatCount(dropped)} oldest were`} dropped.`
    : '';

interface ViewsDialogProps {
  /** The list on screen, as its address query. */
  current: URLSearchParams;
  onClosed: () => void;
}

export function ViewsDialog({ current, onClosed }: ViewsDialogProps) {
  const { session } = useApi();
  const store = session.shared;
  const { ref, titleId, close } = useModalDialog(onClosed);
  const nameId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [views, setViews] = useState(() => loadViews(store));
  // Listed by name; kept oldest first, so a bound drops the oldest.
  const byName = [...views].sort((a, b) => a.name.localeCompare(b.name));
  const [name, setName] = useState('');
  const [said, setSaid] = useState<{ text: string; problem?: boolean } | null>(null);
  const reload = () => setViews(loadViews(store));
  const kept = (result: string, text: string) =>
    setSaid(
      result === 'saved'
        ? { text }
        : { text: 'Not kept: this browser’s storage is full or turned off.', problem: true },
    );

  function save() {
    if (name.trim() === '') return setSaid({ text: 'Enter a name for the view.', problem: true });
    const { result, dropped } = saveView(store, viewOf(name, current));
    reload();
    kept(result, `Saved the view ${name.trim()}.${droppedText(dropped, 'views', MAX_VIEWS)}`);
    setName('');
  }

  async function importFile(file: File) {
    const read = readViewsFile(await file.text());
    if ('problem' in read) return setSaid({ text: read.problem, problem: true });
    const { result, droppedViews, droppedPresets } = importViews(store, read);
    reload();
    const presets = read.presets.length;
    kept(
      result,
      `Imported ${plural(read.views.length, 'view')}` +
        (presets > 0 ? ` and ${plural(presets, 'preset')}.` : '.') +
        (read.leftOut > 0
          ? ` ${plural(read.leftOut, 'item')} of the file could not be read and ${read.leftOut === 1 ? 'was' : 'were'} left out.`
          : '') +
        droppedText(droppedViews, 'views', MAX_VIEWS) +
        droppedText(droppedPresets, 'presets', MAX_PRESETS),
    );
  }

  return (
    <dialog ref={ref} className="dialog views-dialog" aria-labelledby={titleId}>
      <div className="dialog-body">
        <h2 id={titleId}>Views</h2>
        {views.length === 0 ? (
          <p className="muted">No saved views yet.</p>
        ) : (
          <ul className="views-list">
            {byName.map((view) => (
              <li key={view.name}>
                <Link
                  to={`${paths.entries}${view.search ? `?${view.search}` : ''}`}
                  onClick={close}
                >
                  <bdi>{view.name}</bdi>
                </Link>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Delete view ${view.name}`}
                  onClick={() => {
                    kept(deleteView(store, view.name), `Deleted the view ${view.name}.`);
                    reload();
                  }}
                >
                  Delete view
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="views-save">
          <label htmlFor={nameId}>View name</label>
          <input
            id={nameId}
            value={name}
            maxLength={MAX_VIEW_NAME}
            autoComplete="off"
            aria-describedby={`${nameId}-hint`}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
            }}
          />
          <button type="button" className="button button-primary" onClick={save}>
            Save view
          </button>
          <p id={`${nameId}-hint`} className="hint">
            Keeps the folder, order, search text, filters and rows per page on screen. A name
            already saved is replaced.
          </p>
        </div>
        <p role="status" className={said?.problem ? 'field-error' : 'muted'}>
          {said?.text}
        </p>
        <div className="dialog-actions">
          {views.length > 0 ? (
            <button
              type="button"
              className="button"
              // Built now, from what is stored now (another tab may have saved since), never on
              // every render.
              onClick={() =>
                saveFile(viewsFile(store), VIEWS_FILE, 'application/json;charset=utf-8')
              }
            >
              Export views
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => fileRef.current?.click()}>
            Import views
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="Views file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
