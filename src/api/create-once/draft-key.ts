/**
 * The create form's draft key state in the tab's storage (its session's), beside the draft: a reload and a
 * sign-in round trip keep it, and clearing the draft (which knows the name from
 * storage-names.ts) clears it.
 */
import { fingerprintOf, keyForAttempt, newDraftKey, readDraftKey, type DraftKey } from './key';
import { DRAFT_KEY_STORAGE as DRAFT_IDEMPOTENCY_KEY } from './storage-names';
import { keyValueStore } from '../../lib/key-value-store';
import type { StorageSource } from '../../lib/storage';

/** The draft's idempotency key state, kept beside it so reloads and sign-ins keep it too. */
export function loadDraftKey(store: StorageSource): DraftKey | null {
  // Storage refused or not JSON: no key yet, a new one is made.
  return keyValueStore(store).read(DRAFT_IDEMPOTENCY_KEY, readDraftKey);
}

export function saveDraftKey(store: StorageSource, state: DraftKey): void {
  // Without storage the key lives as long as the page.
  keyValueStore(store).write(DRAFT_IDEMPOTENCY_KEY, state);
}

/** The stored key state, drawn and stored first when the draft has none. */
export function ensureDraftKey(store: StorageSource): DraftKey {
  const stored = loadDraftKey(store);
  if (stored) return stored;
  const fresh = newDraftKey();
  saveDraftKey(store, fresh);
  return fresh;
}

/** The key the next attempt to send this body will carry: what the request preview shows. */
export function nextKeyFor(store: StorageSource, body: unknown): string {
  return keyForAttempt(ensureDraftKey(store), fingerprintOf(body)).key;
}
