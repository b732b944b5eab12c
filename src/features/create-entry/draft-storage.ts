/**
 * The create form's draft in sessionStorage. Shared so the shell can ask before an explicit
 * sign-out discards it; a sign-out forced by a 401 keeps it for after the next sign-in.
 * It keeps its own try/catch rather than lib/storage.ts: the shell reads it on the first load,
 * which that helper would grow (the first load's budget, npm run test:bundle).
 */
import { DRAFT_KEY_STORAGE } from '../../api/create-once/storage-names';

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

export function loadDraft(): unknown {
  if (unsaved !== null) return unsaved;
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    // Storage refused or not JSON: no draft to restore.
    return null;
  }
}

export function saveDraft(values: unknown): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    unsaved = null;
    // Named from its first save, so a tab duplicated from here carries the same id.
    getDraftId();
  } catch {
    // Storage full: the older draft must not come back over this one.
    unsaved = values;
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing stored to remove.
    }
  }
  changed();
}

/** The last save was refused by the browser's storage: a reload or a closed tab loses the draft. */
export function isDraftUnsaved(): boolean {
  return unsaved !== null;
}

export function clearDraft(): void {
  unsaved = null;
  try {
    sessionStorage.removeItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_ID_KEY);
    sessionStorage.removeItem(DRAFT_IDEMPOTENCY_KEY);
  } catch {
    // Nothing to clear.
  }
  changed();
}

export function hasDraft(): boolean {
  return loadDraft() !== null;
}

/** Whether a draft is stored, without reading it (cheap enough to ask on every render). */
export function isDraftStored(): boolean {
  try {
    return unsaved !== null || sessionStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    // Storage refused: nothing stored.
    return false;
  }
}

/**
 * An id for the draft being edited. A duplicated tab copies sessionStorage, and with it this
 * id: that is how two tabs holding the same draft recognise each other.
 */
export function getDraftId(): string {
  try {
    let id = sessionStorage.getItem(DRAFT_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(DRAFT_ID_KEY, id);
    }
    return id;
  } catch {
    // Storage refused: one id for the tab is enough.
    return 'no-storage';
  }
}
