/**
 * Presets: what staff file again and again (a folder, a template, metadata items with their
 * types, keys, titles and values) under a name. Kept in the storage the origin's tabs share (the
 * session's `shared`: the browser's local storage), so they outlast a sign-out and show in every tab. Read back
 * with the draft's reader (`readFormValues`, draft.ts): a field that is not what the form holds is left empty, and
 * no stored value can break the form. A preset never holds a title, a description or a token.
 */
import type { MetadataTypeOption } from '../../lib/config';
import { keyValueStore } from '../../lib/key-value-store';
import type { StorageSource, WriteResult } from '../../lib/storage';
import { makeEntryFieldsSchema } from '../../api/entry-fields';
import { readFormValues } from './draft';
import type { EntryFormValues } from './entry-form-schema';

/** More than anyone keeps; a bound on what storage can make the form read. */
/**
 * Named again by the views' file (features/entries/views/view-store.ts), which carries presets
 * between browsers: features do not import each other, and a module of their own would cost
 * every first load a chunk name.
 */
export const PRESETS_KEY = 'registry-console:presets';
export const MAX_PRESETS = 100;
export const MAX_PRESET_NAME = 100;

export interface Preset {
  name: string;
  folder_id: string;
  template: string;
  metadata: EntryFormValues['metadata'];
}

/** What a preset keeps of the form. */
export function presetOf(name: string, values: EntryFormValues): Preset {
  const { folder_id, template, metadata } = values;
  return { name: name.trim(), folder_id, template, metadata };
}

function readPreset(value: unknown, types: MetadataTypeOption[]): Preset | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name } = value as { name?: unknown };
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_PRESET_NAME) return null;
  const values = readFormValues(value, makeEntryFieldsSchema(types), types[0]!.type);
  return values && presetOf(name, values);
}

/** The stored presets, by name; what cannot be read is left out. */
export function readPresets(store: StorageSource, types: MetadataTypeOption[]): Preset[] {
  const stored = keyValueStore(store).read(PRESETS_KEY, (v) => (Array.isArray(v) ? v : null));
  const presets = (stored ?? [])
    .slice(0, MAX_PRESETS)
    .flatMap((value) => readPreset(value, types) ?? []);
  return presets.sort((a, b) => a.name.localeCompare(b.name));
}

/** Keeps `preset`, in place of one with the same name. */
export function savePreset(
  store: StorageSource,
  types: MetadataTypeOption[],
  preset: Preset,
): WriteResult {
  const others = readPresets(store, types).filter((p) => p.name !== preset.name);
  return keyValueStore(store).write(PRESETS_KEY, [...others, preset].slice(-MAX_PRESETS));
}

export function deletePreset(store: StorageSource, types: MetadataTypeOption[], name: string) {
  const kept = readPresets(store, types).filter((p) => p.name !== name);
  return keyValueStore(store).write(PRESETS_KEY, kept);
}

/** The form with a preset's folder, template and items; its title and description stay. */
export function applyPreset(values: EntryFormValues, preset: Preset): EntryFormValues {
  return {
    ...values,
    folder_id: preset.folder_id,
    template: preset.template,
    metadata: preset.metadata.map((item) => ({ ...item })),
  };
}
