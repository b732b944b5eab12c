import { useId, useRef, useState } from 'react';
import { itemCount, LIMITS } from '../../api/entry-fields';
import { parsePasteWithin, type PastedItem } from './paste-parser';
import { useBackdropClose } from '../ui/use-modal-dialog';
import './paste-dialog.css';
import { formatCount, plural } from '../../lib/plural';

const PREVIEW_ROWS = 8;

/** "Paste items": key=value lines or a JSON object become metadata items, after a preview. */
interface PasteItemsProps {
  onAdd: (items: PastedItem[]) => void;
  /** Items the form holds now: a paste may add up to the limit. */
  current: number;
}

export function PasteItems({ onAdd, current }: PasteItemsProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useBackdropClose(dialogRef);
  const [text, setText] = useState('');
  const titleId = useId();
  const room = Math.max(0, LIMITS.items - current);
  const result = parsePasteWithin(text, room);
  const canAdd = result.items.length > 0 && result.errors.length === 0;

  function close() {
    dialogRef.current?.close();
  }

  return (
    <>
      <button type="button" className="button" onClick={() => dialogRef.current?.showModal()}>
        Paste items
      </button>
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby={titleId}
        onClose={() => setText('')}
      >
        {/* Not a <form>: this dialog sits inside the entry form, and forms cannot nest. */}
        <div className="dialog-body">
          <h2 id={titleId}>Paste items</h2>
          <div className="field">
            <label htmlFor={`${titleId}-text`}>Items to paste</label>
            <p className="hint" id={`${titleId}-hint`}>
              One <code>key=value</code> per line, or a JSON object such as{' '}
              <code>{'{"colour": "blue"}'}</code>.
            </p>
            <textarea
              id={`${titleId}-text`}
              rows={8}
              value={text}
              spellCheck={false}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={`${titleId}-hint ${titleId}-result`}
              aria-invalid={
                result.errors.length > 0 || result.tooMany !== undefined ? true : undefined
              }
            />
          </div>
          <div id={`${titleId}-result`} aria-live="polite">
            {result.tooMany !== undefined ? (
              <p className="field-error">
                This is {itemCount(result.tooMany)}; the form holds at most{' '}
                {itemCount(LIMITS.items)}, and {formatCount(room)} more fit. Paste fewer at a time.
              </p>
            ) : result.errors.length > 0 ? (
              <ul className="paste-errors">
                {result.errors.slice(0, 10).map((error) => (
                  <li key={`${error.line}-${error.message}`} className="field-error">
                    Line {error.line}: {error.message}
                  </li>
                ))}
                {result.errors.length > 10 ? (
                  <li className="field-error">…and {result.errors.length - 10} more.</li>
                ) : null}
              </ul>
            ) : result.items.length > 0 ? (
              <>
                <p>{plural(result.items.length, 'item')} will be added:</p>
                <ul className="paste-preview">
                  {result.items.slice(0, PREVIEW_ROWS).map((item, i) => (
                    <li key={i}>
                      <code>{item.key}</code> = <span>{item.value}</span>
                    </li>
                  ))}
                  {result.items.length > PREVIEW_ROWS ? (
                    <li>…and {result.items.length - PREVIEW_ROWS} more</li>
                  ) : null}
                </ul>
              </>
            ) : null}
          </div>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={!canAdd}
              onClick={() => {
                onAdd(result.items);
                close();
              }}
            >
              {canAdd ? `Add ${plural(result.items.length, 'item')}` : 'Add items'}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
