/** The import screen's view of the page's job: an immutable snapshot, and what can be done to it. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { refreshEntryLists } from '../../../api/entries';
import { useApi } from '../../../api/api-context';
import { createJobSession } from './job-session';
import { useJobSessionSource } from './job-session-source';
import type { JobSnapshot } from './job-snapshot';
import { createJob, type StartOptions, type StartResult, type StartRow } from './start-job';

export type JobView = JobSnapshot;

export function useImportJob() {
  const queryClient = useQueryClient();
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

  const onEnd = useCallback(() => void refreshEntryLists(queryClient), [queryClient]);

  return {
    view,
    loading,
    start: useCallback(
      async (name: string, rows: StartRow[], options?: StartOptions): Promise<StartResult> => {
        try {
          const result = await createJob(session, name, rows, options);
          if (result.ok) void session.runJob(onEnd);
          return result;
        } catch (error) {
          // Storage refused the job (full, or private mode): nothing was sent.
          const detail = error instanceof Error ? error.message : String(error);
          return {
            ok: false,
            reason: `Not started: this browser could not store the import (${detail}). Nothing was sent.`,
          };
        }
      },
      [session, onEnd],
    ),
    resume: useCallback(() => void session.runJob(onEnd), [session, onEnd]),
    retryFailed: useCallback(() => void session.retryFailedRows(onEnd), [session, onEnd]),
    pause: session.pauseJob,
    cancel: session.cancelJob,
    discard: session.discardJob,
  };
}
