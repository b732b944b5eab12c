import { useState } from 'react';
import { useOnDemandEffect } from './use-on-demand-effect';

type RecentFolders = typeof import('./recent-folders');

/**
 * The recent folders, loaded just after the first render: their suggestions are only seen once
 * someone opens a Folder field, so they never hold up the first screen. Null until loaded, and
 * for good if they cannot load: suggestions are a convenience, the named folders are still offered.
 */
export function useRecentFolders(): RecentFolders | null {
  const [recent, setRecent] = useState<RecentFolders | null>(null);
  useOnDemandEffect(() => import('./recent-folders'), setRecent, []);
  return recent;
}
