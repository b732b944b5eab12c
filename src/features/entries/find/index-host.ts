/**
 * One session's index where it lives (index-worker.ts, one per session): answers from memory,
 * seals the index into its vault (index-vault.ts) a moment after each change, fills it from the
 * vault when the session opens it, and forgets it at sign-out.
 */
import { readAnswer } from '../../../api/read-response';
import { entryListSchema } from '../../../api/schemas';
import { describeError } from '../../../api/api-error';
import { boundEntry, type BoundEntry } from './entry-bounds';
import { EntryIndex, type PutMeta, type SearchQuery } from './index-engine';
import { holdsAll, type IndexStats, type WalkReach } from './index-stats';
import { quietly } from './quietly';
import { forgetVault, openVault, type Vault } from './index-vault';

/** After a change, how long until the index is sealed and kept; changes meanwhile go with it. */
export const KEEP_AFTER_MS = 1500;

export interface VaultAccess {
  open(key: CryptoKey): Promise<Vault>;
  forget(): Promise<void>;
}

/** `tellAll` reaches every page of the session: a change's new stats are for all of them. */
export function createIndexHost(
  tellAll: (message: IndexMessage) => void,
  vault: VaultAccess = { open: openVault, forget: forgetVault },
) {
  let index = new EntryIndex();
  /** The session's vault once opened (null: none could be, the index lives in memory only). */
  let kept: Promise<Vault | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** One write at a time, in order. */
  let writing: Promise<unknown> = Promise.resolve();

  const quiet = quietly((stats: IndexStats) => tellAll({ stats }));
  /** Whether the stats last told held every entry. */
  let told = false;
  /**
   * Tells every page what the index holds: news at once (opened, emptied, every entry there to
   * search or no longer), the count as it fills at most once a second (`quietly`).
   */
  const tellStats = (news = true) => {
    const stats = index.stats();
    if (news || holdsAll(stats) !== told) quiet.now(stats);
    else quiet.tell(stats);
    told = holdsAll(stats);
  };

  /** Seals and keeps the index as it is now; resolves once kept (or refused). */
  function keepNow(): Promise<unknown> {
    clearTimeout(timer);
    timer = undefined;
    const into = kept;
    if (!into) return Promise.resolve();
    const snapshot = index.snapshot();
    // A refused write (storage full) leaves the index in memory, as without a vault.
    writing = writing.then(() => into.then((opened) => opened?.write(snapshot))).catch(() => null);
    return writing;
  }

  function keepSoon() {
    if (kept && timer === undefined) timer = setTimeout(() => void keepNow(), KEEP_AFTER_MS);
  }

  function forget() {
    clearTimeout(timer);
    timer = undefined;
    const was = kept;
    kept = null;
    index = new EntryIndex(index.maxEntries);
    tellStats();
    writing = writing
      .then(() => was)
      .then((opened) => opened?.close())
      .then(vault.forget)
      // Left for the sign-out's own delete (src/app/forget-session.ts), which waits for this.
      .catch(() => null);
  }

  function put(entries: (BoundEntry | null)[], meta: PutMeta) {
    index.putBound(entries, meta);
    keepSoon();
    tellStats(false);
  }

  const calls = {
    /**
     * `key` seals the kept index (null: nothing is kept), which holds at most `maxEntries`.
     * Resolves once the kept entries are in (or there were none): the page then knows whether
     * the index is complete without reading every page again.
     */
    open: async (key: CryptoKey | null, maxEntries: number) => {
      index.maxEntries = maxEntries;
      if (key) {
        kept ??= vault.open(key).then(
          async (opened) => {
            try {
              index.restore(await opened.read());
            } catch {
              // Kept, opened, but not an index that can be used (damaged, or from a version that
              // wrote it otherwise): discarded, read again from the server, and kept anew over it.
              index = new EntryIndex(index.maxEntries);
            }
            return opened;
          },
          // No IndexedDB here (or it refused): the index lives in memory, as it did before.
          () => null,
        );
      }
      await kept;
      tellStats();
    },
    /** Signed out: the index goes, from memory and from storage, in every tab. */
    forget,
    search: (query: SearchQuery) => index.search(query),
    get: (id: string) => index.get(id),
    put,
    /**
     * A walked page's answer as sent, read here, not on the page, so parsing and checking a
     * walk's pages never holds it up: at most `limit` of its rows put; the ids put and the
     * pagination, or why it could not be read.
     */
    page: async (text: string, limit: number, folder: string | undefined) => {
      try {
        const { items, pagination } = await readAnswer(text, entryListSchema, 'GET');
        const kept = items.slice(0, limit);
        put(kept.map(boundEntry), { folder, total: folder ? undefined : pagination.total });
        return { ids: kept.map((item) => item.id), pagination };
      } catch (error) {
        return { error: describeError(error) };
      }
    },
    /**
     * A walk read every page and found the server's `total`, or (`fresh`) a pass over the newest
     * entries met known ones (use-index-all.ts). The evidence that the index is complete is kept
     * before it is told: a page that says "Searching all … entries" can be reloaded and still say so.
     */
    walked: async (total: number, fresh = false) => {
      if (fresh) index.markFresh(total);
      else index.markWalked(total);
      await keepNow();
      tellStats();
    },
    /** How far an unfinished walk read, kept for the next one (use-index-all.ts). */
    reached: (reach: WalkReach) => {
      index.markReached(reach);
      keepSoon();
    },
  };

  return calls;
}

/** What a page can ask of its index: each call one of the host's methods. */
export type IndexCalls = ReturnType<typeof createIndexHost>;

export type IndexCall = {
  [Name in keyof IndexCalls]: { seq: number; name: Name; args: Parameters<IndexCalls[Name]> };
}[keyof IndexCalls];

/** To a page: a call's result (the page that called), or the index's stats (every page). */
export type IndexMessage = { seq: number; result: unknown } | { stats: IndexStats };

/** Runs a page's call on its index; `reply` answers that page alone, with the call's result. */
export function runCall(host: IndexCalls, call: IndexCall, reply: (message: IndexMessage) => void) {
  const run = host[call.name] as (...args: unknown[]) => unknown;
  void Promise.resolve(run(...call.args)).then((result) => reply({ seq: call.seq, result }));
}
