/**
 * The index's home in a tab of its own, where the browser has no shared workers: building and
 * searching 100,000 entries never blocks the page. The index is still kept across reloads.
 */
import { createIndexHost } from './index-host';
import type { IndexRequest, IndexResponse } from './index-protocol';

const scope = self as unknown as {
  postMessage(message: IndexResponse): void;
  onmessage: ((event: MessageEvent<IndexRequest>) => void) | null;
};

const host = createIndexHost((response) => scope.postMessage(response));
scope.onmessage = (event) => host.receive(event.data, (response) => scope.postMessage(response));
