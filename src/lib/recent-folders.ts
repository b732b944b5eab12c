/**
 * Folders this browser tab used recently, offered as suggestions in both Folder fields. Folder
 * names can say a lot about who works on what, so they belong to the session: kept in
 * the tab's storage (gone with the tab) and cleared on sign-out. Suggestions are a convenience:
 * without storage there are none, and nothing else changes.
 */
import { stringArray, webStorage, type KeyValueStore } from './key-value-store';

const KEY = 'registry-console:recent-folders';
const MAX = 8;

export function readRecentFolders(store: KeyValueStore = webStorage('session')): string[] {
  return (store.read(KEY, stringArray) ?? []).slice(0, MAX);
}

export function rememberFolder(folder: string, store: KeyValueStore = webStorage('session')): void {
  if (!folder) return;
  const next = [folder, ...readRecentFolders(store).filter((f) => f !== folder)].slice(0, MAX);
  store.write(KEY, next);
}

export function clearRecentFolders(): void {
  webStorage('session').remove(KEY);
  // Earlier versions kept them in the browser's shared storage, where they outlived the session.
  webStorage('local').remove(KEY);
}
