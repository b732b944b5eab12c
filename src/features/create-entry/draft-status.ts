/**
 * Whether the create form has a draft, told to whoever listens, and clearing it: all the shell
 * needs (its "Draft in progress" and the question before an explicit sign-out discards it; a
 * sign-out forced by a 401 keeps the draft for after the next sign-in). What the draft holds is
 * read and written by the form, in draft-storage.ts.
 */
import { DRAFT_KEY_STORAGE } from '../../api/create-once/storage-names';
import { readText, removeKeys } from '../../lib/storage';

export const DRAFT_KEY = 'registry-console:create-draft';
export const DRAFT_ID_KEY = 'registry-console:create-draft-id';

const listeners = new Set<() => void>();
/**
 * The newest draft when storage refused it (too big): kept in memory so moving around the app
 * brings back what was typed last, never the older stored draft.
 */
let unsaved: unknown = null;

/** Called whenever a draft is stored or cleared. */
export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records what storage could not keep (null: it kept it) and tells the listeners. */
export function draftChanged(unsavedDraft: unknown): void {
  unsaved = unsavedDraft;
  listeners.forEach((listener) => listener());
}

/** The draft storage refused, if the last save was refused. */
export function unsavedDraft(): unknown {
  return unsaved;
}

/** The last save was refused by the browser's storage: a reload or a closed tab loses the draft. */
export function isDraftUnsaved(): boolean {
  return unsaved !== null;
}

/** Whether a draft is stored, without reading it (cheap enough to ask on every render). */
export function isDraftStored(): boolean {
  return unsaved !== null || readText('session', DRAFT_KEY) !== null;
}

/** Forgets the draft, its id and its idempotency key (src/api/create-once): they go together. */
export function clearDraft(): void {
  removeKeys('session', DRAFT_KEY, DRAFT_ID_KEY, DRAFT_KEY_STORAGE);
  draftChanged(null);
}
