/** What an import run is given, and how it can end (run-import.ts). */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client';
import { createEntryMutation, createVariables } from '../../../api/create-once/create-mutation';
import {
  DEFAULT_WALK_MAX_ENTRIES,
  walkFolder,
  type FolderWalk,
} from '../../../api/create-once/folder-walk';
import { keyHeaderStatus } from '../../../api/create-once/key-header';
import { readBaseline } from '../../../api/create-once/folder-read';
import type { FolderBaseline } from '../../../api/create-once/folder-match';
import type { JobStore } from './job-store';
import type { RateLimitPolicy } from './rate-limit';
import type { ImportJob, JobRow } from './job-types';

export type RunEnd = 'done' | 'paused' | 'cancelled' | 'sign-in';

export interface RunnerOptions {
  store: JobStore;
  job: ImportJob;
  /** The job's rows; the runner updates them in place (the screen reads them). */
  rows: JobRow[];
  concurrency: number;
  send: (row: JobRow) => Promise<{ id: string }>;
  /** The server deduplicates by key and the key reaches it: a row in doubt may go again. */
  canResendInDoubt: boolean;
  /** Reads a folder once for rows whose answers were lost (used when they cannot be resent). */
  walkFolder?: (
    folder: string,
    since: number,
    signal: AbortSignal,
    baseline: FolderBaseline | null,
  ) => Promise<FolderWalk>;
  /**
   * Reads a folder just before its first row goes out (with `walkFolder`): a lost answer is
   * then never matched to an entry that was there before. Without it, only the server's clock
   * can tell, and where it cannot a row stays unknown.
   */
  readBaseline?: (folder: string, signal: AbortSignal) => Promise<FolderBaseline | null>;
  /** How long after the last lost answer the walk waits: the server may still be working. */
  settleMs?: number;
  onChange?: () => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** How a 429 is waited out (rate-limit.ts): its floor, cap and tries, where not the default. */
  rateLimit?: Partial<RateLimitPolicy>;
}

/**
 * What a run sends with: creates exactly once through create-once, each the create mutation
 * of `queryClient`, folder reads for lost answers, and the client's settings (concurrency,
 * resending, timeouts, 429 tries).
 */
export function sendingWith(api: ApiClient, queryClient: QueryClient) {
  const { resendLostCreates, importConcurrency, requestTimeoutMs, import429Tries } = api.config;
  return {
    concurrency: importConcurrency,
    canResendInDoubt: resendLostCreates && keyHeaderStatus(api) === 'allowed',
    walkFolder: (folder, since, signal, baseline) =>
      walkFolder(api, queryClient, {
        folder,
        since,
        baseline,
        signal,
        maxEntries: DEFAULT_WALK_MAX_ENTRIES,
      }),
    readBaseline: (folder, signal) => readBaseline(api, queryClient, folder, signal),
    settleMs: requestTimeoutMs,
    // The client's clock, the one a row's first attempt is timed by everywhere.
    now: api.now,
    rateLimit: { tries: import429Tries },
    // The form's create mutation, row by row: sent, waited on and tried again the same way.
    send: async (row) => {
      const observer = new MutationObserver(queryClient, createEntryMutation(api));
      const { id } = await observer.mutate(createVariables(row.body!, row.key));
      return { id };
    },
  } satisfies Partial<RunnerOptions>;
}
