/**
 * Reads a folder page by page, once, to learn which entries were made since a time: the import
 * looks for many rows whose answers were lost with one walk. Newest first when the config
 * offers that order, so the walk stops as soon as a page reaches back before `since`; otherwise
 * every page is read. Pages are as large as the config allows (a server may send fewer: the
 * walk follows `has_more_pages`). An entry created meanwhile pushes the others one place down,
 * so one seen twice is kept once. At most `maxEntries` are read: a bigger folder is reported,
 * never guessed about. Each page is retried as any read is (query-client.ts's `retryWait`).
 */
import { getConfig } from '../lib/config';
import { creationWindow } from './folder-match';
import { newestFirstOrder, readFolderPage, type FolderPage } from './folder-read';
import { retryWait } from './query-client';
import type { ListItem } from './schemas';

export interface FolderWalk {
  folder: string;
  /** The distinct entries read. */
  items: ListItem[];
  /** Server clock minus browser clock (from the first page that said), or null. */
  offsetMs: number | null;
  /** When the last page arrived, in the browser's clock. */
  checkedAt: number;
  /** Every entry of the folder was read. */
  exhausted: boolean;
  /** Newest first, the oldest creation time read (server clock); NaN when not newest first. */
  reachedBack: number;
  /** The walk stopped at `maxEntries` with more to read. */
  tooBig: boolean;
  pages: number;
}

export interface WalkFolderOptions {
  folder: string;
  /** The earliest send to account for, in the browser's clock. */
  since: number;
  maxEntries: number;
  signal?: AbortSignal;
  /** Tests read their own pages and wait on their own clock. */
  readPage?: (page: number, limit: number, order: string) => Promise<FolderPage>;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_WALK_MAX_ENTRIES = 10_000;

/** The largest page the config allows: the list's page sizes and the export's. */
export function walkPageSize(): number {
  const { pageSizes, exportPageSize } = getConfig();
  return Math.max(...pageSizes, exportPageSize);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(read: () => Promise<T>, sleep: (ms: number) => Promise<void>) {
  for (let failures = 0; ; failures++) {
    try {
      return await read();
    } catch (error) {
      const wait = retryWait(failures, error);
      if (wait === null) throw error;
      await sleep(wait);
    }
  }
}

/** The server answered another page than the one asked for: following it would never end. */
export class WalkPageError extends Error {
  constructor(asked: number, answered: number) {
    super(
      `The server answered page ${answered} when asked for page ${asked}, so the folder could not be looked through. Check the "pageParam" setting.`,
    );
    this.name = 'WalkPageError';
  }
}

export async function walkFolder(options: WalkFolderOptions): Promise<FolderWalk> {
  const { folder, since, maxEntries, signal } = options;
  const newest = newestFirstOrder();
  const order = newest ?? getConfig().orderOptions[0]!.value;
  const limit = walkPageSize();
  const read =
    options.readPage ??
    ((page: number, size: number, by: string) => readFolderPage(folder, page, size, by, signal));
  const sleep = options.sleep ?? defaultSleep;
  const seen = new Map<string, ListItem>();
  let offsetMs: number | null = null;
  let checkedAt = 0;
  let reachedBack = newest ? Infinity : NaN;
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const answer = await withRetries(() => read(page, limit, order), sleep);
    const { items, pagination } = answer.list;
    if (pagination.current_page !== page) throw new WalkPageError(page, pagination.current_page);
    offsetMs ??= answer.offsetMs;
    checkedAt = answer.receivedAt;
    for (const item of items) {
      if (!seen.has(item.id)) seen.set(item.id, item);
      const created = Date.parse(item.created_at);
      if (newest && !Number.isNaN(created)) reachedBack = Math.min(reachedBack, created);
    }
    const more = pagination.has_more_pages && items.length > 0;
    // Newest first, a page that reaches back before every send leaves nothing to look for.
    const done = !more || reachedBack < creationWindow(since, checkedAt, offsetMs).from;
    const full = seen.size >= maxEntries;
    if (done || full) {
      return {
        folder,
        items: [...seen.values()],
        offsetMs,
        checkedAt,
        exhausted: !more,
        reachedBack,
        tooBig: !done && full,
        pages: page,
      };
    }
  }
}
