/**
 * One demo backend: its store, its idempotency keys and the handlers that answer from them. The
 * browser demo makes one as it starts (browser.ts), the unit tests' server one (node.ts), the
 * bench one of its own; none of its state lives in a module.
 */
import { createDemoDb } from './db';
import { createHandlers } from './handlers';
import { createKeyStore, STANDARD_KEY_HEADER } from './idempotency';

export function createMockBackend({ keyHeader = STANDARD_KEY_HEADER } = {}) {
  const db = createDemoDb();
  const keys = createKeyStore(db, keyHeader);
  return { db, keys, handlers: createHandlers(db, keys) };
}

export type MockBackend = ReturnType<typeof createMockBackend>;
