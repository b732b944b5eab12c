/**
 * The index's home: a SharedWorker where the browser has one, so every tab of a session shares
 * one index (read once, and what one tab puts in the others find at once), else a worker of this
 * tab alone. Either way building and searching 100,000 entries never blocks the page. The page
 * names the shared worker after its session (index-connect.ts), so the browser gives each
 * session a worker, and an index, of its own.
 */
import { createIndexHost, runCall, type IndexCall, type IndexMessage } from './index-host';

/** A tab's port to the shared worker, or the dedicated worker's own scope. */
interface Port {
  postMessage(message: IndexMessage): void;
  onmessage: ((event: MessageEvent<IndexCall>) => void) | null;
}

const ports = new Set<Port>();
const host = createIndexHost((message) => ports.forEach((port) => port.postMessage(message)));

function serve(port: Port) {
  ports.add(port);
  port.onmessage = ({ data }) => runCall(host, data, (message) => port.postMessage(message));
}

const scope = self as unknown as Port & { onconnect?: ((event: MessageEvent) => void) | null };
if ('onconnect' in scope) scope.onconnect = (event) => serve(event.ports[0]!);
else serve(scope);
