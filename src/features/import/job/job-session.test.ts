// @vitest-environment jsdom
/**
 * The page's job and other tabs: a job whose lock another tab holds is shown as running there
 * from the start, and once that tab lets go this page shows where the job got to; Resume while
 * another tab runs it sends nothing.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEntryMutation } from '../../../api/create-once/create-mutation';
import { memoryStore } from './job-store';
import { createJobSession, type JobSession } from './job-session';
import type { ImportJob, JobRow } from './job-types';
import { IN_DOUBT } from '../check/row-messages';
import { testApi, testQueryClient } from '../../../testing/api';
import { ownerStamp } from '../../../lib/session';
import { DEMO_TOKEN } from '../../../lib/demo';
import { memoryActivityLog, type ActivityLog } from '../../../lib/activity-log';

/** Web Locks as another tab holding the job's lock would make them look, until `release()`. */
function otherTabHolds(name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = true;
  void released.then(() => (held = false));
  const requests: string[] = [];
  const locks = {
    query: async () => ({ held: held ? [{ name, mode: 'exclusive' }] : [], pending: [] }),
    request: async (
      lockName: string,
      options: LockOptions | ((lock: Lock | null) => unknown),
      callback?: (lock: Lock | null) => unknown,
    ) => {
      const run = callback ?? (options as (lock: Lock | null) => unknown);
      const ifAvailable = typeof options === 'object' && options.ifAvailable;
      requests.push(`${lockName}${ifAvailable ? ' if available' : ''}`);
      if (held && ifAvailable) return run(null);
      if (held) await released;
      return run({ name: lockName, mode: 'exclusive' } as Lock);
    },
  };
  vi.stubGlobal('navigator', { ...navigator, locks });
  return { release, requests };
}

const job: ImportJob = {
  id: 'job-1',
  fileName: 'rows.csv',
  owner: ownerStamp(DEMO_TOKEN),
  createdAt: 1,
  status: 'running',
};
const row = (n: number, state: JobRow['state']): JobRow => ({
  jobId: job.id,
  n,
  title: `Row ${n}`,
  folder: 'imports',
  problems: [],
  body: { title: `Row ${n}`, folder_id: 'imports', template: 'PASS', metadata: [] },
  key: `key-${n}`,
  state,
});

let store: ReturnType<typeof memoryStore>;
let activity: ActivityLog;
let session: JobSession;
let queryClient: ReturnType<typeof testQueryClient>;
beforeEach(async () => {
  activity = memoryActivityLog();
  store = memoryStore();
  queryClient = testQueryClient();
  await store.putRows([row(1, 'created'), row(2, 'sending'), row(3, 'pending')]);
  await store.putJob(job);
  session = createJobSession({ api: testApi({ token: DEMO_TOKEN }), queryClient, activity }, store);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a job another tab is running', () => {
  it('is shown as running elsewhere from the start, and caught up once that tab stops', async () => {
    const other = otherTabHolds('registry-console-import:job-1');
    const loaded = await session.loadJob();
    expect(loaded?.elsewhere).toBe(true);

    // The other tab finishes the job, then lets go of the lock.
    await store.putRows([row(2, 'created'), row(3, 'created')]);
    await store.putJob({ ...job, status: 'done' });
    other.release();
    await waitFor(() => expect(session.activeJob()?.elsewhere).toBe(false));
    expect(session.activeJob()?.job.status).toBe('done');
    expect(session.activeJob()?.rows.map((r) => r.state)).toEqual([
      'created',
      'created',
      'created',
    ]);
  });

  it('Resume while the other tab holds the lock sends nothing and says where the job runs', async () => {
    const other = otherTabHolds('registry-console-import:job-1');
    const send = vi.spyOn(globalThis, 'fetch');
    await session.loadJob();
    await session.runJob();
    expect(session.activeJob()?.elsewhere).toBe(true);
    expect(session.activeJob()?.runner).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(other.requests).toContain('registry-console-import:job-1 if available');
    other.release();
    await waitFor(() => expect(session.activeJob()?.elsewhere).toBe(false));
  });

  it('is interrupted when no tab holds its lock (a reload, a closed tab)', async () => {
    const other = otherTabHolds('registry-console-import:job-1');
    other.release();
    await Promise.resolve();
    expect((await session.loadJob())?.elsewhere).toBe(false);
  });
});

describe('Cancel of a job no tab is running', () => {
  it('marks the rows not sent cancelled and leaves the rows due a look in doubt', async () => {
    const due: JobRow = { ...row(2, 'unknown'), lookup: 'due', message: 'Looked for later.' };
    await store.putRows([due]);
    await store.putJob({ ...job, status: 'paused' });
    await session.loadJob();
    await session.cancelJob();
    const rows = await store.rows(job.id);
    expect(rows.map((r) => r.state)).toEqual(['created', 'unknown', 'cancelled']);
    expect(rows[1]).toMatchObject({ lookup: undefined, message: IN_DOUBT });
    expect((await store.latestJob(ownerStamp(DEMO_TOKEN)))?.status).toBe('cancelled');
    // Listed under Activity as it ended, with its report.
    const [kept] = await activity.list();
    expect(kept).toMatchObject({
      id: 'import:job-1',
      kind: 'import',
      title: 'rows.csv',
      folders: ['imports'],
      outcome: '3 rows: 1 created, 1 unknown, 1 not sent (cancelled)',
    });
    expect(kept!.report).toMatchObject({ name: 'import-report-rows.csv' });
    expect(kept!.report!.csv).toContain('Row 3,imports,not sent (cancelled)');
  });
});

describe('a job this tab runs', () => {
  it('sends each row as a create mutation, under the one key every create has', async () => {
    session = createJobSession(
      { api: testApi({ token: DEMO_TOKEN }), queryClient, activity },
      store,
    );
    await store.putRows([row(2, 'pending')]);
    await session.loadJob();
    await session.runJob();
    const rows = await store.rows(job.id);
    expect(rows.map((r) => r.state)).toEqual(['created', 'created', 'created']);
    const creates = queryClient
      .getMutationCache()
      .findAll({ mutationKey: createEntryMutation(testApi()).mutationKey });
    expect(creates.map((m) => m.state.status)).toEqual(['success', 'success']);
    const [kept] = await activity.list();
    expect(kept).toMatchObject({ outcome: '3 rows: 3 created' });
    expect(kept!.entryIds).toEqual(rows.flatMap((r) => (r.id ? [r.id] : [])));
    expect(kept!.entryIds.length).toBeGreaterThanOrEqual(2);
  });
});
