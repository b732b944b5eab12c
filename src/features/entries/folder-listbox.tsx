import { useEffect } from 'react';
import type { FolderOption } from '../../lib/config';

interface FolderListboxProps {
  id: string;
  hintId: string;
  open: boolean;
  folders: readonly FolderOption[];
  /** The option the arrow keys are on, or -1. */
  active: number;
  /** Text that names no known folder, and the known folder closest to it. */
  hint: { text: string; near?: FolderOption | undefined } | null;
  onPick: (folder: string) => void;
}

const named = (folder: FolderOption) =>
  folder.label && folder.label !== folder.id ? folder.label : '';

/**
 * The Folder filter's list, under the field and over what follows it (nothing moves when it
 * opens): each known folder by its label and its id. Pressing an option keeps focus in the field.
 */
export function FolderListbox({
  id,
  hintId,
  open,
  folders,
  active,
  hint,
  onPick,
}: FolderListboxProps) {
  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, open, active]);

  return (
    <div className="folder-popup" hidden={!open || (folders.length === 0 && !hint)}>
      {hint ? (
        <p id={hintId} className="folder-hint">
          {hint.near ? (
            <>
              Did you mean <bdi>{named(hint.near) || hint.near.id}</bdi>? Pick it, or press Enter to
              show <bdi>“{hint.text}”</bdi> as typed.
            </>
          ) : (
            <>
              No folder the console knows is called <bdi>“{hint.text}”</bdi>. Press Enter to show it
              anyway.
            </>
          )}
        </p>
      ) : null}
      <ul role="listbox" id={id} aria-label="Suggestions" className="folder-options">
        {folders.map((folder, index) => (
          // The keys are the field's (aria-activedescendant): a pointer picks here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={folder.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(folder.id)}
          >
            {named(folder) ? <span className="folder-option-label">{named(folder)}</span> : null}
            <span className="folder-option-id">{folder.id}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
