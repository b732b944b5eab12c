/**
 * The access token lives in sessionStorage only: it dies with the tab. A tab opened from a
 * signed-in one gets it handed over by that tab (same origin only, see session-share.ts) and keeps
 * its own copy; a sign-out in any tab ends the session in all of them. Nothing else in the app
 * stores or prints it.
 */
import { readText, removeKeys, writeText } from './storage';

const TOKEN_KEY = 'registry-console:token';
const NOTICE_KEY = 'registry-console:sign-in-notice';

export type SignOutReason = 'expired' | 'signed-out';
type Listener = (token: string | null, reason?: SignOutReason) => void;

const listeners = new Set<Listener>();

// Storage refused (sandboxed frame, privacy mode): no session.

export function getToken(): string | null {
  return readText('session', TOKEN_KEY);
}

export function setToken(token: string): void {
  writeText('session', TOKEN_KEY, token);
  removeKeys('session', NOTICE_KEY);
  listeners.forEach((listener) => listener(token));
}

/**
 * Ends the session in this tab and, unless the end came from another tab, in every open tab of
 * the console: the token is the same everywhere, so an expired one has expired for all of them.
 */
export function clearToken(
  reason: SignOutReason,
  from: 'this-tab' | 'other-tab' = 'this-tab',
): void {
  const had = getToken() !== null;
  removeKeys('session', TOKEN_KEY);
  if (reason === 'expired') writeText('session', NOTICE_KEY, 'expired');
  if (!had) return;
  listeners.forEach((listener) => listener(null, reason));
  if (from === 'this-tab') {
    // Loaded on demand; a tab that cannot load it has no channel to tell the others on anyway.
    void import('./session-share')
      .then((share) => share.announceSignOut(reason))
      .catch(() => undefined);
  }
}

/** Why the last session ended, when the sign-in screen should say so. */
export function getSignInNotice(): SignOutReason | null {
  return readText('session', NOTICE_KEY) === 'expired' ? 'expired' : null;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
