/**
 * What this browser created: single entries and import batches, newest first, for the
 * `Activity` screen. Kept in IndexedDB (never the token: nothing here comes from the session);
 * a memory log with the same interface serves tests. Each record is its token's (marked with the
 * session's owner stamp): another token's session neither lists nor clears it. Read back through
 * one schema (activity-record.ts), the newest MAX_RECORDS only.
 */
import type { DBSchema } from 'idb';
import {
  activityRecordSchema,
  boundRecord,
  type ActivityRecord,
  type NewActivity,
} from './activity-record';
import { lazily } from './lazily';
import type { Session } from './session';

export type { ActivityRecord, NewActivity } from './activity-record';

export interface ActivityLog {
  /** Keeps a record (replacing one with the same id); the oldest go past `MAX_RECORDS`. */
  add(record: NewActivity): Promise<void>;
  /** The session's newest records (at most MAX_RECORDS), newest first. */
  list(): Promise<ActivityRecord[]>;
  /** Removes the session's records. */
  clear(): Promise<void>;
}

/** Enough for weeks of work; a batch's report can be large, so not without end. */
export const MAX_RECORDS = 200;

/** Whose records the log keeps and reads: the session's owner stamp (null: signed out, none). */
type Owner = () => string | null;

interface ActivityDb extends DBSchema {
  records: { key: string; value: unknown; indexes: { at: number } };
}

export function indexedDbActivityLog(
  owner: Owner,
  name = 'registry-console-activity',
): ActivityLog {
  // The database code is loaded with the first record read or kept.
  const db = lazily(async () =>
    (await import('idb')).openDB<ActivityDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('records', { keyPath: 'id' }).createIndex('at', 'at');
      },
    }),
  );
  return {
    async add(record) {
      const mine = owner();
      if (mine === null) return;
      const tx = (await db()).transaction('records', 'readwrite');
      await tx.store.put(boundRecord(record, mine));
      // The oldest go first, whoever's they are; then anything whose time is not a time.
      let over = (await tx.store.count()) - MAX_RECORDS;
      let cursor = await tx.store.index('at').openCursor();
      while (cursor && over-- > 0) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    async list() {
      const mine = owner();
      const found: ActivityRecord[] = [];
      if (mine === null) return found;
      // Newest first, by the index, and no further than needed: never every record at once.
      let cursor = await (
        await db()
      )
        .transaction('records')
        .store.index('at')
        .openCursor(null, 'prev');
      while (cursor && found.length < MAX_RECORDS) {
        // A record that does not fit the schema is left out.
        const record = activityRecordSchema.safeParse(cursor.value).data;
        if (record?.owner === mine) found.push(record);
        cursor = await cursor.continue();
      }
      return found;
    },
    async clear() {
      const mine = owner();
      const tx = (await db()).transaction('records', 'readwrite');
      let cursor = await tx.store.openCursor();
      while (cursor) {
        const value = cursor.value as { owner?: unknown } | null;
        if (mine !== null && value?.owner === mine) await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
  };
}

/** The same log in memory (tests; browsers without IndexedDB keep it for the page's life). */
export function memoryActivityLog(owner: Owner = () => 'this-browser'): ActivityLog {
  let records: ActivityRecord[] = [];
  return {
    async add(record) {
      const mine = owner();
      if (mine === null) return;
      records = [...records.filter((r) => r.id !== record.id), boundRecord(record, mine)]
        .sort((a, b) => a.at - b.at)
        .slice(-MAX_RECORDS);
    },
    async list() {
      return records.filter((r) => r.owner === owner()).reverse();
    },
    async clear() {
      records = records.filter((r) => r.owner !== owner());
    },
  };
}

/** The app's activity log, for its session: the browser's database where there is one. */
export function createActivityLog(session: Session): ActivityLog {
  return typeof indexedDB === 'undefined'
    ? memoryActivityLog(session.owner)
    : indexedDbActivityLog(session.owner);
}

/** Keeps a record without holding up what made it; a log that cannot be written loses it. */
export function keepActivity(log: ActivityLog, record: NewActivity): void {
  log.add(record).catch(() => {
    // Storage refused (private mode, quota): the work itself is done; only the record is lost.
  });
}
