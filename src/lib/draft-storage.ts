/**
 * The create form's draft in sessionStorage. Shared so the shell can ask before an explicit
 * sign-out discards it; a sign-out forced by a 401 keeps it for after the next sign-in.
 */
const DRAFT_KEY = 'registry-console:create-draft';

export function loadDraft(): unknown {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: unknown): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full: the form still holds the values.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function hasDraft(): boolean {
  return loadDraft() !== null;
}
