/** The index's home: a worker, so building and searching 100,000 entries never blocks the page. */
import { EntryIndex } from './index-engine';
import { answer, type IndexRequest, type IndexResponse } from './index-protocol';

const scope = self as unknown as {
  postMessage(message: IndexResponse): void;
  onmessage: ((event: MessageEvent<IndexRequest>) => void) | null;
};

const index = new EntryIndex();
scope.onmessage = (event) => scope.postMessage(answer(index, event.data));
