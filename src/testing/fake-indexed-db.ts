import * as fakeIndexedDb from 'fake-indexeddb';
import { vi } from 'vitest';

/**
 * A fresh, empty browser database (fake-indexeddb) as `indexedDB`, with the classes idb checks its
 * answers against; put back by `vi.unstubAllGlobals()`.
 */
export function stubIndexedDb(): void {
  vi.stubGlobal('indexedDB', new fakeIndexedDb.IDBFactory());
  for (const name of [
    'IDBKeyRange',
    'IDBRequest',
    'IDBTransaction',
    'IDBDatabase',
    'IDBObjectStore',
    'IDBIndex',
    'IDBCursor',
    'IDBCursorWithValue',
  ] as const) {
    vi.stubGlobal(name, fakeIndexedDb[name]);
  }
}
