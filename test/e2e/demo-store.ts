/**
 * What the demo backend holds, read the way the app stores it: created entries in IndexedDB
 * (one record each), the anchor, settings and request counts in localStorage.
 */
import type { Page } from '@playwright/test';
import type { MockStats } from '../../src/mocks/settings';
import type { StoredEntry } from '../../src/mocks/seed';
import { DEMO_TOKEN } from './fixtures';

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

/**
 * The demo store before the app loads, on every load: these entries as created ones (the app
 * moves them into IndexedDB) and the given latency; the anchor is kept across reloads.
 */
export async function plantStore(page: Page, entries: readonly StoredEntry[], latencyMs = 0) {
  await page.addInitScript(
    ([key, created, latency]) => {
      if (window.location.origin === 'null') return;
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { anchor?: number } | null;
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          anchor: stored?.anchor ?? Date.now(),
          created,
          settings: { latencyMs: latency },
        }),
      );
    },
    [DB_KEY, entries, latencyMs] as const,
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

/** How the demo API answered one create. */
export interface CreateAnswer {
  status: number;
  replayed: string | null;
}

/** The create body these helpers send; a stored answer is replayed only for the same body. */
export const createBody = (title: string, folder: string) => ({
  title,
  folder_id: folder,
  template: 'PASS',
  metadata: [],
});

/** One create through the demo API, from the page, under an idempotency key. */
export function createThroughApi(
  page: Page,
  key: string,
  body: ReturnType<typeof createBody>,
): Promise<CreateAnswer> {
  return page.evaluate(
    async ([token, k, payload]) => {
      const response = await fetch('/api/v1/registry/create', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': k,
        },
        body: JSON.stringify(payload),
      });
      return {
        status: response.status,
        replayed: response.headers.get('Idempotent-Replayed'),
      };
    },
    [DEMO_TOKEN, key, body] as const,
  );
}

/**
 * Before the app first loads: the demo state as an earlier version kept it, all in one
 * localStorage string, with `count` created entries in `folder` ("Moved n", oldest first) and
 * the idempotency answer `moved-n` for every fourth one. The app moves it into IndexedDB.
 */
export async function plantOlderDemoState(page: Page, count: number, folder: string) {
  await page.addInitScript(
    ([key, total, folderId]) => {
      if (window.location.origin === 'null') return;
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        version?: number;
        created?: unknown[];
      } | null;
      if (stored?.version !== 1 || stored.created?.length !== 0) return; // moved already
      const now = Date.now();
      const created = [];
      const keys: Record<string, unknown> = {};
      for (let n = 1; n <= total; n++) {
        const at = new Date(now - 3_600_000 + n).toISOString();
        const id = `moved-${String(n).padStart(5, '0')}-0000-4000-8000-000000000000`;
        const title = `Moved ${n}`;
        const body = { title, folder_id: folderId, template: 'PASS', metadata: [] };
        created.push({
          ...body,
          data_encrypted: false,
          id,
          type: 'PASS',
          status: 'PROCESSING',
          created_at: at,
          settlesAt: now,
          finalStatus: 'ACTIVE',
        });
        if (n % 4 === 1)
          keys[`moved-${n}`] = {
            status: 201,
            body: { message: 'Registry entry created.', data: { id, title, created_at: at } },
            fingerprint: JSON.stringify(body),
            at: now,
          };
      }
      localStorage.setItem(
        key,
        JSON.stringify({ ...stored, created, keys, settings: { latencyMs: 0 } }),
      );
    },
    [DB_KEY, count, folder] as const,
  );
}
