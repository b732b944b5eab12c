import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { AppConfig, FolderOption } from '../../lib/config';
import { closeFolder } from '../../lib/folder-close';
import { fold, folderLabel, resolveFolder } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { MAX_FOLDER_LENGTH } from './list-state';
import './folder-filter.css';

// The list and its hint are drawn only once someone types or opens it: loaded then, so the
// first screen does not carry them.
const FolderListbox = lazy(() =>
  import('./folder-listbox').then((module) => ({ default: module.FolderListbox })),
);

const DEBOUNCE_MS = 350;

/** A named folder by its label; any other as it is. */
const labelOf = (config: AppConfig, folder: string) => folderLabel(config, folder) ?? folder;

/** The folders whose label or id holds the text, in any letter case. */
const matching = (folders: readonly FolderOption[], text: string) => {
  const wanted = fold(text);
  return folders.filter(
    (folder) => fold(folder.id).includes(wanted) || fold(folder.label ?? '').includes(wanted),
  );
};

interface FolderFilterProps {
  value: string;
  suggestions: readonly FolderOption[];
  onCommit: (folder: string) => void;
}

/**
 * The Folder filter, a combobox (the ARIA pattern): typing narrows a list of the known folders
 * (recent, named, seen by the search index), arrow keys move through it, a pick or Enter applies.
 * A known folder typed in full, by its id or its label in any letter case, also applies after a
 * pause; other text waits for Enter (there is no folders endpoint: a folder the console has not
 * seen can still be shown) and says which known folder it is close to, so a half-typed name never
 * empties the list.
 */
export function FolderFilter({ value, suggestions, onCommit }: FolderFilterProps) {
  const config = useConfig();
  const shown = (folder: string) => labelOf(config, folder);
  const [text, setText] = useState(() => shown(value));
  // Typed since the folder in force was shown: only then does the text narrow the list.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  // The latest onCommit, without restarting the pause when the parent re-renders.
  const commitLater = useEffectEvent((folder: string) => onCommit(folder));

  // Back/Forward or a link changed the folder: show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(labelOf(config, value));
      setTyped(false);
    }
  }, [config, value]);

  const wanted = resolveFolder(config, text.trim());
  const known = (folder: string) =>
    folder === '' || folder === value || suggestions.some((s) => s.id === folder);
  const unknown = typed && !known(wanted);
  const narrowed = typed && text.trim() ? matching(suggestions, text.trim()) : suggestions;
  const close =
    unknown && narrowed.length === 0
      ? closeFolder({ ...config, folders: [...suggestions] }, text)
      : undefined;
  const offered = close ? [close] : narrowed;
  const wantedIsKnown = known(wanted);

  useEffect(() => {
    if (!wantedIsKnown || wanted === committed.current) return;
    const timer = setTimeout(() => {
      // Enter may have committed it meanwhile: one history entry per folder.
      if (wanted === committed.current) return;
      committed.current = wanted;
      commitLater(wanted);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, wantedIsKnown]);

  function commit(folder: string) {
    setOpen(false);
    setActive(-1);
    setTyped(false);
    // An id or a label typed in another letter case shows as the folder's label.
    setText(shown(folder));
    if (folder !== committed.current) {
      committed.current = folder;
      onCommit(folder);
    }
  }

  function move(step: 1 | -1) {
    setOpen(true);
    if (offered.length === 0) return;
    if (!open || active < 0) setActive(step === 1 ? 0 : offered.length - 1);
    else setActive((active + step + offered.length) % offered.length);
  }

  return (
    <div className="field field-inline folder-filter">
      <label htmlFor="folder-filter">Folder</label>
      <div className="input-with-button">
        <input
          ref={input}
          id="folder-filter"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={unknown ? hintId : undefined}
          data-unapplied={unknown ? '' : undefined}
          value={text}
          maxLength={MAX_FOLDER_LENGTH}
          placeholder="All folders"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              move(event.key === 'ArrowDown' ? 1 : -1);
            } else if (event.key === 'Enter') {
              const picked = open && active >= 0 ? offered[active] : undefined;
              commit(picked ? picked.id : wanted);
            } else if (event.key === 'Escape' && open) {
              event.preventDefault();
              setOpen(false);
              setActive(-1);
            }
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            // A known folder (or none) applies on leaving; other text waits for Enter.
            if (wantedIsKnown) commit(wanted);
          }}
        />
        {text ? (
          <button
            type="button"
            className="icon-button input-clear"
            aria-label="Clear folder filter"
            onClick={() => {
              commit('');
              input.current?.focus();
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          tabIndex={-1}
          className="icon-button folder-toggle"
          aria-label="Show suggestions"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          // Focus stays in the field, which is where the list's keys are.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            setOpen(!open);
            setActive(-1);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        {open || unknown ? (
          <Suspense fallback={null}>
            <FolderListbox
              id={listId}
              hintId={hintId}
              open={open}
              folders={offered}
              active={active}
              hint={unknown ? { text: text.trim(), near: close ?? narrowed[0] } : null}
              onPick={(folder) => commit(folder)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
