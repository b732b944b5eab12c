/** The import screen's view of the page's job: an immutable snapshot, and what can be done to it. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../../api/api-context';
import { createJobSession } from './job-session';
import { useJobSessionSource } from './job-session-source';
import { createJob, type StartResult, type StartRow } from './start-job';

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

  async function start(
    name: string,
    rows: StartRow[],
    onProgress?: (written: number, total: number) => void,
  ): Promise<StartResult> {
    try {
      const result = await createJob(session, name, rows, onProgress);
      if (result.ok) void session.runJob();
      return result;
    } catch (error) {
      // Storage refused the job (full, or private mode): nothing was sent.
      const detail = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        reason: `Not started: this browser could not store the import (${detail}). Nothing was sent.`,
      };
    }
  }

  return {
    view,
    loading,
    start,
    resume: () => void session.runJob(),
    retryFailed: () => void session.retryFailedRows(),
    pause: session.pauseJob,
    cancel: session.cancelJob,
    discard: session.discardJob,
  };
}
