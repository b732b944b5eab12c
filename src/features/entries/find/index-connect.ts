/**
 * How the page reaches its index (loaded with the first request, by index-backend.ts): a worker
 * shared by the session's tabs where the browser has SharedWorker (index-shared-worker.ts), else
 * a worker of this tab (index-worker.ts), both keeping the index sealed across reloads; without
 * workers (tests, an old browser) an index in the page.
 */
import type { ListItem } from '../../../api/schemas';
import type { Backend, Receive } from './index-backend';
import { EntryIndex } from './index-engine';
import { indexKey } from './index-key';
import { answer, type IndexRequest, type IndexResponse } from './index-protocol';

/** Without workers the same index answers from the page, just as late, and keeps nothing. */
export function inPage(receive: Receive): Backend {
  const index = new EntryIndex();
  let open = true;
  return {
    send: (request) =>
      queueMicrotask(() => {
        if (!open) return;
        if (request.type === 'open') receive({ type: 'opened' });
        else if (request.type !== 'forget') receive(answer(index, request));
      }),
    close: () => {
      open = false;
    },
  };
}

/** The fields the index searches and shows, without whatever else the server nested in. */
function searchable(item: ListItem): ListItem {
  const { id, title, type, status, created_at, folder_id } = item as ListItem & {
    folder_id?: unknown;
  };
  return { id, title, type, status, created_at, ...(folder_id === undefined ? {} : { folder_id }) };
}

function overPort(port: { postMessage(message: IndexRequest): void }, close: () => void): Backend {
  return {
    send(request) {
      try {
        port.postMessage(request);
      } catch (error) {
        // An entry the worker cannot be handed (nested too deep to copy, a DataCloneError) is
        // indexed by the fields search uses; anything else is a bug and is thrown on.
        const uncopyable = error instanceof RangeError || error instanceof DOMException;
        if (request.type !== 'put' || !uncopyable) throw error;
        const entries = request.entries.map(
          (entry) => entry && { item: searchable(entry.item), whole: false },
        );
        port.postMessage({ ...request, entries });
      }
    },
    close,
  };
}

export async function connect(token: string, receive: Receive): Promise<Backend> {
  // Without WebCrypto (a page not served over HTTPS) there is no key: nothing is kept, nothing shared.
  const key = await indexKey(token).catch(() => null);
  let backend: Backend;
  if (key && typeof SharedWorker !== 'undefined') {
    const shared = new SharedWorker(new URL('./index-shared-worker.ts', import.meta.url), {
      type: 'module',
      name: 'entry-index',
    });
    shared.port.onmessage = (event: MessageEvent<IndexResponse>) => receive(event.data);
    backend = overPort(shared.port, () => shared.port.close());
  } else {
    const worker = new Worker(new URL('./index-worker.ts', import.meta.url), {
      type: 'module',
      name: 'entry-index',
    });
    worker.onmessage = (event: MessageEvent<IndexResponse>) => receive(event.data);
    backend = overPort(worker, () => worker.terminate());
  }
  // First, as the shared worker needs to know the session before anything else.
  backend.send({ type: 'open', key: key?.key ?? null, session: key?.session ?? '' });
  return backend;
}
