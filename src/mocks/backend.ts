/**
 * One demo backend: its store, its idempotency keys and the handlers that answer from them. The
 * browser demo, the unit tests' server and the bench each make their own.
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
