/**
 * What the demo backend holds, read and planted the way the app stores it: created entries and
 * idempotency answers in IndexedDB (one record each), the anchor, settings and request counts in
 * localStorage.
 */
import type { Page } from '@playwright/test';
import type { MockStats } from '../../src/mocks/db';
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

interface Planted {
  name: string;
  key: string;
  entries: readonly StoredEntry[];
  answers: readonly [string, unknown][];
  latencyMs: number;
  /** A sessionStorage flag that plants once per tab, or null for every load. */
  once: string | null;
}

/**
 * Runs in the page before the app: puts the entries and answers into the demo's database and
 * the latency into its settings. The app's own reads wait for this write: it opens the database
 * first, and a read starts after a write begun before it.
 */
function plantInPage({ name, key, entries, answers, latencyMs, once }: Planted) {
  if (window.location.origin === 'null') return;
  if (once !== null) {
    if (sessionStorage.getItem(once)) return;
    sessionStorage.setItem(once, '1');
  }
  const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as object | null;
  localStorage.setItem(
    key,
    JSON.stringify({ anchor: Date.now(), ...stored, settings: { latencyMs } }),
  );
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('entries', { keyPath: 'id' });
    open.result.createObjectStore('answers');
  };
  open.onsuccess = () => {
    const tx = open.result.transaction(['entries', 'answers'], 'readwrite');
    for (const entry of entries) tx.objectStore('entries').put(entry);
    for (const [k, answer] of answers) tx.objectStore('answers').put(answer, k);
    tx.oncomplete = () => open.result.close();
  };
}

/**
 * The demo store before the app loads, on every load: these entries as created ones and the
 * given latency; the anchor, and whatever else was stored, are kept across reloads.
 */
export async function plantStore(page: Page, entries: readonly StoredEntry[], latencyMs = 0) {
  await page.addInitScript(plantInPage, {
    name: DB_NAME,
    key: DB_KEY,
    entries,
    answers: [],
    latencyMs,
    once: null,
  });
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
 * Before the app first loads in this tab: `count` created entries in `folder` ("Moved n",
 * oldest first) and the idempotency answer `moved-n` for every fourth one.
 */
export async function plantCreated(page: Page, count: number, folder: string) {
  const now = Date.now();
  const entries: StoredEntry[] = [];
  const answers: [string, unknown][] = [];
  for (let n = 1; n <= count; n++) {
    const at = new Date(now - 3_600_000 + n).toISOString();
    const id = `moved-${String(n).padStart(5, '0')}-0000-4000-8000-000000000000`;
    const title = `Moved ${n}`;
    const body = { title, folder_id: folder, template: 'PASS', metadata: [] };
    entries.push({
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
      answers.push([
        `moved-${n}`,
        {
          status: 201,
          body: { message: 'Registry entry created.', data: { id, title, created_at: at } },
          fingerprint: JSON.stringify(body),
          at: now,
        },
      ]);
  }
  await page.addInitScript(plantInPage, {
    name: DB_NAME,
    key: DB_KEY,
    entries,
    answers,
    latencyMs: 0,
    once: 'test:demo-planted',
  });
}
