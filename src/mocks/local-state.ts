/**
 * The demo backend's small state in shared storage: the seed's anchor time, the network
 * settings and the request counts. Created entries and idempotency answers live in its database
 * (demo-store.ts); an older version kept them here too, in one string, and is read once to
 * move them.
 */
import type { StoredEntry } from './seed';
import type { MockSettings, MockStats, StoredAnswer } from './settings';
import type { DemoData } from './demo-store';
import { webStorage } from '../lib/key-value-store';

export const STORAGE_KEY = 'registry-console:demo-db';
/** 1: everything in this key. 2: entries and answers in the browser database. */
export const VERSION = 2;
const LEGACY_VERSION = 1;

export interface LocalState {
  version: number;
  anchor: number;
  settings: MockSettings;
  stats?: MockStats;
}

interface LegacyState extends LocalState {
  created: StoredEntry[];
  keys?: Record<string, StoredAnswer>;
}

export interface ReadState {
  state: LocalState | null;
  /** Entries and answers an older version kept in shared storage, still to be moved. */
  legacy: DemoData | null;
}

function isLegacy(value: Partial<LegacyState>): value is LegacyState {
  return value.version === LEGACY_VERSION && Array.isArray(value.created);
}

export function readLocalState(): ReadState {
  const stored = webStorage('local').read(STORAGE_KEY, (value) => value as Partial<LegacyState>);
  if (!stored || typeof stored !== 'object' || typeof stored.anchor !== 'number')
    return { state: null, legacy: null };
  if (stored.version !== VERSION && !isLegacy(stored)) return { state: null, legacy: null };
  const state: LocalState = {
    version: VERSION,
    anchor: stored.anchor,
    settings: stored.settings ?? ({} as MockSettings),
    ...(stored.stats ? { stats: stored.stats } : {}),
  };
  if (!isLegacy(stored)) return { state, legacy: null };
  const keys = typeof stored.keys === 'object' && stored.keys !== null ? stored.keys : {};
  return { state, legacy: { entries: stored.created, answers: Object.entries(keys) } };
}

/** Writes the small state; false when the shared storage refused it (full or disabled). */
export function writeLocalState(state: Omit<LocalState, 'version'>): boolean {
  return webStorage('local').write(STORAGE_KEY, { version: VERSION, ...state }) === 'saved';
}
