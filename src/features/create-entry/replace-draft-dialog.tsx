import { useRef } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import type { useDraftControls } from './use-draft-controls';

/** Create similar while an unsent draft exists: which one the form should hold. */
export function ReplaceDraftDialog({ ask }: { ask: ReturnType<typeof useDraftControls> }) {
  const { draftTitle, similarTitle } = ask;
  const replaced = useRef(false);
  const { ref, titleId, id } = useModalDialog(() =>
    replaced.current ? ask.replace() : ask.keep(),
  );
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={`${id}-text`}>
      <div className="dialog-body">
        <h2 id={titleId}>Replace your draft?</h2>
        <p id={`${id}-text`}>
          You have an unsent draft
          {draftTitle.trim() ? (
            <>
              , <strong className="break">{draftTitle}</strong>
            </>
          ) : null}
          . Replace it with a copy of{' '}
          <strong className="break">{similarTitle || '(untitled)'}</strong>, or keep working on the
          draft?
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => ref.current?.close()}>
            Keep draft
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              replaced.current = true;
              ref.current?.close();
            }}
          >
            Replace draft
          </button>
        </div>
      </div>
    </dialog>
  );
}
