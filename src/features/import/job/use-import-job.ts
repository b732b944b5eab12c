/** The import screen's view of the page's job: the session, and an immutable snapshot of its job. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../../api/api-context';
import { createJobSession } from './job-session';
import { useJobSessionSource } from './job-session-source';

export function useImportJob() {
  const api = useApi();
  const session = useJobSessionSource().make(createJobSession);
  const { snapshots } = session;
  const view = useSyncExternalStore(snapshots.subscribe, snapshots.get);
  const [loading, setLoading] = useState(() => snapshots.get() === null);

  useEffect(() => {
    let alive = true;
    // The job kept from an earlier visit, reload or closed tab. Paused by a rejected token, it
    // goes on once its token is signed in again (job-session.ts): also after a reload.
    void session
      .loadJob()
      .then(() => {
        if (!alive) return;
        if (api.session.token()) session.resumeAfterSignIn();
        setLoading(false);
      })
      .catch(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [api, session]);

  return { session, view, loading };
}
