/**
 * The access token lives in the tab's storage only: it dies with the tab. A new tab gets it handed
 * over, sealed to that tab, by the open ones (same origin only, see session-share/tabs.ts) and
 * keeps its own copy; a sign-out in any tab ends the session in the tabs holding the same token.
 * Nothing else in the app stores or prints it.
 *
 * One session is created where the app is put together (src/main.tsx; tests: renderApp) and
 * handed to what needs the token: components through the app's context, the API client as a
 * parameter. Nothing reads the token from a module of its own.
 */
import { readText, removeKeys, writeText, type StorageSource } from './storage';

const TOKEN_KEY = 'registry-console:token';
const NOTICE_KEY = 'registry-console:sign-in-notice';

export type SignOutReason = 'expired' | 'signed-out';
export type SessionListener = (token: string | null, reason?: SignOutReason) => void;

export interface Session {
  /**
   * The tab storage the token is kept in. What belongs to this tab's session (the create form's
   * draft and its key, what was learnt of the key header) is kept beside it, in the same store.
   */
  readonly store: StorageSource;
  /**
   * The storage every tab of the origin shares, where they tell each other what they are
   * sending (the create form's claims, src/api/create-once/claim.ts). Never holds the token.
   */
  readonly shared: StorageSource;
  /** The signed-in token, or null. */
  token(): string | null;
  /** Signs in: keeps the token and forgets why the last session ended. */
  set(token: string): void;
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
  /** Hears every sign-in and every end of a session (with its reason). */
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
  return {
    store,
    shared,
    token,
    set(value) {
      writeText(store, TOKEN_KEY, value);
      removeKeys(store, NOTICE_KEY);
      expired = null;
      listeners.forEach((listener) => listener(value));
    },
    clear(reason, from = 'this-tab') {
      // Signing out from `Sign in again` ends the session the 401 ended.
      const had = token() ?? expired;
      removeKeys(store, TOKEN_KEY);
      writeText(store, NOTICE_KEY, reason);
      if (had === null || (had === expired && reason === 'expired')) return;
      expired = reason === 'expired' ? had : null;
      listeners.forEach((listener) => listener(null, reason));
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
