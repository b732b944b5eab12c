/** The search index as the browser keeps it (src/features/entries/find/index-vault.ts), read raw. */
import type { Page } from '@playwright/test';

const VAULT_DB = 'registry-console-index';

/** Every record of the kept index, its bytes as text (latin1), read without the console. */
export function keptIndexRaw(page: Page): Promise<{ keys: string[]; text: string }[]> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('sealed')) {
      db.close();
      return [];
    }
    const records = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const request = db.transaction('sealed').objectStore('sealed').getAll();
      request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    const text = (value: unknown): string =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value)
        ? new TextDecoder('latin1').decode(value as ArrayBuffer)
        : JSON.stringify(value);
    return records.map((record) => ({
      keys: Object.keys(record).sort(),
      text: Object.values(record).map(text).join('\n'),
    }));
  }, VAULT_DB);
}

/** How many records of the kept index the browser holds (0: none, or no database at all). */
export async function keptIndexRecords(page: Page): Promise<number> {
  return (await keptIndexRaw(page)).length;
}
