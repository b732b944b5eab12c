/**
 * The access token lives in sessionStorage only: it dies with the tab, and each tab is its
 * own session. Nothing else in the app stores or prints it.
 */
const TOKEN_KEY = 'registry-console:token';
const NOTICE_KEY = 'registry-console:sign-in-notice';

export type SignOutReason = 'expired' | 'signed-out';
type Listener = (token: string | null, reason?: SignOutReason) => void;

const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.removeItem(NOTICE_KEY);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(reason: SignOutReason): void {
  const had = getToken() !== null;
  storage()?.removeItem(TOKEN_KEY);
  if (reason === 'expired') storage()?.setItem(NOTICE_KEY, 'expired');
  if (had) listeners.forEach((listener) => listener(null, reason));
}

/** Why the last session ended, when the sign-in screen should say so. */
export function getSignInNotice(): SignOutReason | null {
  return storage()?.getItem(NOTICE_KEY) === 'expired' ? 'expired' : null;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Accepts what people paste: surrounding space and a leading "Bearer " are not part of the token. */
export function normaliseToken(input: string): string {
  return input
    .trim()
    .replace(/^bearer(\s+|$)/i, '')
    .trim();
}
