/**
 * The stored draft, in the tab's storage (whether there is one, and clearing it, is
 * draft-status.ts: the shell needs only that): a versioned object, so what it carries can grow
 * (new fields, keys kept with the draft) while older drafts still come back. Its values are read
 * field by field: a field of the wrong type (tampered storage, an older form) falls back to its
 * empty value, every other field is kept as typed, and nothing in storage can crash the form.
 */
import * as z from 'zod/mini';
import { LIMITS, type EntryFields } from '../../api/entry-fields';
import type { MetadataTypeOption } from '../../lib/config';
import { emptyItem, isBlankForm } from '../../components/entry-fields/entry-field-map';
import { keyValueStore } from '../../lib/key-value-store';
import { readText, removeKeys, writeText, type StorageSource } from '../../lib/storage';
import { DRAFT_ID_STORAGE, DRAFT_STORAGE, type DraftStatus } from './draft-status';
import { isRecord } from '../../api/schemas';

export const DRAFT_VERSION = 1;

const storedDraftSchema = z.object({
  version: z.number(),
  values: z.unknown(),
});

/** The values a stored draft holds: in its envelope, or bare as older versions stored them. */
function valuesIn(stored: unknown): unknown {
  const envelope = storedDraftSchema.safeParse(stored);
  return envelope.success ? envelope.data.values : stored;
}

/** How many metadata items a stored draft holds (before any is dropped). */
export function storedItemCount(stored: unknown): number {
  const raw = valuesIn(stored);
  return isRecord(raw) && Array.isArray(raw.metadata) ? raw.metadata.length : 0;
}

export const toStoredDraft = (values: EntryFields) => ({ version: DRAFT_VERSION, values });

export function loadDraft(status: DraftStatus): unknown {
  const unsaved = status.unsaved();
  if (unsaved !== null) return unsaved;
  // Storage refused or not JSON: no draft to restore.
  return keyValueStore(status.store).read(DRAFT_STORAGE, z.unknown());
}

export function saveDraft(status: DraftStatus, values: EntryFields): void {
  const draft = toStoredDraft(values);
  if (keyValueStore(status.store).write(DRAFT_STORAGE, draft) === 'saved') {
    // Named from its first save, so a tab duplicated from here carries the same id.
    getDraftId(status.store);
    status.changed(null);
  } else {
    // Storage full or refused: the older draft must not come back over this one.
    removeKeys(status.store, DRAFT_STORAGE);
    status.changed(draft);
  }
}

/**
 * An id for the draft being edited, kept in `store` (its session's). A duplicated tab copies the
 * tab's storage, and with it this id: that is how two tabs holding the same draft recognise each
 * other.
 */
export function getDraftId(store: StorageSource): string {
  const stored = readText(store, DRAFT_ID_STORAGE);
  if (stored) return stored;
  const id = crypto.randomUUID();
  // Storage refused: one id for the tab is enough.
  return writeText(store, DRAFT_ID_STORAGE, id) === 'saved' ? id : 'no-storage';
}

/**
 * A stored form read field by field: a field that is not what the form holds falls back to its
 * empty value (an item's type to the first configured one), what else is stored is dropped.
 */
function storedFormSchema(types: MetadataTypeOption[]) {
  const defaultType = types[0]!.type;
  const text = z.catch(z.string(), '');
  const item = z.object({
    type: z.catch(
      z.pipe(
        z.string(),
        z.transform((type) => type || defaultType),
      ),
      defaultType,
    ),
    key: text,
    value: text,
    file: text,
    title: text,
  });
  return z.object({
    title: text,
    folder_id: text,
    template: text,
    description: text,
    callback_url: text,
    data_encrypted: z.catch(z.boolean(), false),
    metadata: z.catch(z.array(z.catch(item, () => emptyItem(defaultType))), () => []),
  });
}

/**
 * The form's values from whatever storage held (a versioned draft, or the bare values older
 * versions stored); null when nothing worth restoring is there.
 */
export function restoreDraft(stored: unknown, types: MetadataTypeOption[]): EntryFields | null {
  const values = readFormValues(valuesIn(stored), types);
  return values && !isBlankForm(values) ? values : null;
}

/**
 * The form's values from a stored object (a draft's, a preset's), at most the items a form
 * holds: the rest is dropped, and openForm says so. Null when it is not an object at all.
 */
export function readFormValues(raw: unknown, types: MetadataTypeOption[]): EntryFields | null {
  if (!isRecord(raw)) return null;
  const metadata = Array.isArray(raw.metadata) ? raw.metadata.slice(0, LIMITS.items) : [];
  return storedFormSchema(types).parse({ ...raw, metadata });
}
