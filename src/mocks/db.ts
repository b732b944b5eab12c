/**
 * The demo backend's state: seeded entries plus what people create, held in memory so the
 * handlers answer fast, and its network settings. In the browser a sink (demo-store.ts) also
 * stores each change; in tests there is none and the state lives in memory only.
 */
import type { Changes } from './demo-store';
import {
  DEMO_SEED_COUNT,
  TEST_SEED_COUNT,
  prng,
  seedEntries,
  uuid,
  type StoredEntry,
} from './seed';

/** The faults the demo backend can inject, each as the network panel names it. */
export const FAULT_LABELS = {
  'server-error': '500 with a JSON message',
  'bad-gateway-html': '502 with an HTML page',
  'unavailable-retry-after': '503 with Retry-After',
  'rate-limited': '429 with Retry-After',
  timeout: 'No answer (timeout)',
  'drop-before': 'Connection dropped before the server acts',
  'drop-after': 'Connection dropped after the server stored the entry',
  'malformed-json': 'Malformed JSON',
  'missing-field': 'Answer missing a required field',
};
export type FaultKind = keyof typeof FAULT_LABELS;
export const FAULT_KINDS = Object.keys(FAULT_LABELS) as FaultKind[];

export interface MockSettings {
  /** Added to every answer, in milliseconds: a fixed value or a [min, max] range. */
  latencyMs: number | [number, number];
  /** Share of requests that fail (0..1), each in one of `failureKinds` picked at random. */
  failureRate: number;
  failureKinds: FaultKind[];
  /** Makes the failures repeatable when set. */
  seed?: number;
  /** Extra time a key's first request takes, so a repeat meets the 409 of one still running. */
  slowFirstAttemptMs?: number;
}

export const defaultSettings = (): MockSettings => ({
  latencyMs: 0,
  failureRate: 0,
  failureKinds: [...FAULT_KINDS],
  slowFirstAttemptMs: 0,
});

/** A create's answer kept under its idempotency key, to be replayed to repeats. */
export interface StoredAnswer {
  /** The request body as sent: a repeat with another body is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

/** What the demo backend did, for the network panel and for tests that count. */
export interface MockStats {
  requests: number;
  faults: Partial<Record<FaultKind, number>>;
}

export const SETTLE_AFTER_MS = 4000;

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

/** A store's whole state: the seed's first `seedCount` entries from `anchor`, nothing created. */
function fresh(anchor: number, settings: MockSettings, seedCount: number) {
  return {
    anchor,
    seedCount,
    seeded: seedEntries(anchor, seedCount),
    created: [] as StoredEntry[],
    /** The ids in `created`, so an entry another tab announces is added once. */
    createdIds: new Set<string>(),
    settings,
    stats: { requests: 0, faults: {} } as MockStats,
    /** Answers by idempotency key, kept with the demo data. */
    keys: {} as Record<string, StoredAnswer>,
    /** Keys whose first request is still running (key → body fingerprint); not kept. */
    running: new Map<string, string>(),
  };
}
export type Db = ReturnType<typeof fresh>;

/** One demo backend's store: each backend makes its own, nothing of it lives in a module. */
export function createDemoDb() {
  // Unseeded until installed: the demo installs its stored state before it answers a request,
  // and the tests and the bench reset it; seeding here too would only slow the demo's start.
  let db = fresh(Date.now(), defaultSettings(), 0);
  let sink: DbSink | null = null;

  /** Adds what was stored elsewhere (another tab) to memory; nothing is written. */
  function mergeChanges({ entries, answers, dropped }: Changes): void {
    for (const key of dropped) delete db.keys[key];
    for (const [key, answer] of answers) db.keys[key] = answer;
    for (const entry of entries) {
      if (db.createdIds.has(entry.id)) continue;
      db.createdIds.add(entry.id);
      db.created.push(entry);
    }
  }

  /** Back to the seed with this anchor, settings kept; nothing is written (another tab reset). */
  function resetMemory(anchor: number): void {
    db = fresh(anchor, db.settings, db.seedCount);
  }

  return {
    mergeChanges,
    resetMemory,

    /** Starts from a stored state; changes from now on go to `target` as well. */
    installDb(
      state: Pick<Db, 'anchor' | 'settings'> & { stats?: MockStats },
      stored: Changes,
      target: DbSink,
    ) {
      db = fresh(state.anchor, state.settings, DEMO_SEED_COUNT);
      if (state.stats) db.stats = state.stats;
      sink = target;
      mergeChanges(stored);
    },

    /** A clean in-memory store, for tests: the seed's first `seedCount` entries. */
    resetMemoryDb(
      anchor = Date.parse('2026-11-20T12:00:00Z'),
      settings = defaultSettings(),
      seedCount = TEST_SEED_COUNT,
    ): void {
      db = fresh(anchor, settings, seedCount);
      sink = null;
    },

    /** "Reset demo data": back to the seed, settings kept. */
    resetDemoData(): Promise<void> {
      resetMemory(Date.now());
      sink?.small();
      return sink?.reset() ?? Promise.resolve();
    },

    getDb: (): Db => db,

    /** Settles once every change so far is stored: an answer is sent only after that. */
    dbSaved: (): Promise<void> => sink?.saved() ?? Promise.resolve(),

    updateSettings(settings: Partial<MockSettings>): void {
      db.settings = { ...db.settings, ...settings };
      sink?.small();
    },

    /** Back to the given network (by default no latency, no failures), counts cleared. */
    resetSettings(initial: MockSettings = defaultSettings()): void {
      db.settings = initial;
      db.stats = { requests: 0, faults: {} };
      sink?.small();
    },

    /** Entries as the server sees them now, newest first. Created entries settle over time. */
    allEntries(now = Date.now()): StoredEntry[] {
      const created = db.created.map((entry) =>
        entry.settlesAt !== undefined && now >= entry.settlesAt
          ? { ...entry, status: entry.finalStatus ?? 'ACTIVE' }
          : entry,
      );
      return [...created.reverse(), ...db.seeded];
    },

    /** A new entry, shown as PROCESSING until it settles. */
    insertEntry(
      input: Omit<StoredEntry, 'id' | 'created_at' | 'status' | 'type'> & { template: string },
      now = Date.now(),
    ): StoredEntry {
      const random = prng(now ^ (db.created.length * 7919));
      const entry: StoredEntry = {
        ...input,
        id: uuid(random),
        type: input.template,
        status: 'PROCESSING',
        created_at: new Date(now).toISOString(),
        settlesAt: now + SETTLE_AFTER_MS,
        // One in eight fails, so the demo shows what a failure looks like.
        finalStatus: random() < 0.125 ? 'FAILED' : 'ACTIVE',
      };
      db.createdIds.add(entry.id);
      db.created.push(entry);
      sink?.entry(entry);
      return entry;
    },

    storeAnswer(key: string, answer: StoredAnswer): void {
      db.keys[key] = answer;
      sink?.answer(key, answer);
    },

    /** Forgets answers (they expired). */
    dropAnswers(keys: readonly string[]): void {
      for (const key of keys) delete db.keys[key];
      sink?.drop(keys);
    },

    recordRequest(fault: FaultKind | null): void {
      db.stats.requests += 1;
      if (fault) db.stats.faults[fault] = (db.stats.faults[fault] ?? 0) + 1;
      sink?.small();
    },
  };
}

export type DemoDb = ReturnType<typeof createDemoDb>;
