/**
 * The page's side of the index (one of the app's services, src/app/app-services.ts): started by
 * the entries screen, handed every page read and entry made (also through src/api/index-inbox.ts),
 * dropped at sign-out in this tab or another. The index lives in a worker shared by the session's
 * tabs (index-connect.ts), kept across reloads only sealed (index-vault.ts).
 */
import { createContext, useContext } from 'react';
import type { IndexInbox } from '../../../api/index-inbox';
import { ApiError } from '../../../api/api-error';
import type { EntryList, ListItem, ListParams } from '../../../api/schemas';
import { createExternalStore } from '../../../lib/external-store';
import type { Session } from '../../../lib/session';
import { boundEntry } from './entry-bounds';
import type { Backend } from './index-connect';
import type { SearchQuery } from './index-engine';
import type { IndexStats, WalkReach } from './index-stats';
import type { IndexCall, IndexCalls, IndexMessage } from './index-host';

export const EMPTY_STATS: IndexStats = {
  count: 0,
  updatedAt: null,
  total: null,
  statuses: [],
  types: [],
  leftOut: 0,
  full: false,
  walked: null,
  reached: null,
  folders: [],
};

/** A call's result as the page gets it: null when there is no index (signed out, let go). */
type Result<Name extends keyof IndexCalls> = Awaited<ReturnType<IndexCalls[Name]>> | null;

/** The session's index, as the page sees it. */
export type IndexClient = ReturnType<typeof createIndexClient>;

export const EntryIndexContext = createContext<IndexClient | null>(null);

/** The index of the session's entries (made in src/app/app-services.ts), handed down. */
export const useEntryIndex = (): IndexClient => useContext(EntryIndexContext)!;

/** The app's index of its session's entries (made where the app is put together). */
export function createIndexClient(session: Session) {
  let running: { send: Backend['send']; stop: () => void } | null = null;
  let seq = 0;
  const stats = createExternalStore<IndexStats>(EMPTY_STATS);
  const pending = new Map<number, (result: unknown) => void>();
  let markOpened = () => {};
  // Not Promise.withResolvers: the unit tests run on Node 20, which has none.
  const unopened = () => new Promise<void>((resolve) => (markOpened = resolve));
  let opened = unopened();

  function receive(message: IndexMessage) {
    if ('stats' in message) {
      stats.set(message.stats);
      return;
    }
    pending.get(message.seq)?.(message.result);
    pending.delete(message.seq);
  }

  function call<Name extends keyof IndexCalls>(
    name: Name,
    ...args: Parameters<IndexCalls[Name]>
  ): Promise<Result<Name>> {
    if (!running) return Promise.resolve(null);
    const { send } = running;
    const made = { seq: ++seq, name, args } as IndexCall;
    return new Promise((resolve) => {
      pending.set(made.seq, resolve as (result: unknown) => void);
      send(made);
    });
  }

  /**
   * Hands a list answer to the index as the index keeps it: cut to its bounds here, so a page of
   * million-character titles costs the worker a copy of kilobytes, not of megabytes.
   */
  function feed(list: EntryList, params: Pick<ListParams, 'folder_id'>) {
    const folder = params.folder_id || undefined;
    const meta = { folder, total: folder ? undefined : list.pagination.total };
    void call('put', list.items.map(boundEntry), meta);
  }

  /**
   * Starts the index (once), keeping at most `maxEntries`, with what `inbox` holds for it (and
   * all it is handed after).
   */
  function start(maxEntries: number, inbox: IndexInbox): void {
    const token = session.token();
    if (running || token === null) return;
    // Loaded with the index's first use, so the first screen carries none of it. Calls made
    // before it is connected wait, in order. One that cannot be loaded or started (a newer
    // version deployed since this page loaded, the network gone) leaves the page without an
    // index, as when signed out: every call answers null and the list's own pages stay.
    const backend = import('./index-connect')
      .then(({ connect }) => connect(token, receive))
      .catch(() => {
        if (running === own) letGo();
        return null;
      });
    // A 401 keeps the screen (and its search) while the person signs in again: only a sign-out
    // forgets the index. Signed in with another token, this index is the last one's: it is let
    // go (still sealed for its own token) and the new token's opens, with nothing read before
    // (the inbox drops what waited).
    const stopSession = session.subscribe((token, reason) => {
      if (token === null && reason === 'signed-out') drop();
      if (reason === 'switched' || reason === 'renewed') {
        letGo();
        start(maxEntries, inbox);
      }
    });
    let stopInbox = () => {};
    const own = {
      send: (made: IndexCall) => void backend.then((connected) => connected?.send(made)),
      stop: () => {
        stopInbox();
        stopSession();
        void backend.then((connected) => connected?.close());
      },
    };
    running = own;
    // Said once the kept entries are in (or there were none): the page then knows whether the
    // index is complete without reading every page again.
    void backend.then(async (connected) => {
      if (!connected) return;
      await call('open', connected.key, maxEntries);
      if (running === own) markOpened();
    });
    // Pages read and entries made where the index cannot be imported, before it started too.
    stopInbox = inbox.deliverTo(client);
  }

  /** This page stops using the index it runs, which stays as it is for its own token's tabs. */
  function letGo(): void {
    running?.stop();
    running = null;
    pending.forEach((resolve) => resolve(null));
    pending.clear();
    stats.set(EMPTY_STATS);
    markOpened();
    opened = unopened();
  }

  /** Forgets every indexed entry, in every tab: the sign-out. */
  function drop(): void {
    // What was kept is deleted by the sign-out itself (src/app/forget-session.ts), in every tab.
    void call('forget');
    letGo();
  }

  const client = {
    start,
    drop,
    /** Resolves once what was kept is in the index (at once when nothing could be kept). */
    opened: () => opened,
    /**
     * A walk read every page, and the ids it read added up to the server's `total`: resolves
     * once that is kept and told.
     */
    markWalked: async (total: number) => void (await call('walked', total)),
    /** A walk read its pages up to `reach.pages` in a row: kept, so the next goes on from there. */
    markReached: (reach: WalkReach) => void call('reached', reach),
    /** A page read in `params.folder_id` (shown, walked, exported), into the index. */
    heard: feed,
    /**
     * A walked page's answer as sent, read and put by the index where it lives (off the page's
     * thread): its ids and pagination, or the ApiError reading it gave. Null without an index.
     */
    async readPage(text: string, params: Pick<ListParams, 'folder_id' | 'limit'>) {
      const read = await call('page', text, params.limit, params.folder_id || undefined);
      if (read?.error !== undefined) {
        throw new ApiError({ kind: 'contract', status: 0, message: read.error });
      }
      return read && { items: read.ids.map((id) => ({ id })), pagination: read.pagination };
    },
    /** Entries made here, into the index at once, before any list shows them. */
    tellCreated(items: ListItem[]) {
      if (items.length > 0) void call('put', items.map(boundEntry), {});
    },
    /** A pass over the newest entries reached known ones; the server counts `total`. */
    markFresh: (total: number) => void call('walked', total, true),
    /**
     * What the index holds (told quietly by its host, index-host.ts): read with
     * useSyncExternalStore(subscribe, get).
     */
    stats: { get: stats.get, subscribe: stats.subscribe },
    /** Null when there is no index (signed out, or dropped while asking). */
    search: (query: SearchQuery) => call('search', query),
    /** The entry as the index last saw it, or null when the index does not hold it whole. */
    find: async (id: string) => (await call('get', id)) ?? null,
  };
  return client;
}
