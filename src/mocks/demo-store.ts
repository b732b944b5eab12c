/**
 * Where the demo backend keeps what people create, so that it survives a reload and every open
 * tab sees it. Created entries and idempotency answers go to IndexedDB, one record each, so a
 * change writes only itself (one localStorage string hit its quota at about 10,000 entries); the
 * seed's anchor, the network settings and the request counts go to localStorage; and every
 * change is announced on a BroadcastChannel, so the other tabs add it to their memory without
 * writing it again. When the browser cannot store the data, the person is told, once per page and
 * kind of problem, and the demo goes on in memory.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { keyValueStore } from '../lib/key-value-store';
import type { DbSink, DemoDb, MockSettings, MockStats, StoredAnswer } from './db';
import type { StoredEntry } from './seed';
import type { ToastStore } from '../lib/toast';

export type StorageProblem = 'quota' | 'unavailable' | 'failed';

const KEPT_UNTIL_RELOAD =
  'what you create from now on is kept only until you reload or close this page';

export const STORAGE_MESSAGES: Record<StorageProblem, string> = {
  quota: `The demo's storage in this browser is full, so ${KEPT_UNTIL_RELOAD}. Reset demo data frees the space.`,
  unavailable: `This browser does not let the demo store its data (private browsing can do that), so ${KEPT_UNTIL_RELOAD}.`,
  failed: `The demo could not store its data in this browser, so ${KEPT_UNTIL_RELOAD}.`,
};

/** What kind of problem an error from the database is; `opening` when it came from opening it. */
function problemOf(error: unknown, opening: boolean): StorageProblem {
  if ((error as { name?: unknown } | null)?.name === 'QuotaExceededError') return 'quota';
  return opening ? 'unavailable' : 'failed';
}

/** Tells a problem: its message shown in `toasts` until dismissed, once per kind. */
export function storageNotice(toasts: Pick<ToastStore, 'show'>): (problem: StorageProblem) => void {
  const told = new Set<StorageProblem>();
  return (problem) => {
    if (told.has(problem)) return;
    told.add(problem);
    toasts.show({ message: STORAGE_MESSAGES[problem], tone: 'error' }, 0);
  };
}

const DB_NAME = 'registry-console-demo';
/** The localStorage key of the anchor, the settings and the counts. */
const STATE_KEY = 'registry-console:demo-db';

/** What changed: written in one transaction and announced to the other tabs as one message. */
export interface Changes {
  entries: StoredEntry[];
  answers: [key: string, answer: StoredAnswer][];
  /** Idempotency keys whose answers expired. */
  dropped: string[];
}

type Message = { type: 'changes'; changes: Changes } | { type: 'reset'; anchor: number };

interface Schema extends DBSchema {
  entries: { key: string; value: StoredEntry };
  answers: { key: string; value: StoredAnswer };
}

const nothing = (): Changes => ({ entries: [], answers: [], dropped: [] });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The anchor, the settings and the counts, as localStorage holds them. */
const smallState = z.object({
  anchor: z.number(),
  settings: z.optional(z.custom<Partial<MockSettings>>()),
  stats: z.optional(z.custom<MockStats>()),
});

function openDatabase(): Promise<IDBPDatabase<Schema>> {
  if (typeof indexedDB === 'undefined') throw new Error('This browser has no database.');
  return openDB<Schema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('entries', { keyPath: 'id' });
      database.createObjectStore('answers');
    },
  });
}

async function load(database: IDBPDatabase<Schema>): Promise<Changes> {
  const tx = database.transaction(['entries', 'answers']);
  const [entries, keys, answers] = await Promise.all([
    tx.objectStore('entries').getAll(),
    tx.objectStore('answers').getAllKeys(),
    tx.objectStore('answers').getAll(),
  ]);
  return {
    entries: entries.sort((a, b) => a.created_at.localeCompare(b.created_at)),
    answers: keys.map((key, i) => [key, answers[i]!]),
    dropped: [],
  };
}

/** Stores `changes` (after emptying both stores when `clear`): all of them, or none. */
async function write(database: IDBPDatabase<Schema>, changes: Changes, clear = false) {
  const tx = database.transaction(['entries', 'answers'], 'readwrite');
  const entries = tx.objectStore('entries');
  const answers = tx.objectStore('answers');
  const work: Promise<unknown>[] = [tx.done];
  try {
    if (clear) work.push(entries.clear(), answers.clear());
    // Drops first: a key that expired and was answered again in one batch keeps its answer.
    for (const key of changes.dropped) work.push(answers.delete(key));
    for (const entry of changes.entries) work.push(entries.put(entry));
    for (const [key, answer] of changes.answers) work.push(answers.put(answer, key));
  } catch (error) {
    // A record that cannot be stored throws at once: none of the batch is kept.
    void Promise.allSettled(work);
    tx.abort();
    throw error;
  }
  await Promise.all(work);
}

/**
 * Loads into `db` what this browser keeps of the demo (or starts it from the seed), then keeps
 * every change `db` makes. Other tabs listen on `channel` (null for none); `report` tells the
 * person the demo cannot keep its data here (storageNotice). Returns what stops listening.
 */
export async function openDemoStore(
  db: DemoDb,
  initialSettings: MockSettings,
  {
    channel = 'registry-console:demo',
    report = () => undefined,
  }: { channel?: string | null; report?: (problem: StorageProblem) => void } = {},
): Promise<() => void> {
  const storage = keyValueStore('local');
  const small = storage.read(STATE_KEY, smallState);
  let database: IDBPDatabase<Schema> | null = null;
  let loaded = nothing();
  try {
    database = await openDatabase();
    loaded = await load(database);
  } catch (error) {
    database = null;
    report(problemOf(error, true));
  }
  let storing = database !== null;

  const tabs =
    channel !== null && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(channel)
      : null;
  const post = (message: Message) => {
    try {
      tabs?.postMessage(message);
    } catch {
      // Closed or not cloneable: the other tabs see it after a reload.
    }
  };
  if (tabs)
    tabs.onmessage = ({ data }: MessageEvent<Message>) => {
      if (data.type === 'changes') db.mergeChanges(data.changes);
      else db.resetMemory(data.anchor);
    };

  // Each write or clear starts when the one before it has ended.
  let tail: Promise<void> = Promise.resolve();
  const failed = (error: unknown) => {
    if (!storing) return;
    storing = false;
    report(problemOf(error, false));
  };
  const after = (step: () => Promise<void>) => (tail = tail.then(step).catch(failed));

  // What one request changes (its entry and its key's answer) goes in one batch, and what
  // arrives while a batch is written goes together in the next one.
  let pending: Changes | null = null;
  function batch(): Changes {
    if (pending) return pending;
    const next = nothing();
    pending = next;
    // The next task, not a microtask: the rest of this request's changes join the batch.
    void after(async () => {
      await nextTask();
      if (pending !== next) return; // reset meanwhile
      pending = null;
      try {
        if (storing && database) await write(database, next);
      } finally {
        post({ type: 'changes', changes: next });
      }
    });
    return next;
  }

  const sink: DbSink = {
    entry: (entry) => void batch().entries.push(entry),
    answer: (key, answer) => void batch().answers.push([key, answer]),
    drop(keys) {
      if (keys.length > 0) batch().dropped.push(...keys);
    },
    small() {
      const { anchor, settings, stats } = db.getDb();
      storage.write(STATE_KEY, { anchor, settings, stats });
    },
    reset() {
      pending = null;
      return after(async () => {
        post({ type: 'reset', anchor: db.getDb().anchor });
        if (!database) return;
        await write(database, nothing(), true);
        // The space is free again (a full store is the usual reason writing stopped).
        storing = true;
      });
    },
    saved: () => tail,
  };

  const anchor = small?.anchor ?? Date.now();
  const settings = { ...initialSettings, ...small?.settings };
  db.installDb({ anchor, settings, stats: small?.stats }, loaded, sink);
  sink.small();
  return () => tabs?.close();
}
