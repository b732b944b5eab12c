/**
 * Tabs of the console share one session over a same-origin BroadcastChannel
 * (docs/decisions/008-sessions-across-tabs.md):
 * - a tab that starts signed out asks the open tabs (`ask`); a signed-in one answers with its
 *   token (`session`), which the new tab keeps in its own sessionStorage;
 * - a sign-out in any tab (`sign-out`, with its reason) ends the session in every tab.
 * Each message names the API the session is for (`apiBaseUrl`, "" in the demo): a tab of the same
 * origin configured for another API (the demo before a switch to live mode) takes no part.
 * The browser delivers a BroadcastChannel's messages only to documents of the same origin; the
 * token never goes into a URL, a request or any storage but sessionStorage.
 * Loaded on demand: a signed-out tab loads it at start, a signed-in one after its first screen.
 * The tab's session and the API it is for are handed in by src/main.tsx.
 */
import type { Session, SignOutReason } from './session';

export const CHANNEL_NAME = 'registry-console:session';
/** How long a new tab waits for an open tab's answer before it shows the sign-in screen. */
export const ASK_TIMEOUT_MS = 300;

export type SessionMessage =
  | { type: 'ask'; id: string; api: string }
  | { type: 'session'; id: string; token: string }
  | { type: 'sign-out'; reason: SignOutReason; api: string };

/** Anything else on the channel (another version of the console, a stray post) is ignored. */
export function readMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  const id = typeof m.id === 'string' && m.id.length > 0 && m.id.length <= 64 ? m.id : null;
  const api = typeof m.api === 'string' ? m.api : null;
  if (m.type === 'ask' && id && api !== null) return { type: 'ask', id, api };
  if (m.type === 'session' && id && typeof m.token === 'string' && m.token.trim() !== '') {
    return { type: 'session', id, token: m.token };
  }
  if (
    m.type === 'sign-out' &&
    api !== null &&
    (m.reason === 'expired' || m.reason === 'signed-out')
  ) {
    return { type: 'sign-out', reason: m.reason, api };
  }
  return null;
}

/** The channel this tab joined, with the session it shares and the API that session is for. */
let joined: { channel: BroadcastChannel; session: Session; api: string } | null = null;

function post(message: SessionMessage): void {
  joined?.channel.postMessage(message);
}

function onMessage(event: MessageEvent): void {
  const message = readMessage(event.data);
  if (!joined || !message || message.type === 'session' || message.api !== joined.api) return;
  if (message.type === 'ask') {
    const token = joined.session.token();
    if (token) post({ type: 'session', id: message.id, token });
  } else {
    joined.session.clear(message.reason, 'other-tab');
  }
}

/**
 * Joins the tabs once: from then on this tab answers new tabs while it is signed in, and follows
 * a sign-out in any of them. False where the browser has no BroadcastChannel.
 */
export function joinTabs(session: Session, api: string, name = CHANNEL_NAME): boolean {
  if (joined) return true;
  if (typeof BroadcastChannel === 'undefined') return false;
  joined = { channel: new BroadcastChannel(name), session, api };
  joined.channel.addEventListener('message', onMessage);
  return true;
}

/** Leaves the channel (tests, and a tab that is going away). */
export function leaveTabs(): void {
  joined?.channel.removeEventListener('message', onMessage);
  joined?.channel.close();
  joined = null;
}

let asks = 0;

/**
 * Asks the open tabs for their session and waits at most `timeoutMs` for the first answer, which
 * is stored as this tab's token. Resolves with whether this tab is signed in now.
 */
export function askOpenTabs(
  session: Session,
  api: string,
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<boolean> {
  if (session.token()) return Promise.resolve(true);
  if (!joinTabs(session, api) || !joined) return Promise.resolve(false);
  const open = joined.channel;
  // Tells this tab's ask from another new tab's; not a secret.
  const id = `${Date.now().toString(36)}-${(++asks).toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (token: string | null) => {
      clearTimeout(timer);
      open.removeEventListener('message', onAnswer);
      // Signed in meanwhile (by hand): that session wins.
      if (token && !session.token()) session.set(token);
      resolve(session.token() !== null);
    };
    const onAnswer = (event: MessageEvent) => {
      const message = readMessage(event.data);
      if (message?.type === 'session' && message.id === id) finish(message.token);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    open.addEventListener('message', onAnswer);
    post({ type: 'ask', id, api });
  });
}

/** Tells the other tabs this tab's session ended, so theirs ends too (the session's `onEnd`). */
export function announceSignOut(reason: SignOutReason, api: string): void {
  const message: SessionMessage = { type: 'sign-out', reason, api };
  if (joined) return post(message);
  if (typeof BroadcastChannel === 'undefined') return;
  // Not joined (it had not loaded yet): a channel for this one message. Closing it right after
  // posting does not cancel the delivery.
  const once = new BroadcastChannel(CHANNEL_NAME);
  once.postMessage(message);
  once.close();
}
