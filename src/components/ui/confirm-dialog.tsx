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
  const { ref, titleId, close } = useModalDialog(onClose);
  return (
    <dialog ref={ref} className="dialog confirm-dialog" aria-labelledby={titleId}>
      <div className="dialog-body">
        <h2 id={titleId}>{title}</h2>
        {children}
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
