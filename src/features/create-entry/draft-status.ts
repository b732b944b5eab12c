/**
 * Whether the create form has a draft, told to whoever listens, and clearing it: all the shell
 * needs (its "Draft in progress" and the question before an explicit sign-out discards it; a
 * sign-out forced by a 401 keeps the draft for after the next sign-in). What the draft holds is
 * read and written by the form, in draft.ts. The status is made where the app is put
 * together (src/app/app-services.ts), over its session's store, and handed down by
 * `DraftStatusContext`: a test's app of its own starts with nothing remembered.
 */
import { IDEMPOTENCY_KEY_STORAGE } from '../../api/create-once/storage-names';
import { createContext, useContext } from 'react';
import { readText, removeKeys, type StorageSource } from '../../lib/storage';

export const DRAFT_STORAGE = 'registry-console:create-draft';
export const DRAFT_ID_STORAGE = 'registry-console:create-draft-id';

export type DraftStatus = ReturnType<typeof createDraftStatus>;

export const DraftStatusContext = createContext<DraftStatus | null>(null);

/** The draft status of the app's session. */
export const useDraftStatus = (): DraftStatus => useContext(DraftStatusContext)!;

export function createDraftStatus(store: StorageSource) {
  const listeners = new Set<() => void>();
  /**
   * The newest draft when storage refused it (too big): kept in memory so moving around the app
   * brings back what was typed last, never the older stored draft.
   */
  let unsaved: unknown = null;
  /** Records what storage could not keep (null: it kept it) and tells the listeners. */
  const changed = (unsavedDraft: unknown) => {
    unsaved = unsavedDraft;
    listeners.forEach((listener) => listener());
  };
  return {
    /** The tab storage the draft is kept in: its session's (lib/session.ts). */
    store,
    /** Called whenever a draft is stored or cleared. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changed,
    /** The draft storage refused (a reload or a closed tab loses it), if the last save was. */
    unsaved: () => unsaved,
    /** Whether a draft is stored, without reading it (cheap enough to ask on every render). */
    isStored: () => unsaved !== null || readText(store, DRAFT_STORAGE) !== null,
    /** Forgets the draft, its id and its idempotency key (src/api/create-once): they go together. */
    clear() {
      removeKeys(store, DRAFT_STORAGE, DRAFT_ID_STORAGE, IDEMPOTENCY_KEY_STORAGE);
      changed(null);
    },
  };
}
