import { useEffect, useSyncExternalStore } from 'react';
import { folderSuggestions } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { useServices } from '../../lib/services';

/**
 * The Folder filter's suggestions (recent folders, the named ones, every folder the search index
 * has seen; by label where one is known), and remembering a folder once it shows entries.
 */
export function useFolderSuggestions(folder: string, hasEntries: boolean) {
  const recent = useServices().recentFolders;
  const config = useConfig();

  useEffect(() => {
    if (folder && hasEntries) recent.remember(folder);
  }, [recent, folder, hasEntries]);

  // Drawn again when a folder is remembered, or seen by the search index, so it is offered.
  useSyncExternalStore(recent.subscribe, recent.changes);
  return folderSuggestions(config, recent.suggested());
}
