/**
 * The import's worker: reading and checking a file happen here, off the main thread, so a
 * 10,000-row file never blocks the page.
 */
import { createPreviewEngine, type PreviewRequest, type PreviewResponse } from './preview-engine';

const scope = self as unknown as {
  postMessage(message: PreviewResponse): void;
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null;
};

const handle = createPreviewEngine((response) => scope.postMessage(response));
let queue = Promise.resolve();
scope.onmessage = (event) => {
  // One request at a time, in order: a check never runs on a half-read file.
  queue = queue.then(() => handle(event.data)).catch(() => undefined);
};
