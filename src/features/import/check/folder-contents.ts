/**
 * What is already there: before anything is sent, each target folder is read once, every page,
 * through the page walker the export uses (src/api/walk-pages.ts with viewPageReader), so a row
 * whose title and template are already in its folder is not created a second time. (A lost
 * answer is judged by another reading, made right before the rows go out: folder-baselines.ts.)
 */
import { entryKeys, inFolder } from '../../../api/create-once/folder-match';
import type { EntryList } from '../../../api/schemas';
import { walkPages } from '../../../api/walk-pages';

/** One page of one folder's list. */
export type FolderPageReader = (
  folder: string,
) => (page: number, signal: AbortSignal) => Promise<EntryList>;

/**
 * The keys (create-once's `entryKeys`) of the folder's entries, as far as the walker's
 * WALK_MAX_ENTRIES: past it, rows of that folder are not marked.
 */
export async function readFolder(
  folder: string,
  readPage: FolderPageReader,
  signal: AbortSignal,
): Promise<Set<string>> {
  const keys = new Set<string>();
  await walkPages({
    signal,
    fetchPage: readPage(folder),
    onPage: (fresh) => {
      // A server that ignores `folder_id` lists other folders' entries too.
      for (const item of fresh) {
        if (inFolder(item, folder)) for (const key of entryKeys(item)) keys.add(key);
      }
    },
  });
  return keys;
}
