/**
 * The page's side of the index: one of the app's services (`entryIndexKind`), started by the entries
 * screen, fed by every list answer (src/api/entries.ts), and dropped when the session ends, in
 * this tab or another (src/lib/session.ts). The index itself lives in a worker's memory: nothing
 * reaches storage. A test's session of its own starts with an empty index.
 */
import type { QueryClient } from '@tanstack/react-query';
import { entryKeys } from '../../../api/entries';
import { onListAnswer } from './list-answers';
import { lastCreated, onCreated } from '../../../api/created-entries';
import type { EntryList, ListItem, ListParams } from '../../../api/schemas';
import { createExternalStore } from '../../../lib/external-store';
import type { Session } from '../../../lib/session';
import type { ServiceKind } from '../../../lib/services';
import { boundEntry } from './entry-bounds';
import { EntryIndex, type IndexStats, type SearchAnswer, type SearchQuery } from './index-engine';
import { answer, type IndexRequest, type IndexResponse } from './index-protocol';

interface Backend {
  send(request: IndexRequest): void;
  close(): void;
}

/** Without workers (tests, an old browser) the same index answers from the page, just as late. */
function inPage(receive: (response: IndexResponse) => void): Backend {
  const index = new EntryIndex();
  let open = true;
  return {
    send: (request) =>
      queueMicrotask(() => {
        if (open) receive(answer(index, request));
      }),
    close: () => {
      open = false;
    },
  };
}

function openBackend(receive: (response: IndexResponse) => void): Backend {
  if (typeof Worker === 'undefined') return inPage(receive);
  const worker = new Worker(new URL('./index-worker.ts', import.meta.url), {
    type: 'module',
    name: 'entry-index',
  });
  worker.onmessage = (event: MessageEvent<IndexResponse>) => receive(event.data);
  return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
}

export const EMPTY_STATS: IndexStats = {
  count: 0,
  updatedAt: null,
  total: null,
  statuses: [],
  types: [],
  leftOut: 0,
  full: false,
};

/** The fields the index searches and shows, without whatever else the server nested in. */
function searchable(item: ListItem): ListItem {
  const { id, title, type, status, created_at, folder_id } = item as ListItem & {
    folder_id?: unknown;
  };
  return { id, title, type, status, created_at, ...(folder_id === undefined ? {} : { folder_id }) };
}

/**
 * Hands a list answer to the index as the index keeps it: cut to its bounds here, so a page of
 * million-character titles costs the worker a copy of kilobytes, not of megabytes.
 */
function feed(backend: Backend, list: EntryList, params: ListParams) {
  const folder = params.folder_id || undefined;
  const meta = { folder, total: folder ? undefined : list.pagination.total };
  const entries = list.items.map(boundEntry);
  try {
    backend.send({ type: 'put', entries, meta });
  } catch (error) {
    // An entry the worker cannot be handed (nested too deep to copy, a DataCloneError) is
    // indexed by the fields search uses; anything else is a bug and is thrown on.
    if (!(error instanceof RangeError || error instanceof DOMException)) throw error;
    const plain = entries.map((entry) => entry && { item: searchable(entry.item), whole: false });
    backend.send({ type: 'put', entries: plain, meta });
  }
}

/** The session's index, as the page sees it. */
export interface IndexClient {
  /** Starts the index (once), keeping at most `maxEntries`, with the pages already in the cache. */
  start(queryClient: QueryClient, maxEntries: number): void;
  /** Forgets every indexed entry: the worker and its memory go. */
  drop(): void;
  /** What the index holds: read with useSyncExternalStore(subscribe, get). */
  stats: { get: () => IndexStats; subscribe: (listener: () => void) => () => void };
  /** Null when there is no index (signed out, or dropped while asking). */
  search(query: SearchQuery): Promise<SearchAnswer | null>;
  /** The entry with this id as the index last saw it, or null when the index does not hold it. */
  find(id: string): Promise<ListItem | null>;
}

/** The app's index of its session's entries. */
export const entryIndexKind: ServiceKind<IndexClient, Session> = {
  make: (session) => createIndexClient(session),
};

function createIndexClient(session: Session): IndexClient {
  let running: { backend: Backend; stop: () => void } | null = null;
  let seq = 0;
  const stats = createExternalStore<IndexStats>(EMPTY_STATS);
  const pending = new Map<number, (response: IndexResponse | null) => void>();

  function receive(response: IndexResponse) {
    if (response.type === 'stats') {
      stats.set(response.stats);
      return;
    }
    const resolve = pending.get(response.seq);
    pending.delete(response.seq);
    resolve?.(response);
  }

  function start(queryClient: QueryClient, maxEntries: number): void {
    if (running || session.token() === null) return;
    const backend = openBackend(receive);
    backend.send({ type: 'limit', maxEntries });
    for (const [key, data] of queryClient.getQueriesData<EntryList>({
      queryKey: entryKeys.lists(),
    })) {
      const params = key[2] as ListParams | undefined;
      if (data && params) feed(backend, data, params);
    }
    const stopFeed = onListAnswer(queryClient, (list, params) => feed(backend, list, params));
    // Made here (an import's rows): in the index at once, before any list shows them, also
    // when they were told before the index started.
    const putCreated = (items: ListItem[]) => {
      if (items.length > 0) backend.send({ type: 'put', entries: items.map(boundEntry), meta: {} });
    };
    putCreated(lastCreated(queryClient));
    const stopCreated = onCreated(queryClient, putCreated);
    // A 401 keeps the screen (and its search) while the person signs in again: only a sign-out
    // forgets the index.
    const stopSession = session.subscribe((token, reason) => {
      if (token === null && reason === 'signed-out') drop();
    });
    running = {
      backend,
      stop: () => {
        stopFeed();
        stopCreated();
        stopSession();
        backend.close();
      },
    };
  }

  function drop(): void {
    running?.stop();
    running = null;
    pending.forEach((resolve) => resolve(null));
    pending.clear();
    stats.set(EMPTY_STATS);
  }

  function ask(make: (seq: number) => IndexRequest): Promise<IndexResponse | null> {
    if (!running) return Promise.resolve(null);
    const request = make(++seq);
    const backend = running.backend;
    return new Promise((resolve) => {
      pending.set(seq, resolve);
      backend.send(request);
    });
  }

  return {
    start,
    drop,
    stats: { get: stats.get, subscribe: stats.subscribe },
    async search(query) {
      const response = await ask((seq) => ({ type: 'search', seq, query }));
      return response?.type === 'results' ? response.answer : null;
    },
    async find(id) {
      const response = await ask((seq) => ({ type: 'get', seq, id }));
      return response?.type === 'entry' ? response.item : null;
    },
  };
}
