/**
 * Keeps the demo backend of every open tab up to date: each tab answers its own requests from
 * memory, so what one tab stores (entries, idempotency answers, a reset) is announced to the
 * others on a BroadcastChannel, and they add it to their memory without writing it again.
 */
import type { Changes } from './demo-store';

export type SyncMessage = { type: 'changes'; changes: Changes } | { type: 'reset'; anchor: number };

export const SYNC_CHANNEL = 'registry-console:demo';

export interface DemoSync {
  post(message: SyncMessage): void;
  close(): void;
}

export function openSync(
  onMessage: (message: SyncMessage) => void,
  name: string = SYNC_CHANNEL,
): DemoSync {
  if (typeof BroadcastChannel === 'undefined') return { post() {}, close() {} };
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<SyncMessage>) => onMessage(event.data);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // Closed or not cloneable: the other tabs see it after a reload.
      }
    },
    close: () => channel.close(),
  };
}
