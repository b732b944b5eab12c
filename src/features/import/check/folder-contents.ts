/**
 * What is already there: before anything is sent, each target folder is read once, every page,
 * through the page walker the export uses (src/api/walk-pages.ts with viewPageReader), so a row
 * whose title and template are already in its folder is not created a second time. (It is not
 * the baseline a lost answer is judged by: that is read again right before the rows go out,
 * folder-baselines.ts, since someone may add entries while `Confirm import` is on screen.)
 */
import { createKey, entryKeys, inFolder } from '../../../api/create-once/folder-match';
import type { EntryList, ListItem } from '../../../api/schemas';
import { walkPages } from '../../../api/walk-pages';

export interface FolderContents {
  /** The keys (`entryKeys`) of every entry read that is in the folder. */
  keys: Set<string>;
  entries: number;
  pages: number;
  /** Every entry was read (a folder past the walker's WALK_MAX_ENTRIES is not). */
  complete: boolean;
}

/** One page of one folder's list. */
export type FolderPageReader = (
  folder: string,
) => (page: number, signal: AbortSignal) => Promise<EntryList>;

/** What a row is known by among the folder's keys: create-once's one comparison. */
export const titleKey = createKey;

export async function readFolder(
  folder: string,
  readPage: FolderPageReader,
  signal: AbortSignal,
): Promise<FolderContents> {
  const items: ListItem[] = [];
  // Bounded by the walker's WALK_MAX_ENTRIES: past it, rows of that folder are not marked.
  const summary = await walkPages({
    signal,
    fetchPage: readPage(folder),
    onPage: (fresh) => {
      for (const item of fresh) items.push(item);
    },
  });
  const complete = !(summary.stoppedAtBound || summary.stoppedAtRepeats || summary.stoppedAtLimit);
  return {
    // A server that ignores `folder_id` lists other folders' entries too: an item that says it
    // is in another folder is not in this one.
    keys: new Set(items.filter((item) => inFolder(item, folder)).flatMap(entryKeys)),
    entries: items.length,
    pages: summary.pages,
    complete,
  };
}

/** Reads each folder not read yet, one after the other; `onFolder` hears each one done. */
export async function readFolders(
  folders: readonly string[],
  known: ReadonlyMap<string, FolderContents>,
  readPage: FolderPageReader,
  signal: AbortSignal,
  onFolder: (folder: string, contents: FolderContents) => void,
): Promise<void> {
  for (const folder of folders) {
    if (known.has(folder)) continue;
    signal.throwIfAborted();
    onFolder(folder, await readFolder(folder, readPage, signal));
  }
}
