import { useEffect, useState } from 'react';

type RecentFolders = typeof import('./recent-folders');

/**
 * The recent folders, loaded just after the first render: their suggestions are only seen once
 * someone opens a Folder field, so they never hold up the first screen. Null until loaded, and
 * for good if they cannot load: suggestions are a convenience, the named folders are still offered.
 */
export function useRecentFolders(): RecentFolders | null {
  const [recent, setRecent] = useState<RecentFolders | null>(null);
  useEffect(() => {
    let live = true;
    void import('./recent-folders').then(
      (module) => {
        if (live) setRecent(module);
      },
      // Without them the named folders are still offered; nothing to tell.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return recent;
}
