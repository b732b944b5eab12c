import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { FolderOptions } from '../../components/ui/folder-options';
import type { AppConfig, FolderOption } from '../../lib/config';
import { folderLabel, resolveFolder } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { MAX_FOLDER_LENGTH } from './list-state';
import './folder-filter.css';

const DEBOUNCE_MS = 350;

/** A named folder by its label; any other as it is. */
const labelOf = (config: AppConfig, folder: string) => folderLabel(config, folder) ?? folder;

interface FolderFilterProps {
  value: string;
  suggestions: readonly FolderOption[];
  onCommit: (folder: string) => void;
}

/**
 * Free-text folder filter: typing is local, the URL (and so the request) follows after a pause.
 * A named folder can be typed by its label, in any letter case, and shows by its label once chosen.
 */
export function FolderFilter({ value, suggestions, onCommit }: FolderFilterProps) {
  const config = useConfig();
  const shown = (folder: string) => labelOf(config, folder);
  const [text, setText] = useState(() => shown(value));
  const committed = useRef(value);
  const listId = useId();
  // The latest onCommit, without restarting the pause when the parent re-renders.
  const commitLater = useEffectEvent((folder: string) => onCommit(folder));

  // Back/Forward or a link changed the folder: show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(labelOf(config, value));
    }
  }, [config, value]);

  useEffect(() => {
    const next = resolveFolder(config, text.trim());
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      // Enter may have committed it meanwhile: one history entry per folder.
      if (next === committed.current) return;
      committed.current = next;
      commitLater(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [config, text]);

  function commitNow() {
    const next = resolveFolder(config, text.trim());
    // An id or a label typed in another letter case shows as the folder's label.
    if (shown(next) !== text.trim()) setText(shown(next));
    if (next !== committed.current) {
      committed.current = next;
      onCommit(next);
    }
  }

  return (
    <div className="field field-inline folder-filter">
      <label htmlFor="folder-filter">Folder</label>
      <div className="input-with-button">
        <input
          id="folder-filter"
          type="search"
          list={listId}
          value={text}
          maxLength={MAX_FOLDER_LENGTH}
          placeholder="All folders"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow();
          }}
          onBlur={commitNow}
        />
        {text ? (
          <button
            type="button"
            className="icon-button input-clear"
            aria-label="Clear folder filter"
            onClick={() => {
              setText('');
              committed.current = '';
              onCommit('');
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        ) : null}
      </div>
      <FolderOptions id={listId} folders={suggestions} />
    </div>
  );
}
