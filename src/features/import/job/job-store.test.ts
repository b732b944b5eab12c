/** The job store keeps the same jobs and rows in the browser's database as in memory. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIndexedDb } from '../../../testing/fake-indexed-db';
import { defaultStore, memoryStore, type JobStore } from './job-store';
import type { ImportJob, JobRow } from './job-types';

const job = (id: string, owner: string, createdAt: number): ImportJob => ({
  id,
  owner,
  fileName: `${id}.csv`,
  createdAt,
  status: 'paused',
});
const row = (jobId: string, n: number): JobRow => ({
  jobId,
  n,
  title: `T ${n}`,
  folder: 'imports',
  problems: [],
  key: `${jobId}-${n}`,
  state: 'pending',
});

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['IndexedDB', () => (stubIndexedDb(), defaultStore())],
  ['memory', () => memoryStore()],
])('the job store in %s', (_, make: () => JobStore) => {
  it('keeps jobs by owner, rows in order, and removes them', async () => {
    const store = make();
    await store.putRows([row('a', 2), row('a', 1), row('b', 1)]);
    await store.putJob(job('a', 'me', 1));
    await store.putJob(job('b', 'me', 2));
    await store.putJob(job('c', 'other', 3));
    expect((await store.latestJob('me'))?.id).toBe('b');
    expect(await store.latestJob(null)).toBeNull();
    expect((await store.rows('a')).map((r) => r.n)).toEqual([1, 2]);
    await store.putRows([{ ...row('a', 1), state: 'created', id: 'e1' }]);
    expect((await store.rows('a'))[0]).toMatchObject({ state: 'created', id: 'e1' });
    await store.deleteJob('b');
    expect((await store.latestJob('me'))?.id).toBe('a');
    expect(await store.rows('b')).toEqual([]);
    await store.deleteOwnerJobs('me');
    expect(await store.latestJob('me')).toBeNull();
    expect(await store.rows('a')).toEqual([]);
    expect((await store.latestJob('other'))?.id).toBe('c');
    await store.clear();
    expect(await store.latestJob('other')).toBeNull();
  });
});
