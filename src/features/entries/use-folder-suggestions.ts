import { useEffect, useSyncExternalStore } from 'react';
import { folderSuggestions } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { useRecentFolders } from '../../lib/use-recent-folders';

/** Before the suggestions' module is there: nothing to follow. */
const unfollowed = { subscribe: () => () => {}, changes: () => '' };

/**
 * The Folder filter's suggestions (recent folders, the named ones, every folder the search index
 * has seen; by label where one is known), and remembering a folder once it shows entries.
 */
export function useFolderSuggestions(folder: string, hasEntries: boolean) {
  const recent = useRecentFolders();
  const config = useConfig();

  useEffect(() => {
    if (recent && folder && hasEntries) recent.rememberFolder(folder);
  }, [recent, folder, hasEntries]);

  // Drawn again when a folder is remembered, or seen by the search index, so it is offered.
  const { subscribe, changes } = recent?.suggestedFolders ?? unfollowed;
  useSyncExternalStore(subscribe, changes);
  return folderSuggestions(config, recent?.readSuggestedFolders() ?? []);
}
