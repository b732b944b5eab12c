import { useEffect } from 'react';
import { useServices } from '../../../lib/services';

/**
 * Tells the Folder fields every folder the index has seen entries in (lib/recent-folders.ts):
 * in live mode the configured folders are not all there are, and a person should not have to
 * know an id to find a folder the console has listed.
 */
export function useSeenFolders(folders: readonly string[]): void {
  const recent = useServices().recentFolders;
  useEffect(() => recent.noteSeen(folders), [recent, folders]);
}
