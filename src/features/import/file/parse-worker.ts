/**
 * The import's worker: reading and checking a file happen here, off the main thread, so a
 * 10,000-row file never blocks the page.
 */
import { servePreview, type PreviewRequest, type PreviewMessage } from './preview-engine';

const scope = self as unknown as {
  postMessage(message: PreviewMessage): void;
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null;
};

const serve = servePreview((message) => scope.postMessage(message));
scope.onmessage = (event) => serve(event.data);
