/**
 * Whether a tab of the console is signed in for an API, without a word on the channel: each
 * signed-in tab holds a shared Web Lock named for the API while its session lasts, and the
 * browser lets it go when the tab closes or crashes. A new tab asks whether anyone holds it
 * before it asks for the session (tabs.ts): when someone does, an answer is coming, however busy
 * that tab is, and the new tab waits for it rather than show the sign-in screen to a person who
 * is signed in.
 */

/** The part of the Web Locks API (`navigator.locks`) used here; tests hand in their own. */
export interface Locks {
  request(
    name: string,
    options: { mode: 'shared' },
    granted: () => Promise<void>,
  ): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

export interface Presence {
  /** This tab is signed in: it holds the lock until `release` (idempotent). */
  hold(): void;
  release(): void;
  /** Whether a tab holds the lock; null where the browser cannot tell (no Web Locks). */
  anyone(): Promise<boolean | null>;
}

export function presence(locks: Locks | undefined, api: string): Presence {
  const name = `registry-console:signed-in:${api}`;
  let letGo: (() => void) | null = null;
  return {
    hold() {
      if (!locks || letGo) return;
      // Let go before it was granted: the lock is given back as soon as it is.
      const held = new Promise<void>((resolve) => (letGo = resolve));
      locks.request(name, { mode: 'shared' }, () => held).catch(() => undefined);
    },
    release() {
      letGo?.();
      letGo = null;
    },
    async anyone() {
      if (!locks) return null;
      try {
        const { held = [] } = await locks.query();
        return held.some((lock) => lock.name === name);
      } catch {
        // The browser would not say (a page in a sandbox, say): as if it had no Web Locks.
        return null;
      }
    },
  };
}
