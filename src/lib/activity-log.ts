/**
 * What this browser created: single entries and import batches, newest first, for the
 * `Activity` screen. Kept in IndexedDB (never the token: nothing here comes from the session);
 * a memory log with the same interface serves tests.
 */
import { openDB, type DBSchema } from 'idb';
import { lazily } from './lazily';
import type { ServiceKind } from './services';

export interface ActivityRecord {
  /** `entry:<id>` for a single entry, `import:<job id>` for a batch (kept again when it ends again). */
  id: string;
  kind: 'entry' | 'import';
  /** When it ended, in the browser's clock. */
  at: number;
  /** The entry's title, or the imported file's name. */
  title: string;
  /** The entry's folder; a batch's folders. */
  folders: string[];
  /** What became of it: "Created", or a batch's counts. */
  outcome: string;
  /** The entries it made. */
  entryIds: string[];
  /** A batch's report (CSV) and its file name, as the import's `Download report` gives it. */
  report?: { name: string; csv: string };
}

export interface ActivityLog {
  /** Keeps a record (replacing one with the same id); the oldest go past `MAX_RECORDS`. */
  add(record: ActivityRecord): Promise<void>;
  /** Every record, newest first. */
  list(): Promise<ActivityRecord[]>;
  clear(): Promise<void>;
}

/** Enough for weeks of work; a batch's report can be large, so not without end. */
export const MAX_RECORDS = 200;

interface ActivityDb extends DBSchema {
  records: { key: string; value: ActivityRecord; indexes: { at: number } };
}

export function indexedDbActivityLog(name = 'registry-console-activity'): ActivityLog {
  const db = lazily(() =>
    openDB<ActivityDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('records', { keyPath: 'id' }).createIndex('at', 'at');
      },
    }),
  );
  return {
    async add(record) {
      const tx = (await db()).transaction('records', 'readwrite');
      await tx.store.put(record);
      let over = (await tx.store.count()) - MAX_RECORDS;
      let cursor = await tx.store.index('at').openCursor();
      while (cursor && over-- > 0) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    async list() {
      return (await (await db()).getAllFromIndex('records', 'at')).reverse();
    },
    async clear() {
      await (await db()).clear('records');
    },
  };
}

export function memoryActivityLog(): ActivityLog {
  let records: ActivityRecord[] = [];
  return {
    async add(record) {
      records = [...records.filter((r) => r.id !== record.id), record]
        .sort((a, b) => a.at - b.at)
        .slice(-MAX_RECORDS);
    },
    async list() {
      return [...records].reverse();
    },
    async clear() {
      records = [];
    },
  };
}

/** The app's activity log: the browser's database where there is one, else kept in memory. */
export const activityLogKind: ServiceKind<ActivityLog, void> = {
  make: () => (typeof indexedDB === 'undefined' ? memoryActivityLog() : indexedDbActivityLog()),
};

/** Keeps a record without holding up what made it; a log that cannot be written loses it. */
export function keepActivity(log: ActivityLog, record: ActivityRecord): void {
  log.add(record).catch(() => {
    // Storage refused (private mode, quota): the work itself is done; only the record is lost.
  });
}
