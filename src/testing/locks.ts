import type { Locks } from '../lib/session-share/tabs';

/** Web Locks as one origin's tabs share them, in memory: what the browser would hold. */
export function memoryLocks(): Locks & { names(): string[] } {
  const held: { name: string }[] = [];
  return {
    async request(name, _options, granted) {
      const lock = { name };
      held.push(lock);
      try {
        await granted();
      } finally {
        held.splice(held.indexOf(lock), 1);
      }
    },
    async query() {
      return { held: held.map((lock) => ({ ...lock })) };
    },
    names: () => held.map((lock) => lock.name),
  };
}
