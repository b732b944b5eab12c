/**
 * One demo backend: its store, its idempotency keys and the handlers that answer from them. The
 * browser demo makes one as it starts (browser.ts), the unit tests' server one (node.ts), the
 * bench one of its own; none of its state lives in a module.
 */
import { createDemoDb } from './db';
import { createHandlers } from './handlers';
import { createKeyStore } from './idempotency';

/** `keyHeader`: the idempotency key's header, the config's (so a renamed header works too). */
export function createMockBackend({ keyHeader }: { keyHeader?: string } = {}) {
  const db = createDemoDb();
  const keys = createKeyStore(db, keyHeader);
  return { db, keys, handlers: createHandlers(db, keys) };
}
