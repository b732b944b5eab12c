/** The import screen's view of the page's job, re-rendered at most a few times a second. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { refreshEntryLists } from '../../api/entries';
import { useApi } from '../../api/api-context';
import {
  activeJob,
  cancelJob,
  discardJob,
  loadJob,
  pauseJob,
  runJob,
  subscribe,
  type ActiveJob,
} from './job-session';
import { countRows, type JobCounts } from './job-types';
import type { PreviewFile } from './preview-engine';
import { createJob, type StartOptions, type StartResult } from './start-job';

export interface JobView {
  active: ActiveJob;
  counts: JobCounts;
  /** Rows settled per second in this run. */
  rate: number;
  /** Milliseconds a 429 still holds the import. */
  slowedFor: number;
  /** Bumped on every change, so the table re-renders rows changed in place. */
  version: number;
}

const FRAME_MS = 200;

function snapshot(version: number): JobView | null {
  const current = activeJob();
  if (!current) return null;
  return {
    active: current,
    counts: countRows(current.rows),
    rate: current.runner?.rate() ?? 0,
    slowedFor: current.runner?.slowedFor() ?? 0,
    version,
  };
}

export function useImportJob() {
  const queryClient = useQueryClient();
  const api = useApi();
  const [view, setView] = useState<JobView | null>(() => snapshot(0));
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let version = 0;
    const update = () => {
      timer = null;
      version += 1;
      setView(snapshot(version));
      resumeAfterSignIn();
    };
    const unsubscribe = subscribe(() => {
      timer ??= setTimeout(update, FRAME_MS);
    });
    // Paused by a rejected token, and this screen is shown signed in again: carry on where it
    // stopped (also when the pause lands after the person has signed in).
    const resumeAfterSignIn = () => {
      const current = activeJob();
      if (!alive || !current || current.runner || !api.session.token()) return;
      if (current.job.status === 'paused' && current.job.pausedBy === 'sign-in') {
        void runJob(api, () => refreshEntryLists(queryClient));
      }
    };
    let alive = true;
    void loadJob()
      .then(() => {
        if (!alive) return;
        update();
        setLoading(false);
      })
      .catch(() => alive && setLoading(false));
    return () => {
      alive = false;
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [api, queryClient]);

  const onEnd = useCallback(() => void refreshEntryLists(queryClient), [queryClient]);

  return {
    view,
    loading,
    start: useCallback(
      async (file: PreviewFile, options?: StartOptions): Promise<StartResult> => {
        try {
          const result = await createJob(file.name, file.rows, options);
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
    pause: pauseJob,
    cancel: cancelJob,
    discard: discardJob,
  };
}
