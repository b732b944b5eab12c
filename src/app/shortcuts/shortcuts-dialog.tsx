import { SHORTCUTS } from './keyboard';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import './shortcuts-dialog.css';

/** The keyboard shortcuts, listed. Loaded when someone presses `?`. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { ref: dialogRef, id, close } = useModalDialog(onClose);

  return (
    <dialog ref={dialogRef} className="dialog shortcuts-dialog" aria-labelledby={`${id}-title`}>
      <div className="dialog-body">
        <h2 id={`${id}-title`}>Keyboard shortcuts</h2>
        <dl className="shortcut-list">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.key} className="shortcut-pair">
              <dt>
                <kbd>{shortcut.key}</kbd>
              </dt>
              <dd>{shortcut.does}</dd>
            </div>
          ))}
        </dl>
        <p className="hint">Shortcuts do nothing while you type in a field.</p>
        <div className="dialog-actions">
          <button type="button" className="button button-primary" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
