import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIndexedDb } from '../../../testing/fake-indexed-db';
import { forgetVault, indexKey, openVault, VAULT_DB } from './index-vault';

const TOKEN = 'token-of-ana-7f3e2a91c4';
const SECRET_TITLE = 'Payroll of the board 2026';

/** The record as it lies in the browser's database, read without the vault. */
async function rawRecords(): Promise<unknown[]> {
  const { openDB } = await import('idb');
  const db = await openDB(VAULT_DB);
  const records = await db.getAll('sealed');
  db.close();
  return records;
}

const bytesAsText = (bytes: ArrayBuffer | Uint8Array) =>
  new TextDecoder('latin1').decode(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));

beforeEach(stubIndexedDb);
afterEach(() => vi.unstubAllGlobals());

describe('the index vault', () => {
  it('gives back what it kept to the same token, after the vault was closed and opened again', async () => {
    const vault = await openVault((await indexKey(TOKEN)).key);
    expect(await vault.read()).toBeNull();
    await vault.write({ entries: [SECRET_TITLE], total: 1 });
    vault.close();

    const again = await openVault((await indexKey(TOKEN)).key);
    expect(await again.read()).toEqual({ entries: [SECRET_TITLE], total: 1 });
    again.close();
  });

  it('keeps only ciphertext: no title, no token, a fresh IV every write', async () => {
    const vault = await openVault((await indexKey(TOKEN)).key);
    await vault.write({ entries: [SECRET_TITLE] });
    const [first] = (await rawRecords()) as {
      salt: Uint8Array;
      iv: Uint8Array;
      data: ArrayBuffer;
    }[];
    await vault.write({ entries: [SECRET_TITLE] });
    const [second] = (await rawRecords()) as (typeof first)[];
    vault.close();

    for (const record of [first!, second!]) {
      expect(Object.keys(record).sort()).toEqual(['data', 'iv', 'salt']);
      const stored = bytesAsText(record.data) + bytesAsText(record.salt) + bytesAsText(record.iv);
      expect(stored).not.toContain(SECRET_TITLE);
      expect(stored).not.toContain('Payroll');
      expect(stored).not.toContain(TOKEN);
    }
    expect(bytesAsText(second!.iv)).not.toBe(bytesAsText(first!.iv));
    expect(bytesAsText(second!.data)).not.toBe(bytesAsText(first!.data));
  });

  it('cannot be read with another token, which starts afresh: what was kept is deleted', async () => {
    const mine = await openVault((await indexKey(TOKEN)).key);
    await mine.write({ entries: [SECRET_TITLE] });
    mine.close();

    const theirs = await openVault((await indexKey('someone-else-0c81d2')).key);
    expect(await theirs.read()).toBeNull();
    expect(await rawRecords()).toEqual([]);
    theirs.close();

    const back = await openVault((await indexKey(TOKEN)).key);
    expect(await back.read()).toBeNull();
    back.close();
  });

  it('is deleted at sign-out, also while a vault still has it open', async () => {
    const vault = await openVault((await indexKey(TOKEN)).key);
    await vault.write({ entries: [SECRET_TITLE] });
    await forgetVault();
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(VAULT_DB);
  });

  it('names a session by its token without giving the token away', async () => {
    const mine = await indexKey(TOKEN);
    expect((await indexKey(TOKEN)).session).toBe(mine.session);
    expect((await indexKey('another-token')).session).not.toBe(mine.session);
    expect(mine.session).toMatch(/^[0-9a-f]{24}$/);
    expect(mine.session).not.toContain(TOKEN);
    expect(mine.key.extractable).toBe(false);
  });
});
