/**
 * Presets on the form (preset-store.ts): `Preset` at the top fills the folder, the template and
 * the metadata items, and says so with Undo, which puts back what the form held (nothing typed
 * is lost); it shows once there is a preset, so a new form's first Tab still reaches Title.
 * `Save as preset` sits with Create entry: what was filled in is what is kept. Presets live in
 * this browser, shared by its tabs, and outlast a sign-out.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApi } from '../../api/api-context';
import type { CreateEntryBody } from '../../api/schemas';
import { cutText } from '../../lib/cut-text';
import { saveDraft } from './draft';
import { useDraftStatus } from './draft-status';
import { LIMITS, type EntryFields } from '../../api/entry-fields';
import { formatCount } from '../../lib/plural';
import {
  applyPreset,
  deletePreset,
  presetNames,
  presetOf,
  readPreset,
  savePreset,
} from './preset-store';
import { SavePresetDialog } from './save-preset-dialog';

type Form = UseFormReturn<EntryFields, unknown, CreateEntryBody>;

interface Said {
  text: string;
  /** Where it is said: by the picker (filled, deleted) or by Save as preset. */
  at: 'picker' | 'save';
  /** What the form held before a preset filled it: Undo puts it back. */
  before?: EntryFields;
}

export function usePresets(form: Form) {
  const api = useApi();
  const store = api.session.shared;
  const types = api.config.metadataTypes;
  const draft = useDraftStatus();
  // Names only: a preset is read when it is chosen.
  const [presets, setPresets] = useState<string[]>(() => presetNames(store));
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState<Said | null>(null);
  const named = (name: string) => cutText(name, 60);

  const fill = (values: EntryFields) => {
    form.reset(values, { keepDefaultValues: true });
    saveDraft(draft, values);
  };
  return {
    presets,
    chosen,
    said,
    choose(name: string) {
      setChosen(name);
      const read = readPreset(store, types, name);
      if (!read) return setSaid(null);
      const before = form.getValues();
      fill(applyPreset(before, read.preset));
      const cut = read.cutFrom
        ? `: its first ${formatCount(LIMITS.items)} of ${formatCount(read.cutFrom)} metadata items (a form holds at most ${formatCount(LIMITS.items)})`
        : '';
      setSaid({ text: `Filled from the preset ${named(name)}${cut}.`, at: 'picker', before });
    },
    undo(before: EntryFields) {
      fill(before);
      setSaid(null);
      setChosen('');
    },
    save(name: string) {
      const kept = savePreset(store, presetOf(name, form.getValues()));
      setPresets(presetNames(store));
      if (kept === 'saved') setChosen(name);
      setSaid({
        at: 'save',
        text:
          kept === 'saved'
            ? `Saved as the preset ${named(name)}.`
            : 'The preset could not be kept: this browser’s storage is full or turned off.',
      });
    },
    remove() {
      deletePreset(store, chosen);
      setPresets(presetNames(store));
      setSaid({ text: `Deleted the preset ${named(chosen)}.`, at: 'picker' });
      setChosen('');
    },
  };
}

type Presets = ReturnType<typeof usePresets>;

function SaidHere({ presets, at }: { presets: Presets; at: Said['at'] }) {
  const said = presets.said?.at === at ? presets.said : null;
  const before = said?.before;
  return (
    <p role="status" className={said ? 'presets-said' : 'visually-hidden'}>
      {said?.text}
      {before ? (
        <>
          {' '}
          <button
            type="button"
            className="button button-small"
            onClick={() => presets.undo(before)}
          >
            Undo
          </button>
        </>
      ) : null}
    </p>
  );
}

/** `Preset` at the top of the form, once there is one (and `Delete preset` for the one chosen). */
export function PresetPicker({ presets }: { presets: Presets }) {
  if (presets.presets.length === 0 && presets.said?.at !== 'picker') return null;
  return (
    <div className="presets">
      {presets.presets.length > 0 ? (
        <div className="presets-row">
          <label className="field-inline">
            <span>Preset</span>
            <select value={presets.chosen} onChange={(event) => presets.choose(event.target.value)}>
              <option value="">Choose a preset…</option>
              {presets.presets.map((name) => (
                <option key={name} value={name}>
                  {cutText(name, 60)}
                </option>
              ))}
            </select>
          </label>
          {presets.chosen ? (
            <button type="button" className="button" onClick={presets.remove}>
              Delete preset
            </button>
          ) : null}
        </div>
      ) : null}
      <SaidHere presets={presets} at="picker" />
    </div>
  );
}

/** `Save as preset`, beside Create entry. */
export function SavePresetButton({ presets }: { presets: Presets }) {
  const [saving, setSaving] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setSaving(true)}>
        Save as preset
      </button>
      <SaidHere presets={presets} at="save" />
      {saving ? (
        <SavePresetDialog
          suggested={presets.chosen}
          taken={presets.presets}
          onSave={presets.save}
          onClose={() => setSaving(false)}
        />
      ) : null}
    </>
  );
}
