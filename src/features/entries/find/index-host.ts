/**
 * One session's index where it lives (index-worker.ts, one per session): answers from memory,
 * seals the index into its vault (index-vault.ts) a moment after each change, fills it from the
 * vault when the session opens it, and forgets it at sign-out.
 */
import { readAnswer } from '../../../api/read-response';
import { entryListSchema } from '../../../api/schemas';
import { describeError } from '../../../api/api-error';
import { boundEntry } from './entry-bounds';
import { EntryIndex } from './index-engine';
import type { IndexRequest, IndexResponse } from './index-protocol';
import { forgetVault, openVault, type Vault } from './index-vault';

/** After a change, how long until the index is sealed and kept; changes meanwhile go with it. */
export const KEEP_AFTER_MS = 1500;

export interface VaultAccess {
  open(key: CryptoKey): Promise<Vault>;
  forget(): Promise<void>;
}

/** `tellAll` reaches every page of the session: a change's new stats are for all of them. */
export function createIndexHost(
  tellAll: (response: IndexResponse) => void,
  vault: VaultAccess = { open: openVault, forget: forgetVault },
) {
  let index = new EntryIndex();
  /** The session's vault once opened (null: none could be, the index lives in memory only). */
  let kept: Promise<Vault | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** One write at a time, in order. */
  let writing: Promise<unknown> = Promise.resolve();

  const tellStats = () => tellAll({ type: 'stats', stats: index.stats() });

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

  function open(key: CryptoKey | null) {
    if (!key) return Promise.resolve(null);
    kept ??= vault.open(key).then(
      async (opened) => {
        try {
          index.restore(await opened.read());
        } catch {
          // Kept, opened, but not an index that can be used (damaged, or from a version that
          // wrote it otherwise): discarded, read again from the server, and kept anew over it.
          index = new EntryIndex(index.maxEntries);
        }
        tellStats();
        return opened;
      },
      // No IndexedDB here (or it refused): the index lives in memory, as it did before.
      () => null,
    );
    return kept;
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

  return {
    /** Handles a page's request; `reply` answers that page alone. */
    receive(request: IndexRequest, reply: (response: IndexResponse) => void): void {
      switch (request.type) {
        case 'open':
          // Said once the kept entries are in (or there were none): the page then knows whether
          // the index is complete without reading every page again.
          void open(request.key).then(() => {
            tellStats();
            reply({ type: 'opened' });
          });
          return;
        case 'forget':
          return forget();
        case 'search':
          return reply({ type: 'results', seq: request.seq, answer: index.search(request.query) });
        case 'get':
          return reply({ type: 'entry', seq: request.seq, item: index.get(request.id) });
        case 'limit':
          index.maxEntries = request.maxEntries;
          break;
        case 'put':
          index.putBound(request.entries, request.meta);
          keepSoon();
          break;
        case 'page': {
          const { seq, text, limit, folder } = request;
          // Read here, not on the page: parsing and checking a walk's pages never holds it up.
          void readAnswer(text, entryListSchema, 'GET').then(
            ({ items, pagination }) => {
              const kept = items.slice(0, limit);
              index.putBound(kept.map(boundEntry), {
                folder,
                total: folder ? undefined : pagination.total,
              });
              keepSoon();
              tellStats();
              reply({ type: 'page', seq, ids: kept.map((item) => item.id), pagination });
            },
            (error: unknown) => reply({ type: 'page', seq, error: describeError(error) }),
          );
          return;
        }
        case 'walked':
        case 'freshened':
          if (request.type === 'walked') index.markWalked(request.total);
          else index.markFresh(request.total);
          // The evidence that the index is complete is kept before it is told: a page that says
          // "All … entries indexed" can be reloaded and still say so.
          void keepNow().then(tellStats);
          return;
      }
      tellStats();
    },
  };
}
