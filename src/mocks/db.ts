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

export interface MockSettings {
  /** Added to every answer, in milliseconds: a fixed value or a [min, max] range. */
  latencyMs: number | [number, number];
}

export const defaultSettings = (): MockSettings => ({ latencyMs: 0 });

interface Persisted {
  version: number;
  anchor: number;
  created: StoredEntry[];
  settings: MockSettings;
}

export interface Db {
  anchor: number;
  seeded: StoredEntry[];
  created: StoredEntry[];
  settings: MockSettings;
  persist: boolean;
}

let db: Db = fresh(Date.now(), false, defaultSettings());

function fresh(anchor: number, persist: boolean, settings: MockSettings): Db {
  return { anchor, seeded: seedEntries(anchor), created: [], settings, persist };
}

function save(): void {
  if (!db.persist) return;
  const data: Persisted = {
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
  } else {
    db = fresh(Date.now(), true, initialSettings);
    save();
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
  save();
}

export function getDb(): Db {
  return db;
}

export function updateSettings(settings: Partial<MockSettings>): void {
  db.settings = { ...db.settings, ...settings };
  save();
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
  save();
  return entry;
}
