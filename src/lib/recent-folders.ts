/**
 * Folders this browser tab used recently, and the folders the search index has seen entries in,
 * offered as suggestions in both Folder fields (recent ones first). Folder names can say a lot
 * about who works on what, so they belong to the session: kept in the tab's storage (gone with
 * the tab) and cleared on sign-out. Suggestions are a convenience: without storage there are
 * none, and nothing else changes.
 */
import { stringArray, webStorage, type KeyValueStore } from './key-value-store';

const KEY = 'registry-console:recent-folders';
const SEEN_KEY = 'registry-console:seen-folders';
const MAX = 8;
/** The most folders seen in the index that are offered (the first, in the index's order). */
const MAX_SEEN = 200;

/** Said on the window when what the Folder fields offer changes: no state kept in this module. */
const CHANGED = 'registry-console:folders-changed';
const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
};

/** What the Folder fields offer, and when it changes, for useSyncExternalStore. */
export const suggestedFolders = {
  subscribe(listener: () => void) {
    window.addEventListener(CHANGED, listener);
    return () => window.removeEventListener(CHANGED, listener);
  },
  changes: () => readSuggestedFolders().join('\n'),
};

export function readRecentFolders(store: KeyValueStore = webStorage('session')): string[] {
  return (store.read(KEY, stringArray) ?? []).slice(0, MAX);
}

export function rememberFolder(folder: string, store: KeyValueStore = webStorage('session')): void {
  if (!folder) return;
  const next = [folder, ...readRecentFolders(store).filter((f) => f !== folder)].slice(0, MAX);
  store.write(KEY, next);
  changed();
}

/** The folders the index has seen entries in (the find feature tells them, index-engine.ts). */
export function noteSeenFolders(
  folders: readonly string[],
  store: KeyValueStore = webStorage('session'),
): void {
  const next = folders.slice(0, MAX_SEEN);
  const kept = store.read(SEEN_KEY, stringArray) ?? [];
  // An index emptied is a sign-out, which clears them all (clearRecentFolders); the same list
  // again changes nothing either.
  if (next.length === 0 || (next.length === kept.length && next.every((f, i) => f === kept[i])))
    return;
  store.write(SEEN_KEY, next);
  changed();
}

/** Recent folders first, then every other folder the index has seen: what a Folder field offers. */
export function readSuggestedFolders(store: KeyValueStore = webStorage('session')): string[] {
  const recent = readRecentFolders(store);
  const seen = (store.read(SEEN_KEY, stringArray) ?? []).slice(0, MAX_SEEN);
  return [...recent, ...seen.filter((folder) => !recent.includes(folder))];
}

export function clearRecentFolders(): void {
  webStorage('session').remove(KEY);
  webStorage('session').remove(SEEN_KEY);
  // Earlier versions kept them in the browser's shared storage, where they outlived the session.
  webStorage('local').remove(KEY);
}
