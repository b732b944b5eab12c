/**
 * Presets: what staff file again and again (a folder, a template, metadata items with their
 * types, keys, titles and values) under a name. Kept in the storage the origin's tabs share (the
 * session's `shared`: the browser's local storage), so they outlast a sign-out and show in every
 * tab. One is read with the draft's reader (`readFormValues`, draft.ts) when it fills the form,
 * its items cut to what a form holds: a field that is not what the form holds is left empty, and
 * no stored value can break the form (a views file carries them through the stricter
 * `storedPresetSchema`, api/entry-fields.ts). The picker reads names only,
 * so a hundred large presets cost the form nothing until one is chosen. A preset never holds a
 * title, a description or a token.
 */
import * as z from 'zod/mini';
import type { MetadataTypeOption } from '../../lib/config';
import { keyValueStore } from '../../lib/key-value-store';
import type { StorageSource, WriteResult } from '../../lib/storage';
import { LIMITS, storedPresetSchema, type EntryFields } from '../../api/entry-fields';
import { readFormValues } from './draft';

/**
 * Named again by the views' file (features/entries/views/view-store.ts), which carries presets
 * between browsers: features do not import each other, and a module of their own would cost
 * every first load a chunk name.
 */
export const PRESETS_KEY = 'registry-console:presets';
/** More than anyone keeps; a bound on what storage can make the form read. */
export const MAX_PRESETS = 100;

export interface Preset {
  name: string;
  folder_id: string;
  template: string;
  metadata: EntryFields['metadata'];
}

/** What a preset keeps of the form. */
export function presetOf(name: string, values: EntryFields): Preset {
  const { folder_id, template, metadata } = values;
  return { name: name.trim(), folder_id, template, metadata };
}

/** The stored list as it is (empty when there is none, or it is not a list), newest last. */
const storedList = (store: StorageSource): unknown[] =>
  keyValueStore(store).read(PRESETS_KEY, z.array(z.unknown())) ?? [];

const namedSchema = z.object({ name: storedPresetSchema.shape.name });
/** A kept preset's name, when it is one a preset may have. */
const nameOf = (value: unknown) => namedSchema.safeParse(value).data?.name ?? null;

/** The names of the presets kept, by name: all the picker needs. */
export function presetNames(store: StorageSource): string[] {
  const names = storedList(store)
    .slice(-MAX_PRESETS)
    .flatMap((value) => nameOf(value) ?? []);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/**
 * One kept preset for the form, its items cut to what a form holds, and how many items it held
 * when that was more than a form holds.
 */
export function readPreset(
  store: StorageSource,
  types: MetadataTypeOption[],
  name: string,
): { preset: Preset; cutFrom: number | null } | null {
  const raw = storedList(store).findLast((value) => nameOf(value) === name) as
    { metadata?: unknown } | undefined;
  if (!raw) return null;
  const items = Array.isArray(raw.metadata) ? raw.metadata.length : 0;
  const cutFrom = items > LIMITS.items ? items : null;
  const values = readFormValues(raw, types);
  return values && { preset: presetOf(name, values), cutFrom };
}

/** Keeps `preset`, newest, in place of one with the same name; the oldest go past the bound. */
export function savePreset(store: StorageSource, preset: Preset): WriteResult {
  const others = storedList(store).filter((value) => nameOf(value) !== preset.name);
  return keyValueStore(store).write(PRESETS_KEY, [...others, preset].slice(-MAX_PRESETS));
}

export function deletePreset(store: StorageSource, name: string): WriteResult {
  const kept = storedList(store).filter((value) => nameOf(value) !== name);
  return keyValueStore(store).write(PRESETS_KEY, kept);
}

/** The form with a preset's folder, template and items; its title and description stay. */
export function applyPreset(values: EntryFields, preset: Preset): EntryFields {
  return {
    ...values,
    folder_id: preset.folder_id,
    template: preset.template,
    metadata: preset.metadata.map((item) => ({ ...item })),
  };
}
