/**
 * Saved views: a name for a list state (folder, order, search text, filters, rows per page),
 * kept as the list's address query, since a view's address is its URL: the list's own parameters
 * only (list-state.ts), never anything else an address carried. Kept in the storage the origin's
 * tabs share (the session's `shared`: the browser's local storage), newest last: they outlast a
 * sign-out and hold no token and no entries. `Export views` writes them to a JSON file with the
 * create form's presets, `Import views` reads one back. Views and presets are read through one
 * schema each, when read and when imported (presets: `storedPresetSchema`, api/entry-fields.ts);
 * a file over a bound is refused with the bound named; past a bound, the oldest go, never what
 * was just saved or imported.
 */
import { storedPresetSchema, type StoredPreset } from '../../../api/entry-fields';
import * as z from 'zod/mini';
import { keyValueStore } from '../../../lib/key-value-store';
import { formatCount } from '../../../lib/plural';
import type { StorageSource, WriteResult } from '../../../lib/storage';
import { LIST_KEYS } from '../list-state';

const VIEWS_KEY = 'registry-console:views';
/**
 * The create form's presets (features/create-entry/preset-store.ts, which names the same key and
 * bound): carried through the stored-preset schema.
 */
const PRESETS_KEY = 'registry-console:presets';

export const MAX_VIEWS = 200;
/** As many presets as the form keeps. */
export const MAX_PRESETS = 100;
export const MAX_VIEW_NAME = 100;
const MAX_SEARCH = 2000;
/** The largest views file read: 200 views and 100 full presets fit many times over. */
export const MAX_FILE_CHARS = 20_000_000;
/** What an exported file says it is. */
const FILE_KIND = 'registry-console-views';

export interface SavedView {
  name: string;
  /** The list's address query, without `?` and without a page. */
  search: string;
}

/** A view as saved: the state's own parameters, its page left out (a view opens at its first page). */
export function viewOf(name: string, search: URLSearchParams): SavedView {
  const query = new URLSearchParams();
  for (const [key, value] of search) {
    if (key !== 'page' && (LIST_KEYS as readonly string[]).includes(key)) query.append(key, value);
  }
  return { name: name.trim(), search: query.toString() };
}

function readView(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name, search } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof search !== 'string') return null;
  if (name.trim() === '' || name.length > MAX_VIEW_NAME || search.length > MAX_SEARCH) return null;
  return viewOf(name, new URLSearchParams(search));
}

/** The items that can be read, each name once (the later one wins, and counts as newer). */
function newestByName<T extends { name: string }>(items: (T | null)[]): T[] {
  const byName = new Map<string, T>();
  for (const item of items) {
    if (!item) continue;
    byName.delete(item.name);
    byName.set(item.name, item);
  }
  return [...byName.values()];
}

const readPreset = (value: unknown) => storedPresetSchema.safeParse(value).data ?? null;

/** A stored list (empty when there is none, or it is not a list). */
const readList = (store: StorageSource, key: string): unknown[] =>
  keyValueStore(store).read(key, z.array(z.unknown())) ?? [];

/** The saved views, oldest first (the newest MAX_VIEWS of what is stored). */
export function loadViews(store: StorageSource): SavedView[] {
  return newestByName(readList(store, VIEWS_KEY).slice(-MAX_VIEWS).map(readView));
}

/** The presets a views file carries, as stored (the newest MAX_PRESETS that fit the schema). */
function loadPresets(store: StorageSource): StoredPreset[] {
  return newestByName(readList(store, PRESETS_KEY).slice(-MAX_PRESETS).map(readPreset));
}

/** What a change kept, and how many of the oldest it dropped to stay within the bound. */
export interface Kept {
  result: WriteResult;
  dropped: number;
}

function keep<T>(store: StorageSource, key: string, items: T[], max: number): Kept {
  const dropped = Math.max(0, items.length - max);
  return { result: keyValueStore(store).write(key, items.slice(dropped)), dropped };
}

/** Keeps `view`, newest, in place of one with the same name. */
export function saveView(store: StorageSource, view: SavedView): Kept {
  const others = loadViews(store).filter((v) => v.name !== view.name);
  return keep(store, VIEWS_KEY, [...others, view], MAX_VIEWS);
}

export function deleteView(store: StorageSource, name: string): WriteResult {
  const kept = loadViews(store).filter((v) => v.name !== name);
  return keyValueStore(store).write(VIEWS_KEY, kept);
}

/** `Export views`: the views, and the form's presets, as a JSON file's text. Built when asked. */
export function viewsFile(store: StorageSource): string {
  const file = {
    kind: FILE_KIND,
    version: 1,
    views: loadViews(store),
    presets: loadPresets(store),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export interface ViewsFile {
  views: SavedView[];
  presets: StoredPreset[];
  /** Items of the file that could not be read, left out. */
  leftOut: number;
}

const over = (count: number, what: string, max: number) =>
  `The file holds ${formatCount(count)} ${what}; at most ${formatCount(max)} can be kept. Nothing was imported.`;

/** `Import views`: the views and presets of a file, or why it is not one that can be imported. */
export function readViewsFile(text: string): ViewsFile | { problem: string } {
  if (text.length > MAX_FILE_CHARS) {
    return {
      problem: `The file is too large for a views file (more than ${formatCount(MAX_FILE_CHARS / 1_000_000)} MB). Nothing was imported.`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (or nested past what the browser reads): the person is told so, nothing is imported.
    return { problem: 'The file is not JSON.' };
  }
  const file = parsed as { kind?: unknown; views?: unknown; presets?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.kind !== FILE_KIND) {
    return { problem: 'The file is not a views file of Registry Console.' };
  }
  if (!Array.isArray(file.views)) return { problem: 'The file holds no views.' };
  const presets = Array.isArray(file.presets) ? file.presets : [];
  if (file.views.length > MAX_VIEWS)
    return { problem: over(file.views.length, 'views', MAX_VIEWS) };
  if (presets.length > MAX_PRESETS) {
    return { problem: over(presets.length, 'presets', MAX_PRESETS) };
  }
  const views = file.views.map(readView);
  const read = presets.map(readPreset);
  const leftOut = [...views, ...read].filter((item) => item === null).length;
  return { views: newestByName(views), presets: newestByName(read), leftOut };
}

export interface Imported {
  result: WriteResult;
  droppedViews: number;
  droppedPresets: number;
}

/** Imported views and presets join the saved ones as the newest; one of a saved one's name replaces it. */
export function importViews(store: StorageSource, file: ViewsFile): Imported {
  const names = new Set(file.views.map((v) => v.name));
  const views = keep(
    store,
    VIEWS_KEY,
    [...loadViews(store).filter((v) => !names.has(v.name)), ...file.views],
    MAX_VIEWS,
  );
  const presetNames = new Set(file.presets.map((p) => p.name));
  const presets = keep(
    store,
    PRESETS_KEY,
    [...loadPresets(store).filter((p) => !presetNames.has(p.name)), ...file.presets],
    MAX_PRESETS,
  );
  return {
    result: views.result === 'saved' ? presets.result : views.result,
    droppedViews: views.dropped,
    droppedPresets: presets.dropped,
  };
}
