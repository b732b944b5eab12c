/**
 * Folders this browser tab used recently, and the folders the search index has seen entries in,
 * offered as suggestions in both Folder fields (recent ones first). Folder names can say a lot
 * about who works on what, so they belong to the session: kept in the tab's storage (gone with
 * the tab) and cleared on sign-out. Suggestions are a convenience: without storage there are
 * none, and nothing else changes. One of the app's services (lib/services.ts), over the
 * session's storage.
 */
import * as z from 'zod/mini';
import type { KeyValueStore } from './key-value-store';

const folderList = z.array(z.string());

const KEY = 'registry-console:recent-folders';
const SEEN_KEY = 'registry-console:seen-folders';
const MAX = 8;
/** The most folders seen in the index that are offered (the first, in the index's order). */
const MAX_SEEN = 200;

export interface RecentFolders {
  /** Recent folders first, then every other folder the index has seen: what a Folder field offers. */
  suggested(): string[];
  /** For useSyncExternalStore: told whenever what is offered changes. */
  subscribe(listener: () => void): () => void;
  /** The suggestions as one value that changes when they do. */
  changes(): string;
  remember(folder: string): void;
  /** The folders the index has seen entries in (the find feature tells them). */
  noteSeen(folders: readonly string[]): void;
  clear(): void;
}

/** `tab`: the session's own storage; `shared`: where earlier versions kept them. */
export function createRecentFolders(tab: KeyValueStore, shared: KeyValueStore): RecentFolders {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const recent = () => (tab.read(KEY, folderList) ?? []).slice(0, MAX);
  const suggested = () => {
    const first = recent();
    const seen = (tab.read(SEEN_KEY, folderList) ?? []).slice(0, MAX_SEEN);
    return [...first, ...seen.filter((folder) => !first.includes(folder))];
  };
  return {
    suggested,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changes: () => suggested().join('\n'),
    remember(folder) {
      if (!folder) return;
      tab.write(KEY, [folder, ...recent().filter((f) => f !== folder)].slice(0, MAX));
      changed();
    },
    noteSeen(folders) {
      const next = folders.slice(0, MAX_SEEN);
      const kept = tab.read(SEEN_KEY, folderList) ?? [];
      // An index emptied is a sign-out, which clears them all; the same list again changes
      // nothing either.
      if (next.length === 0 || (next.length === kept.length && next.every((f, i) => f === kept[i])))
        return;
      tab.write(SEEN_KEY, next);
      changed();
    },
    clear() {
      tab.remove(KEY, SEEN_KEY);
      // Earlier versions kept them in the browser's shared storage, where they outlived the session.
      // Nobody is told: the screens that offer them are leaving with the session, and drawn
      // again now they would read the ended session's lists back into the cache.
      shared.remove(KEY);
    },
  };
}
