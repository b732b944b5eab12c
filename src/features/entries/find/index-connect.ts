/**
 * How the page reaches its index (loaded when the index starts, index-client.ts): the worker of
 * index-worker.ts, shared by the session's tabs where the browser has SharedWorker and the index
 * can be sealed, else a worker of this tab; without workers (tests, an old browser, a content
 * policy that refuses one) the same host answers from the page, just as late, and keeps nothing.
 */
import { cutEntry } from './entry-bounds';
import { indexKey } from './index-vault';
import { createIndexHost, runCall, type IndexCall, type IndexMessage } from './index-host';

export interface Backend {
  send(call: IndexCall): void;
  close(): void;
  /** What seals the kept index (null: nothing is kept), for the index's `open`. */
  key: CryptoKey | null;
}

type Receive = (message: IndexMessage) => void;

function inPage(receive: Receive): Backend {
  const host = createIndexHost(receive);
  let open = true;
  return {
    send: (call) => queueMicrotask(() => open && runCall(host, call, receive)),
    close: () => {
      open = false;
    },
    key: null,
  };
}

async function inWorker(token: string, receive: Receive): Promise<Backend> {
  // Without WebCrypto (a page not served over HTTPS) there is no key: nothing is kept, nothing shared.
  const key = await indexKey(token).catch(() => null);
  const port =
    key && typeof SharedWorker !== 'undefined'
      ? new SharedWorker(new URL('./index-worker.ts', import.meta.url), {
          type: 'module',
          // One worker per name: tabs of another session never share this one.
          name: `entry-index ${key.session}`,
        }).port
      : new Worker(new URL('./index-worker.ts', import.meta.url), {
          type: 'module',
          name: 'entry-index',
        });
  port.onmessage = (event: MessageEvent<IndexMessage>) => receive(event.data);
  const post = (call: IndexCall) => port.postMessage(call);
  return {
    key: key?.key ?? null,
    send(call) {
      try {
        post(call);
      } catch (error) {
        // An entry the worker cannot be handed (nested too deep to copy, a DataCloneError) is
        // indexed by the fields search shows; anything else is a bug and is thrown on.
        const uncopyable = error instanceof RangeError || error instanceof DOMException;
        if (call.name !== 'put' || !uncopyable) throw error;
        const [entries, meta] = call.args;
        post({ ...call, args: [entries.map((entry) => entry && cutEntry(entry.item)), meta] });
      }
    },
    close: () => ('terminate' in port ? port.terminate() : port.close()),
  };
}

export async function connect(token: string, receive: Receive): Promise<Backend> {
  if (typeof Worker === 'undefined') return inPage(receive);
  return inWorker(token, receive).catch(() => inPage(receive));
}
