/**
 * Where the page's index requests go (index-connect.ts connects it, loaded with the backend's
 * first use, so the first screen carries none of it): requests made before it is connected
 * wait, in order.
 */
import type { IndexRequest, IndexResponse } from './index-protocol';

export interface Backend {
  send(request: IndexRequest): void;
  close(): void;
}

export type Receive = (response: IndexResponse) => void;

/** The session's index backend; requests made before it is connected wait, in order. */
export function openBackend(token: string, receive: Receive): Backend {
  let backend: Backend | null = null;
  let closed = false;
  const waiting: IndexRequest[] = [];
  void import('./index-connect')
    .then(({ connect, inPage }) =>
      typeof Worker === 'undefined'
        ? inPage(receive)
        : // A worker the page may not start (a content policy): the index lives in the page.
          connect(token, receive).catch(() => inPage(receive)),
    )
    .then((made) => {
      if (closed) return made.close();
      backend = made;
      for (const request of waiting.splice(0)) made.send(request);
    });
  return {
    send: (request) => (backend ? backend.send(request) : void waiting.push(request)),
    close() {
      closed = true;
      backend?.close();
    },
  };
}
