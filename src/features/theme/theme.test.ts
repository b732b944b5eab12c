import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyTheme, readTheme, THEME_KEY } from './theme-store';

/** A Storage stand-in; `broken` throws on every call, as a sandboxed frame's storage does. */
function memoryStorage(broken = false): Storage {
  const map = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    getItem: (key: string) => (guard(), map.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void map.set(key, value)),
    removeItem: (key: string) => (guard(), void map.delete(key)),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

/** Runs public/theme.js, as the page does before anything else, on this storage. */
function runThemeScript(storage: Storage) {
  const root = { dataset: {} as Record<string, string> };
  new Function('localStorage', 'document', readFileSync('public/theme.js', 'utf8'))(storage, {
    documentElement: root,
  });
  return root.dataset.theme;
}

describe('Theme', () => {
  it('is System until one is chosen, and keeps Light or Dark for the script that runs before the first paint', () => {
    const storage = memoryStorage();
    const root = { dataset: {} } as HTMLElement;
    expect(readTheme(() => storage)).toBe('system');
    expect(runThemeScript(storage)).toBeUndefined();

    applyTheme(() => storage, root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    expect(readTheme(() => storage)).toBe('dark');
    expect(runThemeScript(storage)).toBe('dark');

    applyTheme(() => storage, root, 'light');
    expect(runThemeScript(storage)).toBe('light');

    applyTheme(() => storage, root, 'system');
    expect(root.dataset.theme).toBeUndefined();
    expect(storage.getItem(THEME_KEY)).toBeNull();
    expect(runThemeScript(storage)).toBeUndefined();
  });

  it('ignores a kept value it does not know, and storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(THEME_KEY, 'purple');
    expect(readTheme(() => storage)).toBe('system');
    expect(runThemeScript(storage)).toBeUndefined();

    const refusing = memoryStorage(true);
    expect(readTheme(() => refusing)).toBe('system');
    expect(() => runThemeScript(refusing)).not.toThrow();
    // Still shown on the page, though it cannot be kept.
    const root = { dataset: {} } as HTMLElement;
    applyTheme(() => refusing, root, 'dark');
    expect(root.dataset.theme).toBe('dark');
  });
});
