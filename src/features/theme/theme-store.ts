/**
 * The `Theme` chosen in this browser: System (the operating system's choice), Light or Dark.
 * Kept in localStorage under THEME_KEY, which /theme.js reads to set it before the first paint.
 */
import { readText, removeKeys, writeText, type StorageSource } from '../../lib/storage';

export const THEME_KEY = 'registry-console:theme';
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export function readTheme(storage: StorageSource): Theme {
  const kept = readText(storage, THEME_KEY);
  return kept === 'light' || kept === 'dark' ? kept : 'system';
}

/** Keeps `theme` and shows it on `root` (the page's <html>) at once. */
export function applyTheme(storage: StorageSource, root: HTMLElement, theme: Theme): void {
  if (theme === 'system') {
    removeKeys(storage, THEME_KEY);
    delete root.dataset.theme;
  } else {
    // Not kept (no storage): still shown until the page is left.
    writeText(storage, THEME_KEY, theme);
    root.dataset.theme = theme;
  }
}
