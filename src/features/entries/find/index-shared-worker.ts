/**
 * The index's home shared by every tab of a session (a SharedWorker): one index, read once,
 * whatever the number of tabs; what one tab puts in (a create, an import, a walk's pages) the
 * others find at once. Each tab's first message names its session (`open`); sessions of other
 * tokens get indexes of their own.
 */
import { createIndexHost, type IndexHost } from './index-host';
import type { IndexRequest } from './index-protocol';

interface Hosted {
  host: IndexHost;
  ports: Set<MessagePort>;
}

const sessions = new Map<string, Hosted>();

function join(session: string, port: MessagePort): Hosted {
  let hosted = sessions.get(session);
  if (!hosted) {
    const ports = new Set<MessagePort>();
    hosted = {
      host: createIndexHost((response) => ports.forEach((each) => each.postMessage(response))),
      ports,
    };
    sessions.set(session, hosted);
  }
  hosted.ports.add(port);
  return hosted;
}

const scope = self as unknown as { onconnect: ((event: MessageEvent) => void) | null };

scope.onconnect = (event) => {
  const port = event.ports[0]!;
  let mine: { session: string; hosted: Hosted } | null = null;
  port.onmessage = ({ data }: MessageEvent<IndexRequest>) => {
    if (data.type === 'open') {
      mine?.hosted.ports.delete(port);
      mine = { session: data.session, hosted: join(data.session, port) };
    }
    // The page sends `open` first (index-client.ts); nothing is answered before it.
    if (!mine) return;
    mine.hosted.host.receive(data, (response) => port.postMessage(response));
    if (data.type === 'forget') {
      // Signed out: the index is gone; tabs signing in again open a new one.
      sessions.delete(mine.session);
      mine = null;
    }
  };
};
