/**
 * The demo backend's state in a browser: loaded once from its database (entries and idempotency
 * answers) and the shared storage (anchor, settings, counts) before the backend answers anything,
 * then every change written as it happens, one record each. When the browser cannot store it,
 * the person is told and the demo goes on in memory.
 */
import type { DbSink, DemoDb } from './db';
import { browserDemoStore, type DemoData, type DemoStore } from './demo-store';
import { openSync, type SyncMessage } from './demo-sync';
import { readLocalState, writeLocalState } from './local-state';
import type { MockSettings } from './settings';
import { problemOf, type StorageProblem } from './storage-notice';
import { writeQueue } from './write-queue';

export interface BrowserDbOptions {
  /** The browser database unless given; null when the browser has none. */
  store?: DemoStore | null;
  /** The BroadcastChannel name other tabs listen on; null for none. */
  channel?: string | null;
  /** Tells the person the demo cannot keep its data here (storage-notice.ts); unheard unless given. */
  report?: (problem: StorageProblem) => void;
}

export interface BrowserDb {
  /** Stops listening to other tabs. */
  close(): void;
}

/** Loads into `db` the stored demo state (moving an older version's out of shared storage), or seeds one. */
export async function openBrowserDb(
  db: DemoDb,
  initialSettings: MockSettings,
  { store = browserDemoStore(), channel, report = () => undefined }: BrowserDbOptions = {},
): Promise<BrowserDb> {
  const { state, legacy } = readLocalState();
  let data: DemoData = legacy ?? { entries: [], answers: [] };
  let storing = store !== null;
  try {
    if (!store) throw new Error('This browser has no database.');
    if (legacy) await store.replace(legacy);
    else data = await store.load();
  } catch (error) {
    storing = false;
    report(problemOf(error, true));
  }
  // Entries an older version kept in shared storage stay there until stored elsewhere.
  let keepLegacy = !storing && legacy !== null;

  const saveSmall = () => {
    if (keepLegacy) return;
    const { anchor, settings, stats } = db.getDb();
    writeLocalState({ anchor, settings, stats });
  };

  const sync =
    channel === null
      ? { post() {}, close() {} }
      : openSync((message: SyncMessage) => {
          if (message.type === 'changes') db.mergeChanges(message.changes);
          else db.resetMemory(message.anchor);
        }, channel);

  const queue = writeQueue(
    async (changes) => {
      try {
        if (storing && store) await store.write(changes);
      } finally {
        sync.post({ type: 'changes', changes });
      }
    },
    (error) => {
      if (!storing) return;
      storing = false;
      report(problemOf(error, false));
    },
  );

  const sink: DbSink = {
    entry: queue.entry,
    answer: queue.answer,
    drop: queue.drop,
    small: saveSmall,
    reset: () =>
      queue.reset(async () => {
        sync.post({ type: 'reset', anchor: db.getDb().anchor });
        keepLegacy = false;
        saveSmall();
        if (!store) return;
        await store.clear();
        // The space is free again (a full store is the usual reason writing stopped).
        storing = true;
      }),
    saved: queue.saved,
  };

  db.installDb(
    {
      anchor: state?.anchor ?? Date.now(),
      settings: { ...initialSettings, ...state?.settings },
      stats: state?.stats,
      entries: data.entries,
      answers: data.answers,
    },
    sink,
  );
  saveSmall();
  return { close: sync.close };
}
