// @vitest-environment jsdom
/**
 * Starting an import from a second tab: a job another tab runs, or has not finished, is never
 * cleared or copied; this tab says why it cannot start, and shows that job.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckedRow } from '../check/check-rows';
import { createJobSession, type JobSession } from './job-session';
import { memoryStore } from './job-store';
import type { ImportJob, JobRow } from './job-types';
import { ROWS_PER_WRITE, createJob } from './start-job';
import { testApi, testQueryClient } from '../../../testing/api';
import { ownerStamp } from '../../../lib/session';
import { DEMO_TOKEN } from '../../../lib/demo';
import { memoryActivityLog, type ActivityLog } from '../../../lib/activity-log';

/** Web Locks where another tab holds `held` (a job's lock); every other lock is free. */
function otherTabHolds(held: string | null) {
  const requests: string[] = [];
  const locks = {
    query: async () => ({ held: held ? [{ name: held, mode: 'exclusive' }] : [], pending: [] }),
    request: async (
      name: string,
      options: LockOptions | ((lock: Lock | null) => unknown),
      callback?: (lock: Lock | null) => unknown,
    ) => {
      requests.push(name);
      const run = callback ?? (options as (lock: Lock | null) => unknown);
      const ifAvailable = typeof options === 'object' && options.ifAvailable;
      if (name !== held) return run({ name, mode: 'exclusive' } as Lock);
      // Held by the other tab for the whole test: a request that waits never gets it.
      return ifAvailable ? run(null) : new Promise(() => undefined);
    },
  };
  vi.stubGlobal('navigator', { ...navigator, locks });
  return requests;
}

const running: ImportJob = {
  id: 'job-a',
  fileName: 'a.csv',
  owner: ownerStamp(DEMO_TOKEN),
  createdAt: 1,
  status: 'running',
};
const storedRow = (n: number): JobRow => ({
  jobId: running.id,
  n,
  title: `A ${n}`,
  folder: 'imports',
  problems: [],
  body: { title: `A ${n}`, folder_id: 'imports', template: 'PASS', metadata: [] },
  key: `key-${n}`,
  state: n === 1 ? 'created' : 'pending',
});
const checked = (count: number): CheckedRow[] =>
  Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    line: i + 2,
    title: `B ${i + 1}`,
    folder: 'imports',
    problems: [],
    body: { title: `B ${i + 1}`, folder_id: 'imports', template: 'PASS', metadata: [] },
  }));

let store: ReturnType<typeof memoryStore>;
let activity: ActivityLog;
let session: JobSession;
let queryClient: ReturnType<typeof testQueryClient>;
beforeEach(() => {
  activity = memoryActivityLog();
  store = memoryStore();
  queryClient = testQueryClient();
  session = createJobSession({ api: testApi({ token: DEMO_TOKEN }), queryClient, activity }, store);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('starting an import', () => {
  it('does not start while another tab runs a job: that job stays stored whole', async () => {
    await store.putRows([storedRow(1), storedRow(2)]);
    await store.putJob(running);
    const requests = otherTabHolds('registry-console-import:job-a');
    const result = await createJob(session, 'b.csv', checked(3));
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Not started: another tab is importing a\.csv right now\./),
    });
    expect(requests).toContain('registry-console-import:start');
    expect(await store.latestJob(ownerStamp(DEMO_TOKEN))).toEqual(running);
    expect((await store.rows('job-a')).map((r) => r.title)).toEqual(['A 1', 'A 2']);
    expect(store.writes.filter((r) => r.jobId !== 'job-a')).toEqual([]);
    // This tab now follows that job, as running in the other tab.
    expect(session.activeJob()?.job.id).toBe('job-a');
    expect(session.activeJob()?.elsewhere).toBe(true);
  });

  it('does not start over an interrupted job: it offers that one to resume', async () => {
    await store.putRows([storedRow(2)]);
    await store.putJob({ ...running, status: 'paused', pausedBy: 'person' });
    otherTabHolds(null);
    const result = await createJob(session, 'b.csv', checked(3));
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/the import of a\.csv is not finished/),
    });
    expect(session.activeJob()?.job.id).toBe('job-a');
    expect(session.activeJob()?.elsewhere).toBe(false);
    expect(await store.rows('job-a')).toHaveLength(1);
  });

  it('replaces a finished job, writing the rows a chunk at a time and the job last', async () => {
    await store.putRows([storedRow(1)]);
    await store.putJob({ ...running, status: 'done' });
    const seen: string[] = [];
    const total = ROWS_PER_WRITE * 2 + 5;
    const result = await createJob(session, 'b.csv', checked(total), (written, all) =>
      seen.push(`${written}/${all}`),
    );
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual([
      `0/${total}`,
      `${ROWS_PER_WRITE}/${total}`,
      `${ROWS_PER_WRITE * 2}/${total}`,
      `${total}/${total}`,
    ]);
    const job = await store.latestJob(ownerStamp(DEMO_TOKEN));
    expect(job?.fileName).toBe('b.csv');
    expect(await store.rows('job-a')).toEqual([]);
    expect(await store.rows(job!.id)).toHaveLength(total);
  });

  it('makes one job when started twice at once', async () => {
    const [first, second] = await Promise.all([
      createJob(session, 'b.csv', checked(4)),
      createJob(session, 'b.csv', checked(4)),
    ]);
    expect(first).toEqual({ ok: true });
    expect(second.ok).toBe(false);
    expect(store.writes).toHaveLength(4);
  });

  it('says so when storage refuses the job, and leaves none to show', async () => {
    store.putRows = () => Promise.reject(new Error('QuotaExceededError'));
    const result = await createJob(session, 'b.csv', checked(2));
    expect(result).toEqual({
      ok: false,
      reason:
        'Not started: this browser could not store the import (QuotaExceededError). Nothing was sent.',
    });
    expect(session.activeJob()).toBeNull();
    expect(session.starting).toBe(false);
  });
});
