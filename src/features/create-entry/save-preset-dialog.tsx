import { useId, useState } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { MAX_PRESET_NAME } from '../../api/entry-fields';

interface SavePresetDialogProps {
  /** The preset last chosen: saving under its name replaces it. */
  suggested: string;
  taken: readonly string[];
  onSave: (name: string) => void;
  onClose: () => void;
}

/** `Save as preset`: a name for the form's folder, template and metadata items. */
export function SavePresetDialog({ suggested, taken, onSave, onClose }: SavePresetDialogProps) {
  const { ref, titleId, close } = useModalDialog(onClose);
  const fieldId = useId();
  const [name, setName] = useState(suggested);
  const [empty, setEmpty] = useState(false);
  const trimmed = name.trim();
  const save = () => {
    if (trimmed === '') return setEmpty(true);
    onSave(trimmed);
    close();
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId}>
      {/* Not a form of its own: it opens inside the entry's form. */}
      <div className="dialog-body">
        <h2 id={titleId}>Save as preset</h2>
        <p>
          The folder, the template and the metadata items are kept under this name, in this browser;
          the title and description are not.
        </p>
        <label htmlFor={fieldId}>Preset name</label>
        <input
          id={fieldId}
          value={name}
          maxLength={MAX_PRESET_NAME}
          autoComplete="off"
          aria-invalid={empty || undefined}
          aria-describedby={`${fieldId}-note`}
          onChange={(event) => {
            setName(event.target.value);
            setEmpty(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter saves here; it must not submit the entry's form around the dialog.
            event.preventDefault();
            save();
          }}
        />
        <p id={`${fieldId}-note`} className={empty ? 'field-error' : 'hint'}>
          {empty
            ? 'Enter a name for the preset.'
            : taken.includes(trimmed)
              ? 'A preset with this name is replaced.'
              : 'A new preset.'}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={save}>
            Save preset
          </button>
        </div>
      </div>
    </dialog>
  );
}
