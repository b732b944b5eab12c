/**
 * The index kept across reloads, and only sealed: one IndexedDB record holding the index's
 * snapshot encrypted with AES-GCM under a key derived (HKDF-SHA-256, a fresh salt and IV each
 * write) from the session's token, never the token itself (indexKey below). Another token's key
 * fails to open it, and the record is deleted, so that session starts afresh. Sign-out deletes
 * the database.
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

export type Vault = Awaited<ReturnType<typeof openVault>>;

/**
 * What the page hands the index instead of the token: a non-extractable HKDF key for the vault,
 * and a fingerprint naming the session's shared worker (index-connect.ts).
 */
export async function indexKey(token: string) {
  const bytes = new TextEncoder().encode(token);
  const [key, digest] = await Promise.all([
    crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey']),
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(`registry-console index ${token}`)),
  ]);
  const session = Array.from(new Uint8Array(digest).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return { key, session };
}

const aesKey = (base: CryptoKey, salt: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );

/** Opens the vault with `base`: the HKDF key indexKey makes from the session's token. */
export async function openVault(base: CryptoKey) {
  const db: IDBPDatabase<VaultSchema> = await openDB<VaultSchema>(VAULT_DB, 1, {
    upgrade: (database) => database.createObjectStore(STORE),
    // Another tab deletes it (sign-out): let it go.
    blocking: () => db.close(),
  });
  return {
    /** What was kept; null when nothing was, or it was sealed for another token. */
    async read(): Promise<unknown> {
      const sealed = await db.get(STORE, RECORD);
      if (!sealed) return null;
      let plain: ArrayBuffer;
      try {
        const key = await aesKey(base, sealed.salt);
        plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
      } catch {
        // Sealed for another token (or damaged): this session cannot read it, and starts afresh.
        await db.delete(STORE, RECORD);
        return null;
      }
      return JSON.parse(new TextDecoder().decode(plain));
    },
    async write(value: unknown): Promise<void> {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const key = await aesKey(base, salt);
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
      await db.put(STORE, { salt, iv, data }, RECORD);
    },
    close: (): void => db.close(),
  };
}

/** Deletes the kept index (sign-out); waits for every tab's connection to let go of it. */
export function forgetVault(): Promise<void> {
  return deleteDB(VAULT_DB);
}
