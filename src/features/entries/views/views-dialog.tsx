/**
 * `Views`: the saved views (each a link to its address), `Save view` for the list on screen,
 * `Delete view`, and `Export views` / `Import views` to move them to another browser as a JSON
 * file (view-store.ts). Loaded when first opened.
 */
import { useId, useRef, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { Link } from '../../../components/ui/link';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { formatCount } from '../../../lib/plural';
import { paths } from '../../../lib/paths';
import type { StorageSource } from '../../../lib/storage';
import {
  deleteView,
  importViews,
  loadViews,
  MAX_VIEW_NAME,
  readViewsFile,
  saveView,
  viewOf,
  viewsFile,
} from './view-store';

export const VIEWS_FILE = 'registry-console-views.json';

/** The file as the link's address: nothing to hold in memory once it is downloaded. */
const fileUrl = (store: StorageSource) =>
  `data:application/json;charset=utf-8,${encodeURIComponent(viewsFile(store))}`;

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
    const result = saveView(store, viewOf(name, current));
    reload();
    kept(result, `Saved the view ${name.trim()}.`);
    setName('');
  }

  async function importFile(file: File) {
    const read = readViewsFile(await file.text());
    if ('problem' in read) return setSaid({ text: read.problem, problem: true });
    const result = importViews(store, read);
    reload();
    const presets = read.presets.length;
    kept(
      result,
      `Imported ${formatCount(read.views.length)} ${read.views.length === 1 ? 'view' : 'views'}` +
        (presets > 0
          ? ` and ${formatCount(presets)} ${presets === 1 ? 'preset' : 'presets'}.`
          : '.'),
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
            {views.map((view) => (
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
            <a
              className="button"
              download={VIEWS_FILE}
              href={fileUrl(store)}
              // What is stored now, should another tab have saved a view or preset meanwhile.
              onClick={(event) => (event.currentTarget.href = fileUrl(store))}
            >
              Export views
            </a>
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
