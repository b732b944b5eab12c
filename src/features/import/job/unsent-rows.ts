/**
 * How many rows of the session's import are not sent yet: what a sign-out would drop, asked
 * before it (app/use-sign-out.tsx). Loaded only then.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client';
import { activityLogKind } from '../../../lib/activity-log';
import type { Services } from '../../../lib/services';
import { jobSessionKind } from './job-session';
import { countRows } from './job-types';

export async function unsentRows(
  services: Services,
  api: ApiClient,
  queryClient: QueryClient,
): Promise<number> {
  const activity = services.get(activityLogKind, api.session);
  const session = services.get(jobSessionKind, { api, queryClient, activity });
  const current = await session.loadJob();
  if (!current || current.job.status === 'done' || current.job.status === 'cancelled') return 0;
  return countRows(current.rows).left;
}
