import { useEffect, useMemo, useState } from 'react';
import { folderSuggestions } from '../../lib/folders';

type RecentFolders = typeof import('../../lib/recent-folders');

/**
 * The Folder filter's suggestions, and remembering a folder once it shows entries. The recent
 * folders (and the storage helper under them) load just after the list first renders: the
 * suggestions are only seen once someone opens the field.
 */
export function useFolderSuggestions(folder: string, hasEntries: boolean) {
  const [recent, setRecent] = useState<RecentFolders | null>(null);

  useEffect(() => {
    let live = true;
    void import('../../lib/recent-folders').then(
      (module) => {
        if (live) setRecent(module);
      },
      // Suggestions are a convenience: without them the named folders are still offered.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

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
