import { useEffect, useMemo } from 'react';
import { folderSuggestions } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { useRecentFolders } from '../../lib/use-recent-folders';

/** The Folder filter's suggestions, and remembering a folder once it shows entries. */
export function useFolderSuggestions(folder: string, hasEntries: boolean) {
  const recent = useRecentFolders();
  const config = useConfig();

  useEffect(() => {
    if (recent && folder && hasEntries) recent.rememberFolder(folder);
  }, [recent, folder, hasEntries]);

  // Re-read when the folder changes: the previous one may just have been remembered.
  return useMemo(
    () => folderSuggestions(config, recent?.readRecentFolders() ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, recent, folder],
  );
}
