/**
 * What the demo backend holds, read the way the app stores it: created entries in IndexedDB
 * (one record each), the anchor, settings and request counts in localStorage.
 */
import type { Page } from '@playwright/test';
import type { MockStats } from '../../src/mocks/settings';
import type { StoredEntry } from '../../src/mocks/seed';

export const DB_KEY = 'registry-console:demo-db';
const DB_NAME = 'registry-console-demo';

/** The entries created in the demo so far, oldest first. */
export function storedEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(
    (name) =>
      new Promise<StoredEntry[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('entries').objectStore('entries').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            const entries = request.result as StoredEntry[];
            resolve(entries.sort((a, b) => a.created_at.localeCompare(b.created_at)));
          };
        };
      }),
    DB_NAME,
  );
}

/** The demo backend's request and fault counts. */
export function storedStats(page: Page): Promise<MockStats> {
  return page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { stats?: MockStats }).stats ?? {
        requests: 0,
        faults: {},
      },
    DB_KEY,
  );
}
