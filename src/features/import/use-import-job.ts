/** The import screen's view of the page's job: an immutable snapshot, and what can be done to it. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { refreshEntryLists } from '../../api/entries';
import { useApi } from '../../api/api-context';
import {
  activeJob,
  cancelJob,
  discardJob,
  loadJob,
  pauseJob,
  retryFailedRows,
  runJob,
} from './job-session';
import { jobSnapshots, type JobSnapshot } from './job-snapshot';
import { createJob, type StartOptions, type StartResult, type StartRow } from './start-job';

export type JobView = JobSnapshot;

export function useImportJob() {
  const queryClient = useQueryClient();
  const api = useApi();
  const view = useSyncExternalStore(jobSnapshots.subscribe, jobSnapshots.get);
  const [loading, setLoading] = useState(() => jobSnapshots.get() === null);

  useEffect(() => {
    let alive = true;
    // Paused by a rejected token, and this screen is shown signed in again: carry on where it
    // stopped (also when the pause lands after the person has signed in).
    const resumeAfterSignIn = () => {
      const current = activeJob();
      if (!alive || !current || current.runner || !api.session.token()) return;
      if (current.job.status === 'paused' && current.job.pausedBy === 'sign-in') {
        void runJob(api, () => refreshEntryLists(queryClient));
      }
    };
    const unsubscribe = jobSnapshots.subscribe(resumeAfterSignIn);
    void loadJob()
      .then(() => {
        if (!alive) return;
        resumeAfterSignIn();
        setLoading(false);
      })
      .catch(() => alive && setLoading(false));
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [api, queryClient]);

  const onEnd = useCallback(() => void refreshEntryLists(queryClient), [queryClient]);

  return {
    view,
    loading,
    start: useCallback(
      async (name: string, rows: StartRow[], options?: StartOptions): Promise<StartResult> => {
        try {
          const result = await createJob(name, rows, options);
          if (result.ok) void runJob(api, onEnd);
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
      [api, onEnd],
    ),
    resume: useCallback(() => void runJob(api, onEnd), [api, onEnd]),
    retryFailed: useCallback(() => void retryFailedRows(api, onEnd), [api, onEnd]),
    pause: pauseJob,
    cancel: cancelJob,
    discard: discardJob,
  };
}
