import { useEffect, useRef } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';

/** A shortcut that would leave a screen with work on it, held until the person answers. */
export interface LeaveQuestion {
  /** What leaving throws away, in words: "the loaded file and its checked rows". */
  what: string;
  /** Where the shortcut goes, for the button: "Create entry". */
  to: string;
  leave: () => void;
}

/** Asks before a shortcut leaves a screen with work on it; Stay (and Escape) keeps it. */
export function LeaveDialog({
  question,
  onClose,
}: {
  question: LeaveQuestion;
  onClose: () => void;
}) {
  const leaving = useRef(false);
  const { ref, id, titleId, close } = useModalDialog(() => {
    onClose();
    if (leaving.current) question.leave();
  });
  const stay = useRef<HTMLButtonElement>(null);
  // After the dialog opened (which focuses its first button): the safe answer has focus.
  useEffect(() => stay.current?.focus(), []);
  return (
    <dialog
      ref={ref}
      className="dialog leave-dialog"
      aria-labelledby={titleId}
      aria-describedby={`${id}-what`}
    >
      <div className="dialog-body">
        <h2 id={titleId}>Leave this screen?</h2>
        <p id={`${id}-what`}>
          Leaving drops {question.what}: they are not kept anywhere. Stay to keep working with them.
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              leaving.current = true;
              close();
            }}
          >
            Leave for {question.to}
          </button>
          <button ref={stay} type="button" className="button button-primary" onClick={close}>
            Stay
          </button>
        </div>
      </div>
    </dialog>
  );
}
