/**
 * The index's home: a SharedWorker where the browser has one, so every tab of a session shares
 * one index (read once, and what one tab puts in the others find at once), else a worker of this
 * tab alone. Either way building and searching 100,000 entries never blocks the page. The page
 * names the shared worker after its session (index-connect.ts), so the browser gives each
 * session a worker, and an index, of its own.
 */
import { createIndexHost } from './index-host';
import type { IndexRequest, IndexResponse } from './index-protocol';

/** A tab's port to the shared worker, or the dedicated worker's own scope. */
interface Port {
  postMessage(message: IndexResponse): void;
  onmessage: ((event: MessageEvent<IndexRequest>) => void) | null;
}

const ports = new Set<Port>();
const host = createIndexHost((response) => ports.forEach((port) => port.postMessage(response)));

function serve(port: Port) {
  ports.add(port);
  port.onmessage = ({ data }) => host.receive(data, (response) => port.postMessage(response));
}

const scope = self as unknown as Port & { onconnect?: ((event: MessageEvent) => void) | null };
if ('onconnect' in scope) scope.onconnect = (event) => serve(event.ports[0]!);
else serve(scope);
