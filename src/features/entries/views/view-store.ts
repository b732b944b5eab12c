/**
 * Saved views: a name for a list state (folder, order, search text, filters, rows per page),
 * kept as the list's address query, since a view's address is its URL. Kept in the storage the
 * origin's tabs share (the session's `shared`: the browser's local storage): they outlast a sign-out and hold
 * no token and no entries. `Export views` writes them to a JSON file with the create form's
 * presets, `Import views` reads one back; the views are checked item by item, the presets are
 * carried as they are and read field by field by the form.
 */
import { keyValueStore } from '../../../lib/key-value-store';
import type { StorageSource, WriteResult } from '../../../lib/storage';

const VIEWS_KEY = 'registry-console:views';
/**
 * The create form's presets (features/create-entry/preset-store.ts, which names the same key):
 * carried as stored; the form reads each field by field.
 */
const PRESETS_KEY = 'registry-console:presets';

export const MAX_VIEWS = 200;
/** As many presets as the form keeps. */
const MAX_PRESETS = 100;
export const MAX_VIEW_NAME = 100;
const MAX_SEARCH = 2000;
/** What an exported file says it is. */
const FILE_KIND = 'registry-console-views';

export interface SavedView {
  name: string;
  /** The list's address query, without `?` and without a page. */
  search: string;
}

/** A view as saved: the state's query, its page left out (a view opens at its first page). */
export function viewOf(name: string, search: URLSearchParams): SavedView {
  const query = new URLSearchParams(search);
  query.delete('page');
  return { name: name.trim(), search: query.toString() };
}

function readView(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name, search } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof search !== 'string') return null;
  if (name.trim() === '' || name.length > MAX_VIEW_NAME || search.length > MAX_SEARCH) return null;
  return viewOf(name, new URLSearchParams(search));
}

/** The views in `values` that can be read, each name once (the later one wins), by name. */
function readViews(values: unknown[]): SavedView[] {
  const byName = new Map<string, SavedView>();
  for (const value of values.slice(0, MAX_VIEWS)) {
    const view = readView(value);
    if (view) byName.set(view.name, view);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A stored list (empty when there is none, or it is not a list). */
const readList = (store: StorageSource, key: string): unknown[] =>
  keyValueStore(store).read(key, (v) => (Array.isArray(v) ? v : null)) ?? [];

export function loadViews(store: StorageSource): SavedView[] {
  return readViews(readList(store, VIEWS_KEY));
}

function keep(store: StorageSource, views: SavedView[]): WriteResult {
  return keyValueStore(store).write(VIEWS_KEY, views.slice(0, MAX_VIEWS));
}

/** The name of a stored preset, when it has one. */
const nameOf = (item: unknown) =>
  typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
    ? (item as { name: string }).name
    : null;

/** Keeps `view`, in place of one with the same name. */
export function saveView(store: StorageSource, view: SavedView): WriteResult {
  return keep(store, [...loadViews(store).filter((v) => v.name !== view.name), view]);
}

export function deleteView(store: StorageSource, name: string): WriteResult {
  return keep(
    store,
    loadViews(store).filter((v) => v.name !== name),
  );
}

/** `Export views`: the views, and the form's presets as stored, as a JSON file's text. */
export function viewsFile(store: StorageSource): string {
  const views = loadViews(store);
  const presets = readList(store, PRESETS_KEY);
  return `${JSON.stringify({ kind: FILE_KIND, version: 1, views, presets }, null, 2)}\n`;
}

export interface ViewsFile {
  views: SavedView[];
  /** The presets as the file holds them (the form reads each field by field). */
  presets: unknown[];
}

/** `Import views`: the views and presets of a file, or why it is not a views file. */
export function readViewsFile(text: string): ViewsFile | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the person is told so, nothing is imported.
    return { problem: 'The file is not JSON.' };
  }
  const file = parsed as { kind?: unknown; views?: unknown; presets?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.kind !== FILE_KIND) {
    return { problem: 'The file is not a views file of Registry Console.' };
  }
  if (!Array.isArray(file.views)) return { problem: 'The file holds no views.' };
  const presets = Array.isArray(file.presets) ? file.presets.slice(0, MAX_PRESETS) : [];
  return { views: readViews(file.views), presets };
}

/**
 * Imported views and presets join the saved ones; one of a saved one's name replaces it.
 * 'saved' only when both were kept.
 */
export function importViews(store: StorageSource, file: ViewsFile): WriteResult {
  const names = new Set(file.views.map((v) => v.name));
  const views = keep(store, [...loadViews(store).filter((v) => !names.has(v.name)), ...file.views]);
  const presetNames = new Set(file.presets.map(nameOf));
  const kept = readList(store, PRESETS_KEY).filter((item) => !presetNames.has(nameOf(item)));
  const presets = keyValueStore(store).write(
    PRESETS_KEY,
    [...kept, ...file.presets].slice(0, MAX_PRESETS),
  );
  return views === 'saved' ? presets : views;
}
