import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEMPLATES, type ListItem } from '../../../api/schemas';
import { CopyButton } from '../../../components/ui/copy-button';
import { folderOf } from '../../../lib/folders';
import { createEntryHref } from '../../../lib/paths';
import { DocumentedFields, ExtraFields, extraFields } from './entry-fields';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import './entry-details.css';

interface EntryDetailsDialogProps {
  entryId: string;
  /** The entry, or null when it is not on this page (any more). */
  item: ListItem | null;
  /** The folder the list shows: Create similar falls back to it when the item names none. */
  folder: string;
  onClose: () => void;
}

/** Every field the server sent for one entry, in a modal dialog. Loaded when first opened. */
export function EntryDetailsDialog({ entryId, item, folder, onClose }: EntryDetailsDialogProps) {
  const { ref: dialogRef, id, close } = useModalDialog();
  const navigate = useNavigate();
  // Unmounted by navigation (Back, Create similar): that is not a person closing it.
  const gone = useRef(false);
  useLayoutEffect(
    () => () => {
      gone.current = true;
      // However it closed (Close, Escape, Back), focus goes back to the entry's row, if shown.
      requestAnimationFrame(() => {
        const rows = document.querySelectorAll<HTMLElement>('tr[data-entry-id]');
        [...rows].find((row) => row.dataset.entryId === entryId)?.focus();
      });
    },
    [entryId],
  );

  const extras = item ? extraFields(item) : [];

  function createSimilar(entry: ListItem) {
    navigate(
      createEntryHref({
        title: entry.title,
        folder: folderOf(entry) ?? folder,
        template: (TEMPLATES as readonly string[]).includes(entry.type) ? entry.type : undefined,
      }),
    );
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog details-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        if (!gone.current) onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id={`${id}-title`}>Entry details</h2>
        {item ? (
          <>
            <DocumentedFields item={item} />
            {extras.length > 0 ? (
              <section className="details-more" aria-labelledby={`${id}-more`}>
                <h3 id={`${id}-more`}>More from the server</h3>
                <p className="hint">
                  Fields the console does not use, shown as the server sent them.
                </p>
                <ExtraFields fields={extras} />
              </section>
            ) : null}
          </>
        ) : (
          <p>This entry is not on this page any more. It may have moved to another page.</p>
        )}
        <div className="dialog-actions details-actions">
          {item ? (
            <>
              <CopyButton value={item.id} label="Copy ID" text="Copy ID" />
              <button type="button" className="button" onClick={() => createSimilar(item)}>
                Create similar
              </button>
            </>
          ) : null}
          <button type="button" className="button button-primary" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
