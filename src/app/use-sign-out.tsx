/**
 * `Sign out`, from the header or from `Sign in again`: asks first when it would throw work away
 * (a draft, rows of an import not sent yet), then ends the session everywhere it was. What the
 * session kept goes in root-layout.tsx, however the session ends (here, in another tab).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useApi } from '../api/api-context';
import { useDraftStatus } from '../features/create-entry/draft-status';
import { useJobSessionSource } from '../features/import/job/job-session-source';
import { useServices } from '../lib/services';
import type { SignOutLoss } from './shell-dialogs';

// Asked only now and then: Sign out with work that would be lost.
const SignOutDialog = lazy(() =>
  import('./shell-dialogs').then((m) => ({ default: m.SignOutDialog })),
);

export function useSignOut(): { request: () => void; question: ReactNode } {
  const api = useApi();
  const services = useServices();
  const jobSession = useJobSessionSource();
  const draft = useDraftStatus();
  const [asking, setAsking] = useState<SignOutLoss | null>(null);

  function signOut() {
    api.session.clear('signed-out');
    services.toasts.show({ message: 'Signed out.', tone: 'info' }, 4000);
  }

  async function request() {
    // The import's rows are counted by its session, loaded only now.
    const unsent = await jobSession
      .load()
      .then((session) => session.unsentRows())
      // No job store here (storage refused): no job was kept either.
      .catch(() => 0);
    const loss = { draft: draft.isStored(), unsent };
    if (loss.draft || loss.unsent > 0) setAsking(loss);
    else signOut();
  }

  const question = asking ? (
    <Suspense fallback={null}>
      <SignOutDialog loss={asking} onConfirm={signOut} onClose={() => setAsking(null)} />
    </Suspense>
  ) : null;
  return { request: () => void request(), question };
}
