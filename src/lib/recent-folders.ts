/**
 * Folders this browser tab used recently, offered as suggestions in both Folder fields. Folder
 * names can say a lot about who works on what, so they belong to the session: kept in
 * sessionStorage (gone with the tab) and cleared on sign-out.
 */
const KEY = 'registry-console:recent-folders';
const MAX = 8;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRecentFolders(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberFolder(folder: string): void {
  if (!folder) return;
  const next = [folder, ...readRecentFolders().filter((f) => f !== folder)].slice(0, MAX);
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Suggestions are a convenience; without storage there are none.
  }
}

export function clearRecentFolders(): void {
  try {
    storage()?.removeItem(KEY);
    // Earlier versions kept them in localStorage, where they outlived the session.
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
