/** The list's state lives in the URL; this is the one place that reads and writes it. */
import type { ListParams } from '../../api/schemas';
import type { AppConfig } from '../../lib/config';

export interface ListState {
  folder: string;
  page: number;
  limit: number;
  order: string;
}

export const MAX_FOLDER_LENGTH = 255;

/** A page number as the URL holds it: 1 to 9 digits, at least 1. */
function readPage(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

export function defaultListState(config: AppConfig): ListState {
  return { folder: '', page: 1, limit: config.pageSizes[0]!, order: config.orderOptions[0]!.value };
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
