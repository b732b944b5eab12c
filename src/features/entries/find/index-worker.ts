/**
 * The index's home: a SharedWorker where the browser has one, so every tab of a session shares
 * one index (read once, and what one tab puts in the others find at once), else a worker of this
 * tab alone. Either way building and searching 100,000 entries never blocks the page. Each page's
 * first message (`open`) names its session: sessions of other tokens get indexes of their own.
 */
import { createIndexHost, type IndexHost } from './index-host';
import type { IndexRequest, IndexResponse } from './index-protocol';

/** A tab's port to the shared worker, or the dedicated worker's own scope. */
interface Port {
  postMessage(message: IndexResponse): void;
  onmessage: ((event: MessageEvent<IndexRequest>) => void) | null;
}

interface Hosted {
  host: IndexHost;
  ports: Set<Port>;
}

const sessions = new Map<string, Hosted>();

function join(session: string, port: Port): Hosted {
  let hosted = sessions.get(session);
  if (!hosted) {
    const ports = new Set<Port>();
    hosted = {
      host: createIndexHost((response) => ports.forEach((each) => each.postMessage(response))),
      ports,
    };
    sessions.set(session, hosted);
  }
  hosted.ports.add(port);
  return hosted;
}

function serve(port: Port) {
  let mine: { session: string; hosted: Hosted } | null = null;
  port.onmessage = ({ data }) => {
    if (data.type === 'open') {
      mine?.hosted.ports.delete(port);
      mine = { session: data.session, hosted: join(data.session, port) };
    }
    // The page sends `open` first (index-connect.ts); nothing is answered before it.
    if (!mine) return;
    mine.hosted.host.receive(data, (response) => port.postMessage(response));
    if (data.type === 'forget') {
      // Signed out: the index is gone; tabs signing in again open a new one.
      sessions.delete(mine.session);
      mine = null;
    }
  };
}

const scope = self as unknown as Port & { onconnect?: ((event: MessageEvent) => void) | null };
if ('onconnect' in scope) scope.onconnect = (event) => serve(event.ports[0]!);
else serve(scope);
