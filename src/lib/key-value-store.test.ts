import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keyValueStore } from './key-value-store';

const strings = z.array(z.string());
const buggy = z.pipe(
  z.unknown(),
  z.transform(() => {
    throw new TypeError('bug');
  }),
);

function memoryStorage(limit = Infinity): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('keyValueStore', () => {
  it('keeps JSON values and reads them back through the schema', () => {
    const storage = memoryStorage();
    const store = keyValueStore(() => storage);
    expect(store.write('k', ['a', 'b'])).toBe('saved');
    expect(store.read('k', strings)).toEqual(['a', 'b']);
    expect(store.read('missing', strings)).toBeNull();
  });

  it('reads text that is not JSON, or not what the schema parses, as absent', () => {
    const storage = memoryStorage();
    const store = keyValueStore(() => storage);
    storage.setItem('broken', '{"cut short');
    storage.setItem('object', '{"a":1}');
    expect(store.read('broken', strings)).toBeNull();
    expect(store.read('object', strings)).toBeNull();
  });

  it('says when storage is full, and keeps what was there', () => {
    const storage = memoryStorage(10);
    const store = keyValueStore(() => storage);
    expect(store.write('k', 'short')).toBe('saved');
    expect(store.write('k', 'x'.repeat(50))).toBe('full');
    expect(store.read('k', z.string())).toBe('short');
  });

  it('works as empty when the browser refuses access to storage', () => {
    const store = keyValueStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.read('k', strings)).toBeNull();
    expect(store.write('k', [])).toBe('unavailable');
    expect(() => store.remove('k')).not.toThrow();
  });

  it('lets programming errors through instead of hiding them', () => {
    const storage = memoryStorage();
    const store = keyValueStore(() => storage);
    expect(() => store.read('k', buggy)).not.toThrow(); // nothing stored: the schema is not used
    store.write('k', 1);
    expect(() => store.read('k', buggy)).toThrow('bug');
  });
});

describe('keyValueStore.keys', () => {
  it('lists the stored keys with a prefix, and none when storage is refused', () => {
    const storage = memoryStorage();
    const store = keyValueStore(() => storage);
    store.writeText('app:a', '1');
    store.writeText('app:b', '2');
    store.writeText('other', '3');
    expect(store.keys('app:').sort()).toEqual(['app:a', 'app:b']);
    const refused = keyValueStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(refused.keys('app:')).toEqual([]);
  });
});
