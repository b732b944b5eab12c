/**
 * One demo backend: its store, its idempotency keys and the handlers that answer from them. The
 * browser demo, the unit tests' server and the bench each make their own.
 */
import { createDemoDb, type DemoDb, type MockSettings } from './db';
import { createHandlers } from './handlers';
import { createKeyStore } from './idempotency';

export interface BackendOptions {
  /** The idempotency key's header, the config's (so a renamed header works too). */
  keyHeader?: string | (() => string);
  /** The one token it accepts (default the demo's); a function is asked on every request. */
  token?: string | (() => string);
  /** How long a key's first request takes (default the settings' `slowFirstAttemptMs`). */
  firstAttemptMs?: (request: Request) => number;
}

export function createMockBackend({ keyHeader, token, firstAttemptMs }: BackendOptions = {}) {
  const db = createDemoDb();
  const keys = createKeyStore(db, keyHeader, firstAttemptMs);
  return { db, keys, handlers: createHandlers(db, keys, token) };
}

/** What the demo's own controls (features/demo, Reset demo data) may do with a backend's store. */
export function backendControls(db: DemoDb, settings: () => MockSettings) {
  return {
    /** Back to the seeded entries, in this tab's memory at once and in storage when it settles. */
    reset: db.resetDemoData,
    settings: () => db.getDb().settings,
    stats: () => db.getDb().stats,
    updateSettings: db.updateSettings,
    resetSettings: () => db.resetSettings(settings()),
  };
}
