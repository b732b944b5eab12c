/**
 * Where the demo backend keeps what people create: IndexedDB, one record per entry and one per
 * stored idempotency answer, so a change writes only itself (a whole-state JSON string in
 * localStorage hit its quota at about 10,000 entries). A memory store with the same interface
 * serves tests.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredEntry } from './seed';
import type { StoredAnswer } from './settings';

/** Created entries and stored answers, as loaded or as one migration writes them. */
export interface DemoData {
  entries: StoredEntry[];
  answers: [key: string, answer: StoredAnswer][];
}

/** What changed since the last write: written together, in one transaction. */
export interface Changes extends DemoData {
  /** Idempotency keys whose answers expired. */
  dropped: string[];
}

export interface DemoStore {
  load(): Promise<DemoData>;
  write(changes: Changes): Promise<void>;
  /** Everything replaced by `data` at once (the one-time move from localStorage). */
  replace(data: DemoData): Promise<void>;
  clear(): Promise<void>;
}

interface DemoDb extends DBSchema {
  entries: { key: string; value: StoredEntry };
  answers: { key: string; value: StoredAnswer };
}

export const DEMO_DB_NAME = 'registry-console-demo';

/** The browser's database where it has one; null where it has none. */
export function browserDemoStore(): DemoStore | null {
  return typeof indexedDB === 'undefined' ? null : indexedDbDemoStore();
}

export function indexedDbDemoStore(): DemoStore {
  let opened: Promise<IDBPDatabase<DemoDb>> | null = null;
  const db = () => {
    opened ??= openDB<DemoDb>(DEMO_DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('entries', { keyPath: 'id' });
        database.createObjectStore('answers');
      },
      // A newer version in another tab: let it upgrade; this tab reopens on its next write.
      blocking() {
        void opened?.then((d) => d.close());
        opened = null;
      },
    });
    return opened;
  };
  async function put(data: DemoData, dropped: readonly string[], clearFirst: boolean) {
    const tx = (await db()).transaction(['entries', 'answers'], 'readwrite');
    const entries = tx.objectStore('entries');
    const answers = tx.objectStore('answers');
    const work: Promise<unknown>[] = [tx.done];
    try {
      if (clearFirst) work.push(entries.clear(), answers.clear());
      for (const entry of data.entries) work.push(entries.put(entry));
      for (const [key, answer] of data.answers) work.push(answers.put(answer, key));
      for (const key of dropped) work.push(answers.delete(key));
    } catch (error) {
      // A record that cannot be stored throws at once: none of the batch is kept.
      void Promise.allSettled(work);
      tx.abort();
      throw error;
    }
    await Promise.all(work);
  }
  return {
    async load() {
      const tx = (await db()).transaction(['entries', 'answers']);
      const [entries, keys, answers] = await Promise.all([
        tx.objectStore('entries').getAll(),
        tx.objectStore('answers').getAllKeys(),
        tx.objectStore('answers').getAll(),
      ]);
      return {
        entries: entries.sort((a, b) => a.created_at.localeCompare(b.created_at)),
        answers: keys.map((key, i) => [key, answers[i]!] as [string, StoredAnswer]),
      };
    },
    write: (changes) => put(changes, changes.dropped, false),
    replace: (data) => put(data, [], true),
    clear: () => put({ entries: [], answers: [] }, [], true),
  };
}

/** The same store in memory, counting what each write carried; `fail` makes writes throw. */
export function memoryDemoStore(): DemoStore & { writes: Changes[]; fail: Error | null } {
  const entries = new Map<string, StoredEntry>();
  const answers = new Map<string, StoredAnswer>();
  const copy = <T>(value: T): T => structuredClone(value);
  const store = {
    writes: [] as Changes[],
    fail: null as Error | null,
    async load() {
      if (store.fail) throw store.fail;
      return {
        entries: [...entries.values()]
          .map(copy)
          .sort((a, b) => a.created_at.localeCompare(b.created_at)),
        answers: [...answers].map(([key, answer]) => [key, copy(answer)] as [string, StoredAnswer]),
      };
    },
    async write(changes: Changes) {
      if (store.fail) throw store.fail;
      store.writes.push(copy(changes));
      for (const entry of changes.entries) entries.set(entry.id, copy(entry));
      for (const [key, answer] of changes.answers) answers.set(key, copy(answer));
      for (const key of changes.dropped) answers.delete(key);
    },
    async replace(data: DemoData) {
      await store.clear();
      await store.write({ ...data, dropped: [] });
    },
    async clear() {
      if (store.fail) throw store.fail;
      entries.clear();
      answers.clear();
    },
  };
  return store;
}
