/** Folders this browser used recently, offered as suggestions in the filter. */
const KEY = 'registry-console:recent-folders';
const MAX = 8;

export function readRecentFolders(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
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
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Suggestions are a convenience; without storage there are none.
  }
}
