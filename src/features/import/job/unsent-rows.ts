/**
 * How many rows of the session's import are not sent yet: what a sign-out would drop, asked
 * before it (app/use-sign-out.tsx).
 */
import type { JobSessionSource } from './job-session-source';
import { countRows } from './job-types';

export async function unsentRows(jobSession: JobSessionSource): Promise<number> {
  const current = await (await jobSession.load()).loadJob();
  if (!current || current.job.status === 'done' || current.job.status === 'cancelled') return 0;
  return countRows(current.rows).left;
}
