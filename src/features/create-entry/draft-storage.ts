/**
 * The create form's draft in sessionStorage. Shared so the shell can ask before an explicit
 * sign-out discards it; a sign-out forced by a 401 keeps it for after the next sign-in.
 */
import { DRAFT_KEY_STORAGE } from '../../api/create-once/storage-names';
import { webStorage } from '../../lib/storage';

const DRAFT_KEY = 'registry-console:create-draft';
const DRAFT_ID_KEY = 'registry-console:create-draft-id';
/** The draft's idempotency key (src/api/create-once): it goes when the draft goes. */
export const DRAFT_IDEMPOTENCY_KEY = DRAFT_KEY_STORAGE;

const listeners = new Set<() => void>();
/**
 * The newest draft when storage refused it (too big): kept in memory so moving around the app
 * brings back what was typed last, never the older stored draft.
 */
let unsaved: unknown = null;

/** Called whenever a draft is stored or cleared (for the shell's "Draft in progress"). */
export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  listeners.forEach((listener) => listener());
}

const drafts = () => webStorage('session');

export function loadDraft(): unknown {
  if (unsaved !== null) return unsaved;
  // Storage refused or not JSON: no draft to restore.
  return drafts().read(DRAFT_KEY, (value) => value);
}

export function saveDraft(values: unknown): void {
  if (drafts().write(DRAFT_KEY, values) === 'saved') {
    unsaved = null;
    // Named from its first save, so a tab duplicated from here carries the same id.
    getDraftId();
  } else {
    // Storage full or refused: the older draft must not come back over this one.
    unsaved = values;
    drafts().remove(DRAFT_KEY);
  }
  changed();
}

/** The last save was refused by the browser's storage: a reload or a closed tab loses the draft. */
export function isDraftUnsaved(): boolean {
  return unsaved !== null;
}

export function clearDraft(): void {
  unsaved = null;
  drafts().remove(DRAFT_KEY, DRAFT_ID_KEY, DRAFT_IDEMPOTENCY_KEY);
  changed();
}

export function hasDraft(): boolean {
  return loadDraft() !== null;
}

/** Whether a draft is stored, without reading it (cheap enough to ask on every render). */
export function isDraftStored(): boolean {
  return unsaved !== null || drafts().readText(DRAFT_KEY) !== null;
}

/**
 * An id for the draft being edited. A duplicated tab copies sessionStorage, and with it this
 * id: that is how two tabs holding the same draft recognise each other.
 */
export function getDraftId(): string {
  const stored = drafts().readText(DRAFT_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  // Storage refused: one id for the tab is enough.
  return drafts().writeText(DRAFT_ID_KEY, id) === 'saved' ? id : 'no-storage';
}
