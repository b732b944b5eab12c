/**
 * What the create form's draft holds, in the tab's storage; whether there is one, and clearing it,
 * is draft-status.ts (the shell needs only that).
 */
import { readJson, writeJson } from '../../lib/key-value-store';
import { readText, removeKeys, writeText, type StorageSource } from '../../lib/storage';
import { DRAFT_ID_KEY, DRAFT_KEY, type DraftStatus } from './draft-status';

export function loadDraft(status: DraftStatus): unknown {
  const unsaved = status.unsaved();
  if (unsaved !== null) return unsaved;
  // Storage refused or not JSON: no draft to restore.
  return readJson(status.store, DRAFT_KEY, (value) => value);
}

export function saveDraft(status: DraftStatus, values: unknown): void {
  if (writeJson(status.store, DRAFT_KEY, values) === 'saved') {
    // Named from its first save, so a tab duplicated from here carries the same id.
    getDraftId(status.store);
    status.changed(null);
  } else {
    // Storage full or refused: the older draft must not come back over this one.
    removeKeys(status.store, DRAFT_KEY);
    status.changed(values);
  }
}

/**
 * An id for the draft being edited, kept in `store` (its session's). A duplicated tab copies the tab's storage, and with it this
 * id: that is how two tabs holding the same draft recognise each other.
 */
export function getDraftId(store: StorageSource): string {
  const stored = readText(store, DRAFT_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  // Storage refused: one id for the tab is enough.
  return writeText(store, DRAFT_ID_KEY, id) === 'saved' ? id : 'no-storage';
}
