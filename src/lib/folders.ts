/** Folders the console can offer: there is no folders endpoint, so config and this tab's use. */
import { getConfig, isDemoMode, type FolderOption } from './config';
import { DEMO_FOLDERS } from './demo';
import { readRecentFolders } from './recent-folders';

/** The folders named in config; the demo names its own when config names none. */
export function namedFolders(): readonly FolderOption[] {
  const { folders } = getConfig();
  return folders.length === 0 && isDemoMode() ? DEMO_FOLDERS : folders;
}

export function folderLabel(id: string): string | undefined {
  return namedFolders().find((folder) => folder.id === id)?.label;
}

/** Recently used first (most likely wanted again), then the named ones; each folder once. */
export function folderSuggestions(): FolderOption[] {
  const named = namedFolders();
  const recent = readRecentFolders();
  return [
    ...recent.map((id) => ({ id, label: named.find((f) => f.id === id)?.label })),
    ...named.filter((folder) => !recent.includes(folder.id)),
  ];
}

/** The folder a list item says it is in, when the server sends one (the contract does not). */
export function folderOf(item: Record<string, unknown>): string | undefined {
  return typeof item.folder_id === 'string' ? item.folder_id : undefined;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The folder id a person meant: a named folder typed by its id or its label, in any letter
 * case ("Finance", " FINANCE " → "finance"); anything else exactly as typed.
 */
export function resolveFolder(text: string): string {
  const typed = text.trim();
  if (typed === '') return text;
  const named = namedFolders();
  if (named.some((folder) => folder.id === typed)) return typed;
  const wanted = fold(typed);
  const match =
    named.find((folder) => fold(folder.id) === wanted) ??
    named.find((folder) => folder.label !== undefined && fold(folder.label) === wanted);
  return match ? match.id : text;
}

/** Edits (insert, delete, replace) from a to b, or more than `max` as soon as that is certain. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * A named folder close to what was typed (a typo, a part of its name), for an empty folder's
 * "Did you mean"; undefined when none is close or the folder typed is itself a named one.
 */
export function closeFolder(text: string): FolderOption | undefined {
  const typed = fold(text);
  if (typed === '' || typed.length > 64) return undefined;
  const named = namedFolders();
  if (named.some((folder) => folder.id === text.trim())) return undefined;
  const names = (folder: FolderOption) => [
    fold(folder.id),
    ...(folder.label ? [fold(folder.label)] : []),
  ];
  const max = typed.length <= 4 ? 1 : 2;
  let best: { folder: FolderOption; score: number } | undefined;
  for (const folder of named) {
    for (const name of names(folder)) {
      const score =
        name === typed
          ? 0
          : name.includes(typed) && typed.length >= 3
            ? 1
            : distance(typed, name, max);
      if (score <= max && (!best || score < best.score)) best = { folder, score };
    }
  }
  return best?.folder;
}
