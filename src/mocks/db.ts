/**
 * The demo backend's state: seeded entries plus what people create. In the browser it is
 * kept in localStorage so demo changes survive a reload; in tests it lives in memory.
 */
import { prng, seedEntries, uuid, type StoredEntry } from './seed';

const STORAGE_KEY = 'registry-console:demo-db';
const VERSION = 1;
/** New entries show this status until they settle. */
export const IN_PROGRESS_STATUS = 'PROCESSING';
export const SETTLE_AFTER_MS = 4000;

export const FAULT_KINDS = [
  'server-error',
  'bad-gateway-html',
  'unavailable-retry-after',
  'rate-limited',
  'timeout',
  'drop-before',
  'drop-after',
  'malformed-json',
  'missing-field',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_LABELS: Record<FaultKind, string> = {
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

export interface MockSettings {
  /** Added to every answer, in milliseconds: a fixed value or a [min, max] range. */
  latencyMs: number | [number, number];
  /** Share of requests that fail, 0..1. */
  failureRate: number;
  /** How they fail: one of these, picked at random. */
  failureKinds: FaultKind[];
  /** Makes the failures repeatable when set. */
  seed?: number;
  /**
   * Extra time the first request with an idempotency key takes, in milliseconds, so that a
   * repeat (a resend after a timeout, a second tab) meets the 409 of a request still running.
   */
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

interface Persisted {
  version: number;
  anchor: number;
  created: StoredEntry[];
  settings: MockSettings;
  stats?: MockStats;
  keys?: Record<string, StoredAnswer>;
}

export interface Db {
  anchor: number;
  seeded: StoredEntry[];
  created: StoredEntry[];
  settings: MockSettings;
  stats: MockStats;
  /** Answers by idempotency key, kept with the demo data. */
  keys: Record<string, StoredAnswer>;
  /** Keys whose first request is still running (key → body fingerprint); not kept. */
  running: Map<string, string>;
  persist: boolean;
}

let db: Db = fresh(Date.now(), false, defaultSettings());

function fresh(anchor: number, persist: boolean, settings: MockSettings): Db {
  return {
    anchor,
    seeded: seedEntries(anchor),
    created: [],
    settings,
    persist,
    stats: { requests: 0, faults: {} },
    keys: {},
    running: new Map(),
  };
}

export function saveDb(): void {
  if (!db.persist) return;
  const data: Persisted = {
    stats: db.stats,
    keys: db.keys,
    version: VERSION,
    anchor: db.anchor,
    created: db.created,
    settings: db.settings,
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: the demo keeps working for this page's life.
  }
}

/** Loads the persisted demo state, or seeds a new one. */
export function openBrowserDb(initialSettings: MockSettings): Db {
  let stored: Persisted | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    stored = raw ? (JSON.parse(raw) as Persisted) : null;
  } catch {
    stored = null;
  }
  if (
    stored &&
    stored.version === VERSION &&
    Array.isArray(stored.created) &&
    typeof stored.anchor === 'number'
  ) {
    db = fresh(stored.anchor, true, { ...initialSettings, ...stored.settings });
    db.created = stored.created;
    if (stored.stats) db.stats = stored.stats;
    if (typeof stored.keys === 'object' && stored.keys !== null) db.keys = stored.keys;
  } else {
    db = fresh(Date.now(), true, initialSettings);
    saveDb();
  }
  return db;
}

/** A clean in-memory store, for tests. */
export function resetMemoryDb(
  anchor = Date.parse('2026-11-20T12:00:00Z'),
  settings = defaultSettings(),
): Db {
  db = fresh(anchor, false, settings);
  return db;
}

/** "Reset demo data": back to the seed, settings kept. */
export function resetDemoData(): void {
  db = fresh(Date.now(), db.persist, db.settings);
  saveDb();
}

export function getDb(): Db {
  return db;
}

export function updateSettings(settings: Partial<MockSettings>): void {
  db.settings = { ...db.settings, ...settings };
  saveDb();
}

/** Entries as the server sees them now, newest first. Created entries settle over time. */
export function allEntries(now = Date.now()): StoredEntry[] {
  const created = db.created.map((entry) =>
    entry.settlesAt !== undefined && now >= entry.settlesAt
      ? { ...entry, status: entry.finalStatus ?? 'ACTIVE' }
      : entry,
  );
  return [...created.reverse(), ...db.seeded];
}

export function insertEntry(
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
  db.created.push(entry);
  saveDb();
  return entry;
}

/** Counts a request, and a fault when one was injected. */
export function recordRequest(fault: FaultKind | null): void {
  db.stats.requests += 1;
  if (fault) db.stats.faults[fault] = (db.stats.faults[fault] ?? 0) + 1;
  saveDb();
}

/** Back to the default network: no latency beyond the demo's own, no failures. */
export function resetSettings(initial: MockSettings = defaultSettings()): void {
  db.settings = initial;
  db.stats = { requests: 0, faults: {} };
  saveDb();
}
