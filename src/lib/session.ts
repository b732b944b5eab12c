/**
 * The access token lives in the tab's storage only: it dies with the tab. A new tab gets it handed
 * over, sealed to that tab, by the open ones (same origin only, see session-share/tabs.ts) and
 * keeps its own copy; a sign-out in any tab ends the session in the tabs holding the same token.
 * Nothing else in the app stores or prints it.
 *
 * One session is created where the app is put together (src/app/start.tsx; tests: renderApp) and
 * handed to what needs the token: components through the app's context, the API client as a
 * parameter. Nothing reads the token from a module of its own.
 */
import { readText, removeKeys, writeText, type StorageSource } from './storage';

const TOKEN_KEY = 'registry-console:token';
const NOTICE_KEY = 'registry-console:sign-in-notice';
/** Whose the tab's session is (a stamp of the token, ownerStamp): kept past a 401, gone at sign-out. */
const OWNER_KEY = 'registry-console:owner';

export type SignOutReason = 'expired' | 'signed-out';
/**
 * Signed in with another token than the one this tab's session was under (again over the screen
 * after a 401, or after a reload in between): `switched`, what the last one kept belongs to
 * someone else; `renewed`, the person carries their work on with the new token (`Carry on with
 * this token`). Either way, what was read with the last token (the index) is not the new one's.
 */
export type SessionChange = SignOutReason | 'switched' | 'renewed';
export type SessionListener = (token: string | null, reason?: SessionChange) => void;

/**
 * A stamp that tells one token from another without holding it: two 53-bit hashes (cyrb53) of
 * the token. What a session keeps (its import job, its activity) is marked with it, so another
 * token never reads it. Not a secret: it only has to differ between tokens.
 */
export function ownerStamp(token: string): string {
  const hash = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < token.length; i++) {
      const code = token.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  return `${hash(1)}.${hash(2)}`;
}

export interface Session {
  /**
   * The tab storage the token is kept in. What belongs to this tab's session (the create form's
   * draft and its key, what was learnt of the key header) is kept beside it, in the same store.
   */
  readonly store: StorageSource;
  /**
   * The storage every tab of the origin shares, where they tell each other what they are
   * sending (the create form's claims, src/api/create-once/attempt-record.ts). Never holds the token.
   */
  readonly shared: StorageSource;
  /** The signed-in token, or null. */
  token(): string | null;
  /**
   * Signs in: keeps the token and forgets why the last session ended. `carry-on`: another token
   * than the last, by the same person, whose work goes on (`renewed`, not `switched`).
   */
  set(token: string, how?: 'carry-on'): void;
  /**
   * Ends the session in this tab and, unless the end came from another tab, tells the others
   * (`onEnd`): the token is the same everywhere, so an expired one has expired for all of them.
   */
  clear(reason: SignOutReason, from?: 'this-tab' | 'other-tab'): void;
  /** Why the last session ended, when the sign-in screen should say so. */
  notice(): SignOutReason | null;
  /**
   * The last session of this tab ended by `Sign out` (here or in a tab with the same token): the
   * tab stays signed out, even after a reload, until someone signs in here by hand.
   */
  signedOutByHand(): boolean;
  /**
   * The token a 401 ended in this page, while the person signs in again over the screen (the
   * dialog `Sign in again`): kept in memory only, never sent, to tell the tabs which session was
   * renewed or ended. Null once signed in again or out, and after a reload.
   */
  expired(): string | null;
  /**
   * Whose this tab's session is: the stamp of its token (ownerStamp), also between a 401 and the
   * next sign-in, and after a reload in between; null once signed out.
   */
  owner(): string | null;
  /** Hears every sign-in (`switched` when by another token) and every end of a session (with its reason). */
  subscribe(listener: SessionListener): () => void;
}

export interface SessionOptions {
  /**
   * Where the token is kept: this tab's storage unless a test says otherwise. Storage
   * refused (sandboxed frame, privacy mode): no session.
   */
  store?: StorageSource;
  /** The storage the origin's tabs share: the browser's local storage unless a test says otherwise. */
  shared?: StorageSource;
  /**
   * This tab ended a session that was on, holding `token`: the app tells the other tabs with that
   * token (session-share/tabs.ts).
   */
  onEnd?: (reason: SignOutReason, token: string) => void;
}

export function createSession({
  store = 'session',
  shared = 'local',
  onEnd,
}: SessionOptions = {}): Session {
  const listeners = new Set<SessionListener>();
  const token = () => readText(store, TOKEN_KEY);
  let expired: string | null = null;
  const held = () => token() ?? expired;
  const owner = () => {
    const current = held();
    return readText(store, OWNER_KEY) ?? (current === null ? null : ownerStamp(current));
  };
  // A tab signed in before its owner was kept: the session it holds is its token's from now on,
  // also once a 401 has ended it.
  const signedIn = token();
  if (signedIn !== null && readText(store, OWNER_KEY) === null) {
    writeText(store, OWNER_KEY, ownerStamp(signedIn));
  }
  return {
    store,
    shared,
    token,
    owner,
    set(value, how) {
      const before = owner();
      const stamp = ownerStamp(value);
      writeText(store, TOKEN_KEY, value);
      writeText(store, OWNER_KEY, stamp);
      removeKeys(store, NOTICE_KEY);
      expired = null;
      const change =
        before === null || before === stamp ? null : how === 'carry-on' ? 'renewed' : 'switched';
      // Those there now: a listener may subscribe another (the index opens again for the new token).
      [...listeners].forEach((listener) => (change ? listener(value, change) : listener(value)));
    },
    clear(reason, from = 'this-tab') {
      // Signing out from `Sign in again` ends the session the 401 ended.
      const had = held();
      removeKeys(store, TOKEN_KEY);
      writeText(store, NOTICE_KEY, reason);
      if (had === null || (had === expired && reason === 'expired')) {
        if (reason === 'signed-out') removeKeys(store, OWNER_KEY);
        return;
      }
      expired = reason === 'expired' ? had : null;
      // The owner is still known to the listeners, which forget what it kept.
      [...listeners].forEach((listener) => listener(null, reason));
      if (reason === 'signed-out') removeKeys(store, OWNER_KEY);
      if (from === 'this-tab') onEnd?.(reason, had);
    },
    expired: () => expired,
    notice: () => (readText(store, NOTICE_KEY) === 'expired' ? 'expired' : null),
    signedOutByHand: () => readText(store, NOTICE_KEY) === 'signed-out',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
