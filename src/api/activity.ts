/** The Activity screen's read of what this browser created (lib/activity-log.ts). */
import { queryOptions } from '@tanstack/react-query';
import type { ActivityLog } from '../lib/activity-log';

export const activityKeys = { all: ['activity'] as const };

export const activityQueries = {
  /** Read afresh each visit (another tab may have created since); a local read is not retried. */
  list: (log: ActivityLog) =>
    queryOptions({
      queryKey: activityKeys.all,
      queryFn: () => log.list(),
      staleTime: 0,
      retry: false,
    }),
};
