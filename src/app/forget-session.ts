/**
 * What a session kept in this browser goes with it at sign-out, whichever way it came (`Sign out`
 * in the header or in `Sign in again`, or another tab's): the folders this tab offered, the sealed
 * search index and the session's import job. The index is forgot here too, not only by a running
 * index (find/index-client.ts): a tab that never showed the list can be the one signed out in,
 * after the tab that kept the index was closed; likewise the import job, which may never have been
 * loaded in this page. Signed in with another token in place (`switched`), the tab's folders go;
 * the index stays sealed and the job marked as the other token's, neither readable by this one.
 * Loaded only when a session ends or changes hands (root-layout.tsx).
 */
import type { SessionChange } from '../lib/session';

export async function forgetSession(change: SessionChange, owner: string | null): Promise<void> {
  if (change !== 'signed-out') return;
  await Promise.all([
    // Its own chunk, as where the running index forgets it (index-client.ts). Waits for any tab
    // still holding the index open.
    import('../features/entries/find/index-vault').then((vault) => vault.forgetVault()),
    owner === null
      ? null
      : import('../features/import/job/job-store').then((jobs) =>
          jobs.defaultStore().deleteOwnerJobs(owner),
        ),
  ]).catch(() => {
    // No IndexedDB here (or the browser refused it): then nothing was kept either.
  });
}
