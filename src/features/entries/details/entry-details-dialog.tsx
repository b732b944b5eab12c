import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListItem } from '../../../api/schemas';
import { CopyButton } from '../../../components/ui/copy-button';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { createEntryHref, entryHref, type CreateLocationState } from '../../../lib/paths';
import { DocumentedFields, ExtraFields, extraFields } from './entry-fields';
import { LookupNotice } from './lookup-notice';
import { similarEntry } from './similar';
import { useEntryLookup } from './use-entry-lookup';
import './entry-details.css';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface EntryDetailsDialogProps {
  entryId: string;
  /** The entry when the page shown holds it; otherwise it is looked for. */
  item: ListItem | null;
  /** The list's view: where to look, and the folder Create similar falls back to. */
  folder: string;
  order: string;
  onClose: () => void;
}

/** Every field the server sent for one entry, in a modal dialog. Loaded when first opened. */
export function EntryDetailsDialog({
  entryId,
  item: onPage,
  folder,
  order,
  onClose,
}: EntryDetailsDialogProps) {
  // Unmounted by navigation (Back, Create similar): that is not a person closing it.
  const gone = useRef(false);
  const {
    ref: dialogRef,
    id,
    close,
  } = useModalDialog(() => {
    if (!gone.current) onClose();
  });
  // Opened, the dialog starts at its title, not on the scrolling fields (which showModal would
  // pick as the first focusable part, ringing the whole list).
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const navigate = useNavigate();
  const { lookup, cancel, retry } = useEntryLookup(entryId, onPage, { folder, order });
  const item = lookup.phase === 'found' ? lookup.item : null;
  useDocumentTitle(item ? item.title || '(untitled)' : 'Entry details');
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
    const similar = similarEntry(entry, folder);
    const state: CreateLocationState = { similar };
    void navigate(
      createEntryHref({
        title: similar.title,
        folder: similar.folder_id,
        template: similar.template || undefined,
      }),
      { state },
    );
  }

  return (
    <dialog ref={dialogRef} className="dialog details-dialog" aria-labelledby={`${id}-title`}>
      <div className="details-frame">
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          Entry details
        </h2>
        {/* Only this part scrolls: the title and the buttons stay in view. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard too */}
        <div className="details-scroll" role="region" aria-label="Entry fields" tabIndex={0}>
          {lookup.phase === 'found' ? (
            <>
              <DocumentedFields item={lookup.item} />
              {extras.length > 0 ? (
                <section className="details-more" aria-labelledby={`${id}-more`}>
                  <h3 id={`${id}-more`}>More from the server</h3>
                  <p className="hint">
                    Fields the console knows nothing about, shown as the server sent them.
                  </p>
                  <ExtraFields fields={extras} />
                </section>
              ) : null}
            </>
          ) : (
            <LookupNotice
              entryId={entryId}
              folder={folder}
              lookup={lookup}
              onCancel={cancel}
              onRetry={retry}
            />
          )}
        </div>
        <div className="dialog-actions details-actions">
          {item ? (
            <>
              <CopyButton value={item.id} label="Copy ID" text="Copy ID" />
              <CopyButton
                value={new URL(entryHref(item.id), window.location.origin).href}
                label="Copy link"
                text="Copy link"
              />
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
