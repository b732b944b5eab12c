/**
 * The app's import session, handed down by `JobSessionContext`: made once, from what the app
 * was put together with (src/app/app-services.ts), by the first that needs it — the import's
 * screen with its own code (`make`), or the sign-out question, which loads that code only then
 * (`load`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiClient } from '../../../api/api-client';
import type { ActivityLog } from '../../../lib/activity-log';
import type { createJobSession, JobSession } from './job-session';

export type JobSessionSource = ReturnType<typeof jobSessionSource>;

export function jobSessionSource(api: ApiClient, queryClient: QueryClient, activity: ActivityLog) {
  let made: JobSession | null = null;
  /** The session, made now if it is not yet. */
  const make = (create: typeof createJobSession) =>
    (made ??= create({ api, queryClient, activity }));
  return {
    make,
    /** The session, its code loaded first if it is not made yet. */
    load: async () => made ?? make((await import('./job-session')).createJobSession),
  };
}

export const JobSessionContext = createContext<JobSessionSource | null>(null);

export const useJobSessionSource = (): JobSessionSource => useContext(JobSessionContext)!;
