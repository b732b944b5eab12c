/**
 * Where import jobs live: IndexedDB, so a job (rows, keys, each row's state, created ids)
 * survives a reload or a closed tab. One store over two tables; without IndexedDB (and in tests)
 * the tables are kept in memory for the page's life.
 */
import { openDB, type DBSchema } from 'idb';
import { lazily } from '../../../lib/lazily';
import type { ImportJob, JobRow } from './job-types';

/** What the store keeps its jobs and rows in: the browser's database, or memory. */
interface Tables {
  jobs(): Promise<ImportJob[]>;
  rows(jobId: string): Promise<JobRow[]>;
  put(jobs: readonly ImportJob[], rows: readonly JobRow[]): Promise<void>;
  /** Removes these jobs and their rows; every job and row when `ids` is null. */
  remove(ids: readonly string[] | null): Promise<void>;
}

interface ImportDb extends DBSchema {
  jobs: { key: string; value: ImportJob; indexes: { createdAt: number } };
  rows: { key: [string, number]; value: JobRow; indexes: { jobId: string } };
}

function indexedDbTables(): Tables {
  // Opened on first use, once for this store.
  const db = lazily(() =>
    openDB<ImportDb>('registry-console-import', 1, {
      upgrade(database) {
        const jobs = database.createObjectStore('jobs', { keyPath: 'id' });
        jobs.createIndex('createdAt', 'createdAt');
        const rows = database.createObjectStore('rows', { keyPath: ['jobId', 'n'] });
        rows.createIndex('jobId', 'jobId');
      },
    }),
  );
  return {
    jobs: async () => (await db()).getAll('jobs'),
    rows: async (jobId) => (await db()).getAllFromIndex('rows', 'jobId', jobId),
    async put(jobs, rows) {
      const tx = (await db()).transaction(['jobs', 'rows'], 'readwrite');
      await Promise.all([
        ...jobs.map((job) => tx.objectStore('jobs').put(job)),
        ...rows.map((row) => tx.objectStore('rows').put(row)),
        tx.done,
      ]);
    },
    async remove(ids) {
      const tx = (await db()).transaction(['jobs', 'rows'], 'readwrite');
      const [jobs, rows] = [tx.objectStore('jobs'), tx.objectStore('rows')];
      if (ids === null) return void (await Promise.all([jobs.clear(), rows.clear(), tx.done]));
      for (const id of ids) {
        const keys = await rows.index('jobId').getAllKeys(id);
        await Promise.all([jobs.delete(id), ...keys.map((key) => rows.delete(key))]);
      }
      await tx.done;
    },
  };
}

/** The same tables in memory; every row written is also listed in `writes` (tests read it). */
function memoryTables(writes: JobRow[]): Tables {
  const jobs = new Map<string, ImportJob>();
  const rows = new Map<string, JobRow>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    jobs: async () => [...jobs.values()].map(copy),
    rows: async (jobId) => [...rows.values()].filter((row) => row.jobId === jobId).map(copy),
    async put(newJobs, newRows) {
      for (const job of newJobs) jobs.set(job.id, copy(job));
      for (const row of newRows) {
        writes.push(copy(row));
        rows.set(`${row.jobId}:${row.n}`, copy(row));
      }
    },
    async remove(ids) {
      for (const id of ids ?? [...jobs.keys()]) jobs.delete(id);
      for (const [key, row] of rows) if (ids === null || ids.includes(row.jobId)) rows.delete(key);
    },
  };
}

const ownedBy = (owner: string | null) => (job: ImportJob) => owner !== null && job.owner === owner;

function jobStore(tables: Tables) {
  return {
    /** The newest job of `owner` (a token's stamp), if any. */
    async latestJob(owner: string | null): Promise<ImportJob | null> {
      const mine = (await tables.jobs()).filter(ownedBy(owner));
      return mine.sort((a, b) => b.createdAt - a.createdAt)[0] ?? null;
    },
    rows: async (jobId: string) => (await tables.rows(jobId)).sort((a, b) => a.n - b.n),
    putJob: (job: ImportJob) => tables.put([job], []),
    /** Rows written in one transaction. */
    putRows: (rows: readonly JobRow[]) => tables.put([], rows),
    /** Removes one job and its rows. */
    deleteJob: (jobId: string) => tables.remove([jobId]),
    /** Removes every job of `owner` and its rows: the session signed out. */
    async deleteOwnerJobs(owner: string): Promise<void> {
      await tables.remove((await tables.jobs()).filter(ownedBy(owner)).map((job) => job.id));
    },
    /** Removes every job (a new file replaces finished jobs; start-job.ts checks first). */
    clear: () => tables.remove(null),
  };
}

export type JobStore = ReturnType<typeof jobStore>;

/** A store in memory (tests; browsers without IndexedDB), listing every row written. */
export function memoryStore(): JobStore & { writes: JobRow[] } {
  const writes: JobRow[] = [];
  return { ...jobStore(memoryTables(writes)), writes };
}

/** IndexedDB where the browser has it; else a memory store for the page's life. */
export function defaultStore(): JobStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : jobStore(indexedDbTables());
}
