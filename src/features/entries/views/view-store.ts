/**
 * Saved views: a name for a list state (folder, order, search text, filters, rows per page),
 * kept as the list's address query, since a view's address is its URL. Kept in the storage the
 * origin's tabs share (the session's `shared`, localStorage): they outlast a sign-out and hold
 * no token and no entries. `Export views` writes them to a JSON file, `Import views` reads one
 * back; whatever is read (storage, a file) is checked item by item.
 */
import { keyValueStore } from '../../../lib/key-value-store';
import type { StorageSource, WriteResult } from '../../../lib/storage';

const VIEWS_KEY = 'registry-console:views';
export const MAX_VIEWS = 200;
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

export function loadViews(store: StorageSource): SavedView[] {
  return readViews(
    keyValueStore(store).read(VIEWS_KEY, (v) => (Array.isArray(v) ? v : null)) ?? [],
  );
}

function keep(store: StorageSource, views: SavedView[]): WriteResult {
  return keyValueStore(store).write(VIEWS_KEY, views.slice(0, MAX_VIEWS));
}

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

/** `Export views`: the views as a JSON file's text. */
export function viewsFile(views: SavedView[]): string {
  return `${JSON.stringify({ kind: FILE_KIND, version: 1, views }, null, 2)}\n`;
}

/** `Import views`: the views of a file, or why it is not a views file. */
export function readViewsFile(text: string): { views: SavedView[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the person is told so, nothing is imported.
    return { problem: 'The file is not JSON.' };
  }
  const file = parsed as { kind?: unknown; views?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.kind !== FILE_KIND) {
    return { problem: 'The file is not a views file of Registry Console.' };
  }
  if (!Array.isArray(file.views)) return { problem: 'The file holds no views.' };
  return { views: readViews(file.views) };
}

/** Imported views join the saved ones; an imported view replaces a saved one of its name. */
export function importViews(store: StorageSource, views: SavedView[]): WriteResult {
  const names = new Set(views.map((v) => v.name));
  return keep(store, [...loadViews(store).filter((v) => !names.has(v.name)), ...views]);
}
