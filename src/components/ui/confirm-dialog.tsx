import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The action's name, on its button: "Sign out", not "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone. Cancel comes first and has the focus. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { ref, id, titleId, close } = useModalDialog(onClose);
  return (
    <dialog
      ref={ref}
      className="dialog confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={`${id}-what`}
    >
      <div className="dialog-body">
        <h2 id={titleId}>{title}</h2>
        {/* Laid out as the body's own children: only there to describe the dialog. */}
        <div id={`${id}-what`} style={{ display: 'contents' }}>
          {children}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
