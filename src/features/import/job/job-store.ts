/**
 * Where import jobs live: IndexedDB, so a job (rows, keys, each row's state, created ids)
 * survives a reload or a closed tab. A memory store with the same interface serves tests.
 */
import { openDB, type DBSchema } from 'idb';
import { lazily } from '../../../lib/lazily';
import type { ImportJob, JobRow } from './job-types';

/** Where jobs are kept: the browser's database, or memory; the same interface either way. */
export type JobStore = ReturnType<typeof indexedDbStore>;

const ownedBy = (owner: string | null) => (job: ImportJob) => owner !== null && job.owner === owner;

interface ImportDb extends DBSchema {
  jobs: { key: string; value: ImportJob; indexes: { createdAt: number } };
  rows: { key: [string, number]; value: JobRow; indexes: { jobId: string } };
}

const DB_NAME = 'registry-console-import';

export function indexedDbStore() {
  // Opened on first use, once for this store.
  const db = lazily(() =>
    openDB<ImportDb>(DB_NAME, 1, {
      upgrade(database) {
        const jobs = database.createObjectStore('jobs', { keyPath: 'id' });
        jobs.createIndex('createdAt', 'createdAt');
        const rows = database.createObjectStore('rows', { keyPath: ['jobId', 'n'] });
        rows.createIndex('jobId', 'jobId');
      },
    }),
  );
  return {
    /** The newest job of `owner` (a token's stamp), if any. */
    async latestJob(owner: string | null): Promise<ImportJob | null> {
      const mine = ownedBy(owner);
      let cursor = await (
        await db()
      )
        .transaction('jobs')
        .store.index('createdAt')
        .openCursor(null, 'prev');
      while (cursor && !mine(cursor.value)) cursor = await cursor.continue();
      return cursor?.value ?? null;
    },
    async rows(jobId: string): Promise<JobRow[]> {
      const rows = await (await db()).getAllFromIndex('rows', 'jobId', jobId);
      return rows.sort((a, b) => a.n - b.n);
    },
    async putJob(job: ImportJob): Promise<void> {
      await (await db()).put('jobs', job);
    },
    async putRow(row: JobRow): Promise<void> {
      await (await db()).put('rows', row);
    },
    async putRows(rows: readonly JobRow[]): Promise<void> {
      const tx = (await db()).transaction('rows', 'readwrite');
      await Promise.all(rows.map((r) => tx.store.put(r)));
      await tx.done;
    },
    /** Removes one job and its rows. */
    async deleteJob(jobId: string): Promise<void> {
      const tx = (await db()).transaction(['jobs', 'rows'], 'readwrite');
      const rowStore = tx.objectStore('rows');
      const keys = await rowStore.index('jobId').getAllKeys(jobId);
      await Promise.all([
        tx.objectStore('jobs').delete(jobId),
        ...keys.map((k) => rowStore.delete(k)),
      ]);
      await tx.done;
    },
    /** Removes every job of `owner` and its rows: the session signed out. */
    async deleteOwnerJobs(owner: string): Promise<void> {
      const jobs = await (await db()).getAll('jobs');
      for (const job of jobs.filter(ownedBy(owner))) await this.deleteJob(job.id);
    },
    /** Removes every job (a new file replaces finished jobs; start-job.ts checks first). */
    async clear(): Promise<void> {
      const tx = (await db()).transaction(['jobs', 'rows'], 'readwrite');
      await Promise.all([tx.objectStore('jobs').clear(), tx.objectStore('rows').clear()]);
      await tx.done;
    },
  };
}

/** The same store in memory (tests; browsers without IndexedDB keep the job for the page's life). */
export function memoryStore(): JobStore & { writes: JobRow[] } {
  const jobs = new Map<string, ImportJob>();
  const rows = new Map<string, JobRow>();
  const writes: JobRow[] = [];
  const copy = <T>(value: T): T => structuredClone(value);
  const put = (row: JobRow) => {
    writes.push(copy(row));
    rows.set(`${row.jobId}:${row.n}`, copy(row));
  };
  return {
    writes,
    async latestJob(owner) {
      const all = [...jobs.values()]
        .filter(ownedBy(owner))
        .sort((a, b) => b.createdAt - a.createdAt);
      return all[0] ? copy(all[0]) : null;
    },
    async rows(jobId) {
      return [...rows.values()]
        .filter((r) => r.jobId === jobId)
        .sort((a, b) => a.n - b.n)
        .map(copy);
    },
    async putJob(job) {
      jobs.set(job.id, copy(job));
    },
    async putRow(row) {
      put(row);
    },
    async putRows(list) {
      list.forEach(put);
    },
    async deleteJob(jobId) {
      jobs.delete(jobId);
      for (const [key, row] of rows) if (row.jobId === jobId) rows.delete(key);
    },
    async deleteOwnerJobs(owner) {
      for (const job of [...jobs.values()].filter(ownedBy(owner))) await this.deleteJob(job.id);
    },
    async clear() {
      jobs.clear();
      rows.clear();
    },
  };
}

/** IndexedDB where the browser has it; else a memory store for the page's life. */
export function defaultStore(): JobStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
}
