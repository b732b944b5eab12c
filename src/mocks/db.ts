/**
 * The demo backend's state: seeded entries plus what people create, held in memory so the
 * handlers answer fast. In the browser a sink (demo-store.ts) also stores each change; in
 * tests there is none and the state lives in memory only.
 */
import {
  DEMO_SEED_COUNT,
  TEST_SEED_COUNT,
  prng,
  seedEntries,
  uuid,
  type StoredEntry,
} from './seed';
import {
  defaultSettings,
  type FaultKind,
  type MockSettings,
  type MockStats,
  type StoredAnswer,
} from './settings';
import type { Changes } from './demo-store';

export { FAULT_KINDS, FAULT_LABELS, defaultSettings } from './settings';
export type { FaultKind, MockSettings, MockStats, StoredAnswer } from './settings';

/** New entries show this status until they settle. */
export const IN_PROGRESS_STATUS = 'PROCESSING';
export const SETTLE_AFTER_MS = 4000;

export interface Db {
  anchor: number;
  /** How many seeded entries (the demo's, or the unit tests' fewer). */
  seedCount: number;
  seeded: StoredEntry[];
  created: StoredEntry[];
  settings: MockSettings;
  stats: MockStats;
  /** Answers by idempotency key, kept with the demo data. */
  keys: Record<string, StoredAnswer>;
  /** Keys whose first request is still running (key → body fingerprint); not kept. */
  running: Map<string, string>;
}

/** Where changes go besides memory. */
export interface DbSink {
  entry(entry: StoredEntry): void;
  answer(key: string, answer: StoredAnswer): void;
  drop(keys: readonly string[]): void;
  /** The anchor, settings or counts changed. */
  small(): void;
  /** Everything created is gone (the memory is already fresh). */
  reset(): Promise<void>;
  /** Settles once every change so far is stored (or could not be). */
  saved(): Promise<void>;
}

export interface LoadedState {
  anchor: number;
  settings: MockSettings;
  stats?: MockStats;
  entries: StoredEntry[];
  answers: [string, StoredAnswer][];
}

function fresh(anchor: number, settings: MockSettings, seedCount: number): Db {
  return {
    anchor,
    seedCount,
    seeded: seedEntries(anchor, seedCount),
    created: [],
    settings,
    stats: { requests: 0, faults: {} },
    keys: {},
    running: new Map(),
  };
}

/**
 * One demo backend's store. Each backend (the browser demo, the unit tests' server, the bench's)
 * makes its own: nothing about it lives in a module.
 */
export function createDemoDb() {
  // Unseeded until installed: the demo installs its stored state before it answers a request,
  // and the tests and the bench reset it; seeding here too would only slow the demo's start.
  let db: Db = fresh(Date.now(), defaultSettings(), 0);
  let sink: DbSink | null = null;
  /** The ids in db.created, so an entry another tab announces is added once. */
  let createdIds = new Set<string>();
  const replace = (next: Db) => {
    db = next;
    createdIds = new Set();
    return db;
  };

  /** Starts from a stored state; changes from now on go to `target` as well. */
  function installDb(state: LoadedState, target: DbSink | null): Db {
    replace(fresh(state.anchor, state.settings, DEMO_SEED_COUNT));
    if (state.stats) db.stats = state.stats;
    sink = target;
    mergeChanges({ entries: state.entries, answers: state.answers, dropped: [] });
    return db;
  }

  /** Adds what was stored elsewhere (another tab) to memory; nothing is written. */
  function mergeChanges(changes: Changes): void {
    for (const entry of changes.entries) {
      if (createdIds.has(entry.id)) continue;
      createdIds.add(entry.id);
      db.created.push(entry);
    }
    for (const [key, answer] of changes.answers) db.keys[key] = answer;
    for (const key of changes.dropped) delete db.keys[key];
  }

  /** A clean in-memory store, for tests: the seed's first `seedCount` entries. */
  function resetMemoryDb(
    anchor = Date.parse('2026-11-20T12:00:00Z'),
    settings = defaultSettings(),
    seedCount = TEST_SEED_COUNT,
  ): Db {
    replace(fresh(anchor, settings, seedCount));
    sink = null;
    return db;
  }

  /** Back to the seed with this anchor, settings kept; nothing is written (another tab reset). */
  function resetMemory(anchor: number): void {
    replace(fresh(anchor, db.settings, db.seedCount));
  }

  /** "Reset demo data": back to the seed, settings kept. */
  function resetDemoData(): Promise<void> {
    resetMemory(Date.now());
    sink?.small();
    return sink?.reset() ?? Promise.resolve();
  }

  function getDb(): Db {
    return db;
  }

  /** Settles once every change so far is stored: an answer is sent only after that. */
  function dbSaved(): Promise<void> {
    return sink?.saved() ?? Promise.resolve();
  }

  function updateSettings(settings: Partial<MockSettings>): void {
    db.settings = { ...db.settings, ...settings };
    sink?.small();
  }

  /** Entries as the server sees them now, newest first. Created entries settle over time. */
  function allEntries(now = Date.now()): StoredEntry[] {
    const created = db.created.map((entry) =>
      entry.settlesAt !== undefined && now >= entry.settlesAt
        ? { ...entry, status: entry.finalStatus ?? 'ACTIVE' }
        : entry,
    );
    return [...created.reverse(), ...db.seeded];
  }

  function insertEntry(
    input: Omit<StoredEntry, 'id' | 'created_at' | 'status' | 'type'> & { template: string },
    now = Date.now(),
  ): StoredEntry {
    const random = prng(now ^ (db.created.length * 7919));
    const id = uuid(random);
    const entry: StoredEntry = {
      ...input,
      id,
      type: input.template,
      status: IN_PROGRESS_STATUS,
      created_at: new Date(now).toISOString(),
      settlesAt: now + SETTLE_AFTER_MS,
      // One in eight fails, so the demo shows what a failure looks like.
      finalStatus: random() < 0.125 ? 'FAILED' : 'ACTIVE',
    };
    createdIds.add(id);
    db.created.push(entry);
    sink?.entry(entry);
    return entry;
  }

  /** Keeps a create's answer under its idempotency key. */
  function storeAnswer(key: string, answer: StoredAnswer): void {
    db.keys[key] = answer;
    sink?.answer(key, answer);
  }

  /** Forgets answers (they expired). */
  function dropAnswers(keys: readonly string[]): void {
    for (const key of keys) delete db.keys[key];
    sink?.drop(keys);
  }

  /** Counts a request, and a fault when one was injected. */
  function recordRequest(fault: FaultKind | null): void {
    db.stats.requests += 1;
    if (fault) db.stats.faults[fault] = (db.stats.faults[fault] ?? 0) + 1;
    sink?.small();
  }

  /** Back to the default network: no latency beyond the demo's own, no failures. */
  function resetSettings(initial: MockSettings = defaultSettings()): void {
    db.settings = initial;
    db.stats = { requests: 0, faults: {} };
    sink?.small();
  }

  return {
    installDb,
    mergeChanges,
    resetMemoryDb,
    resetMemory,
    resetDemoData,
    getDb,
    dbSaved,
    updateSettings,
    allEntries,
    insertEntry,
    storeAnswer,
    dropAnswers,
    recordRequest,
    resetSettings,
  };
}

export type DemoDb = ReturnType<typeof createDemoDb>;
