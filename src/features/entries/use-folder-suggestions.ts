import { useEffect, useMemo } from 'react';
import { folderSuggestions } from '../../lib/folders';
import { useRecentFolders } from '../../lib/use-recent-folders';

/** The Folder filter's suggestions, and remembering a folder once it shows entries. */
export function useFolderSuggestions(folder: string, hasEntries: boolean) {
  const recent = useRecentFolders();

  useEffect(() => {
    if (recent && folder && hasEntries) recent.rememberFolder(folder);
  }, [recent, folder, hasEntries]);

  // Re-read when the folder changes: the previous one may just have been remembered.
  return useMemo(
    () => folderSuggestions(recent?.readRecentFolders() ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recent, folder],
  );
}
