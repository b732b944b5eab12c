/** Folders the console can offer: there is no folders endpoint, so config and this tab's use. */
// The folders named in config (the demo build names its own when config names none: lib/demo.ts).
import type { AppConfig, FolderOption } from './config';

export function folderLabel(config: AppConfig, id: string): string | undefined {
  return config.folders.find((folder) => folder.id === id)?.label;
}

/**
 * Recently used first (most likely wanted again, from recent-folders.ts), then the named ones;
 * each folder once.
 */
export function folderSuggestions(config: AppConfig, recent: readonly string[]): FolderOption[] {
  const named = config.folders;
  return [
    ...recent.map((id) => ({ id, label: named.find((f) => f.id === id)?.label })),
    ...named.filter((folder) => !recent.includes(folder.id)),
  ];
}

/** The folder a list item says it is in, when the server sends one (the contract does not). */
export function folderOf(item: Record<string, unknown>): string | undefined {
  return typeof item.folder_id === 'string' ? item.folder_id : undefined;
}

export const fold = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The folder id a person meant: a named folder typed by its id or its label, in any letter
 * case ("Finance", " FINANCE " → "finance"); anything else exactly as typed.
 */
export function resolveFolder(config: AppConfig, text: string): string {
  const typed = text.trim();
  if (typed === '') return text;
  const named = config.folders;
  if (named.some((folder) => folder.id === typed)) return typed;
  const wanted = fold(typed);
  const match =
    named.find((folder) => fold(folder.id) === wanted) ??
    named.find((folder) => folder.label !== undefined && fold(folder.label) === wanted);
  return match ? match.id : text;
}
