/** `Default folder` and `Default template`: what rows without their own get. */
import { useEffect, useState } from 'react';
import { TEMPLATES } from '../../../api/schemas';
import type { ImportDefaults } from './check-rows';

export function ImportDefaultsFields({
  value,
  onChange,
}: {
  value: ImportDefaults;
  onChange: (next: ImportDefaults) => void;
}) {
  const [folder, setFolder] = useState(value.folder);
  // The rows are checked again once typing pauses, not on every key.
  useEffect(() => {
    if (folder === value.folder) return;
    const timer = setTimeout(() => onChange({ ...value, folder }), 300);
    return () => clearTimeout(timer);
  }, [folder, value, onChange]);

  return (
    <div className="import-defaults">
      <div className="field">
        <label htmlFor="import-default-folder">Default folder</label>
        <input
          id="import-default-folder"
          value={folder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setFolder(event.target.value)}
          aria-describedby="import-default-folder-hint"
        />
        <p className="hint" id="import-default-folder-hint">
          For rows without a folder.
        </p>
      </div>
      <div className="field">
        <label htmlFor="import-default-template">Default template</label>
        <select
          id="import-default-template"
          value={value.template}
          onChange={(event) => onChange({ folder, template: event.target.value })}
        >
          <option value="">None</option>
          {TEMPLATES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
