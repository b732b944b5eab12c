/**
 * The index kept across reloads, and only sealed: one IndexedDB record holding the index's
 * snapshot encrypted with AES-GCM (a fresh IV each write), under a key derived with HKDF-SHA-256
 * from the session's token and a random salt kept beside it. The record never holds the token,
 * and without it cannot be read: another token's key fails to open it, and the index it held is
 * deleted, so signing in with another token starts afresh. Sign-out deletes the database.
 * Runs where the index runs (index-host.ts), which is handed a key made from the token, never the
 * token itself (index-key.ts).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const VAULT_DB = 'registry-console-index';
const STORE = 'sealed';
const RECORD = 'index';
const INFO = new TextEncoder().encode('registry-console entry index');

interface Sealed {
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

interface VaultSchema extends DBSchema {
  sealed: { key: string; value: Sealed };
}

export interface Vault {
  /** What was kept, opened; null when nothing was, or it was sealed for another token. */
  read(): Promise<unknown>;
  /** Seals and keeps `value` (JSON), in place of what was kept. */
  write(value: unknown): Promise<void>;
  close(): void;
}

const aesKey = (base: CryptoKey, salt: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );

/** Opens the vault with `base`: the HKDF key index-key.ts makes from the session's token. */
export async function openVault(base: CryptoKey): Promise<Vault> {
  const db: IDBPDatabase<VaultSchema> = await openDB<VaultSchema>(VAULT_DB, 1, {
    upgrade: (database) => database.createObjectStore(STORE),
    // Another tab deletes it (sign-out): let it go.
    blocking: () => db.close(),
  });
  /** The salt of what was read or written last, and its key. */
  let sealedWith: { salt: Uint8Array<ArrayBuffer>; key: Promise<CryptoKey> } | null = null;
  const keyFor = (salt: Uint8Array<ArrayBuffer>) => {
    if (sealedWith?.salt !== salt) sealedWith = { salt, key: aesKey(base, salt) };
    return sealedWith.key;
  };
  return {
    async read() {
      const sealed = await db.get(STORE, RECORD);
      if (!sealed) return null;
      let text: string;
      try {
        const key = await keyFor(sealed.salt);
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: sealed.iv },
          key,
          sealed.data,
        );
        text = new TextDecoder().decode(plain);
      } catch {
        // Sealed for another token (or damaged): this session cannot read it, and starts afresh.
        sealedWith = null;
        await db.delete(STORE, RECORD);
        return null;
      }
      return JSON.parse(text);
    },
    async write(value) {
      const salt = sealedWith?.salt ?? crypto.getRandomValues(new Uint8Array(16));
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(salt), plain);
      await db.put(STORE, { salt, iv, data }, RECORD);
    },
    close: () => db.close(),
  };
}

/** Deletes the kept index (sign-out); waits for every tab's connection to let go of it. */
export function forgetVault(): Promise<void> {
  return deleteDB(VAULT_DB);
}
