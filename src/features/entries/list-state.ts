/** The list's state lives in the URL; this is the one place that reads and writes it. */
import type { ListParams } from '../../api/schemas';
import type { AppConfig } from '../../lib/config';

export interface ListState {
  folder: string;
  page: number;
  limit: number;
  order: string;
  /** Search text and filters over the index (features/entries/find); '' when not set. */
  q: string;
  status: string;
  type: string;
  /** Created from / to: local calendar days, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Entries chosen by id (`Show these entries`), comma-separated; '' when not set. */
  ids: string;
}

export const MAX_FOLDER_LENGTH = 255;
export const MAX_QUERY_LENGTH = 200;
/** Ids in `ids`: at most 200 UUIDs and their commas, so an address stays within what hosts take. */
export const MAX_IDS_LENGTH = 7400;

/** What a search is made of: its text and filters (any of them set shows search results). */
export const FIND_KEYS = ['q', 'status', 'type', 'from', 'to', 'ids'] as const;

/** Every parameter of the list's address: a view keeps these and no other. */
export const LIST_KEYS = ['folder_id', 'page', 'limit', 'order_by', ...FIND_KEYS] as const;

/** Whether the list shows search results (text or any filter) instead of a page. */
export function isSearching(state: ListState): boolean {
  return FIND_KEYS.some((key) => state[key]);
}

/** A real calendar day written YYYY-MM-DD, or null. */
function readDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** The ids an `ids` parameter names, trimmed, without empty ones between its commas. */
function idsOf(value: string): string {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .join(',');
}

/** A page number as the URL holds it: 1 to 9 digits, at least 1. */
function readPage(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

export function defaultListState(config: AppConfig): ListState {
  return {
    folder: '',
    page: 1,
    limit: config.pageSizes[0]!,
    order: config.orderOptions[0]!.value,
    q: '',
    status: '',
    type: '',
    from: '',
    to: '',
    ids: '',
  };
}

/** Parses the query string; any bad value falls back to its default and marks the URL for correction. */
export function parseListSearch(
  search: URLSearchParams,
  config: AppConfig,
): { state: ListState; corrected: boolean } {
  const state = defaultListState(config);
  let corrected = false;

  const folder = search.get('folder_id');
  if (folder !== null) {
    let trimmed = folder.trim().slice(0, MAX_FOLDER_LENGTH);
    // The cut may split a surrogate pair or leave whitespace at the end.
    if (/[\uD800-\uDBFF]$/.test(trimmed)) trimmed = trimmed.slice(0, -1);
    trimmed = trimmed.trimEnd();
    state.folder = trimmed;
    if (trimmed !== folder || trimmed === '') corrected = true;
  }
  const page = search.get('page');
  if (page !== null) {
    const parsed = readPage(page);
    if (parsed !== null) state.page = parsed;
    else corrected = true;
  }
  const limit = search.get('limit');
  if (limit !== null) {
    const n = Number(limit);
    if (/^\d+$/.test(limit) && config.pageSizes.includes(n)) state.limit = n;
    else corrected = true;
  }
  const order = search.get('order_by');
  if (order !== null) {
    if (config.orderOptions.some((o) => o.value === order)) state.order = order;
    else corrected = true;
  }
  // Search text is kept as typed (spaces too), only cut to a sane length.
  const q = search.get('q');
  if (q !== null) {
    state.q = q.slice(0, MAX_QUERY_LENGTH);
    if (state.q !== q || q === '') corrected = true;
  }
  for (const [name, max] of [
    ['status', 100],
    ['type', 100],
    ['ids', MAX_IDS_LENGTH],
  ] as const) {
    const value = search.get(name);
    if (value === null) continue;
    // `ids` with no id in it (`ids=,,,`) is the plain list, not "only the entry chosen".
    const kept = name === 'ids' ? idsOf(value) : value;
    if (kept.trim() !== '' && value.length <= max) state[name] = kept;
    if (kept !== value || kept.trim() === '' || value.length > max) corrected = true;
  }
  for (const name of ['from', 'to'] as const) {
    const value = search.get(name);
    if (value === null) continue;
    const day = readDay(value);
    if (day) state[name] = day;
    else corrected = true;
  }
  return { state, corrected };
}

/** The shortest query string for a state: defaults are left out. */
export function toListSearch(state: ListState, config: AppConfig): URLSearchParams {
  const defaults = defaultListState(config);
  const search = new URLSearchParams();
  if (state.folder) search.set('folder_id', state.folder);
  if (state.page !== defaults.page) search.set('page', String(state.page));
  if (state.limit !== defaults.limit) search.set('limit', String(state.limit));
  if (state.order !== defaults.order) search.set('order_by', state.order);
  for (const name of FIND_KEYS) {
    if (state[name]) search.set(name, state[name]);
  }
  return search;
}

export function toListParams(state: ListState): ListParams {
  return {
    folder_id: state.folder || undefined,
    page: state.page,
    limit: state.limit,
    order_by: state.order,
  };
}
