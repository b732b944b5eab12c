/**
 * What a session kept in this browser goes with it at sign-out, whichever way it came (`Sign out`
 * in the header or in `Sign in again`, or another tab's): the folders this tab offered and the
 * sealed search index. The index is forgot here too, not only by a running index
 * (find/index-client.ts): a tab that never showed the list can be the one signed out in, after
 * the tab that kept the index was closed. Loaded only at sign-out (root-layout.tsx).
 */
import { clearRecentFolders } from '../lib/recent-folders';

export async function forgetSession(): Promise<void> {
  clearRecentFolders();
  try {
    // Its own chunk, as where the running index forgets it (index-client.ts). Waits for any tab
    // still holding the index open.
    const vault = await import('../features/entries/find/index-vault');
    await vault.forgetVault();
  } catch {
    // No IndexedDB here (or the browser refused it): then nothing of the index was kept either.
  }
}
