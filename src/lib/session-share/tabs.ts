/**
 * Tabs of the console share the session over a same-origin BroadcastChannel
 * (docs/decisions/008-sessions-across-tabs.md, threat model in 012):
 * - a tab that starts signed out asks the open tabs (`ask`, with a one-time public key); a
 *   signed-in one answers with its token sealed to that key (seal.ts), so the token is never
 *   broadcast: only the asking tab can read the answer. When the open tabs answer with different
 *   tokens, the new tab takes none and shows the sign-in screen;
 * - a session that ends in a tab (`sign-out`, with its reason and the token's fingerprint) ends
 *   in the tabs holding that same token, and no other;
 * - a tab signed out by hand does not ask again, even after a reload, until someone signs in there.
 * Each message names the API the session is for (`apiBaseUrl`, "" in the demo): a tab of the same
 * origin configured for another API (the demo before a switch to live mode) takes no part.
 * Loaded on demand: a signed-out tab loads it at start, a signed-in one after its first screen.
 * The tab's session, the API it is for, and WebCrypto are handed in by src/main.tsx.
 */
import type { Session, SignOutReason } from '../session';
import { CHANNEL_NAME, readMessage, type SessionMessage } from './messages';
import { askKey, openToken, sealToken, toBase64Url, tokenFingerprint } from './seal';

/** How long a new tab waits for an open tab's answer before it shows the sign-in screen. */
export const ASK_TIMEOUT_MS = 300;
/** After the first answer, how long a new tab waits for others (which must hold the same token). */
export const ANSWERS_SETTLE_MS = 60;
/**
 * How long a new tab waits once an open tab has said it is sealing an answer: on a busy machine
 * the sealing alone can outlast ASK_TIMEOUT_MS, and the sign-in screen would come up for someone
 * who is signed in.
 */
export const ANSWERING_TIMEOUT_MS = 3000;

export interface TabsOptions {
  /** The channel's name (tests give each test its own). */
  name?: string;
  /** WebCrypto: the page's own unless a test says otherwise. */
  webCrypto?: Crypto;
}

export interface Tabs {
  /**
   * Asks the open tabs for their session and waits at most `timeoutMs` for an answer, or
   * `answeringMs` once a tab says it is answering (then a moment for more, or until every tab
   * that said so has answered): one token among the answers is stored as this tab's. Resolves
   * with whether this tab is signed in now.
   */
  ask(timeoutMs?: number, settleMs?: number, answeringMs?: number): Promise<boolean>;
  /** Tells the tabs holding `token` that its session ended here (the session's `onEnd`). */
  announceSignOut(reason: SignOutReason, token: string): Promise<void>;
  /** Leaves the channel (tests, and a tab that is going away). */
  leave(): void;
}

/**
 * Joins the tabs: from then on this tab answers new tabs while it is signed in, and follows the
 * end of a session with its token in any of them. Null where the browser has no BroadcastChannel
 * or no WebCrypto (a page not served over https): then every tab signs in on its own.
 */
export function joinTabs(session: Session, api: string, options: TabsOptions = {}): Tabs | null {
  const webCrypto = options.webCrypto ?? globalThis.crypto;
  if (typeof BroadcastChannel === 'undefined' || !webCrypto?.subtle) return null;
  const channel = new BroadcastChannel(options.name ?? CHANNEL_NAME);
  const post = (message: SessionMessage) => channel.postMessage(message);

  async function answer(id: string, to: Extract<SessionMessage, { type: 'ask' }>['key']) {
    const token = session.token();
    if (!token) return;
    post({ type: 'answering', id });
    const sealed = await sealToken(webCrypto, token, to, id);
    // Signed out (or in with another token) while sealing: that answer is stale.
    if (session.token() === token) post({ type: 'session', id, ...sealed });
  }

  async function follow(reason: SignOutReason, fingerprint: string) {
    const token = session.token();
    if (!token || (await tokenFingerprint(webCrypto, token)) !== fingerprint) return;
    if (session.token() === token) session.clear(reason, 'other-tab');
  }

  const onMessage = (event: MessageEvent) => {
    const message = readMessage(event.data);
    if (!message || message.type === 'session' || message.type === 'answering') return;
    if (message.api !== api) return;
    const done =
      message.type === 'ask'
        ? answer(message.id, message.key)
        : follow(message.reason, message.fingerprint);
    // A key that is not a point on the curve, or WebCrypto refusing: no answer, nothing ends.
    done.catch(() => undefined);
  };
  channel.addEventListener('message', onMessage);

  return {
    async ask(
      timeoutMs = ASK_TIMEOUT_MS,
      settleMs = ANSWERS_SETTLE_MS,
      answeringMs = ANSWERING_TIMEOUT_MS,
    ) {
      if (session.token()) return true;
      if (session.signedOutByHand()) return false;
      const { publicKey, privateKey } = await askKey(webCrypto);
      // Tells this tab's ask from another new tab's; the answer is bound to it.
      const id = toBase64Url(webCrypto.getRandomValues(new Uint8Array(16)));
      const tokens = new Set<string>();
      /** Tabs that said they are answering, and answers opened (each tab answers once). */
      let answering = 0;
      let answered = 0;
      return new Promise<boolean>((resolve) => {
        let finished = false;
        const finish = () => {
          finished = true;
          clearTimeout(timer);
          channel.removeEventListener('message', onAnswer);
          // Tabs with different tokens: which one this tab should have is not known, so none.
          // Signed in meanwhile (by hand): that session wins.
          const [only] = tokens;
          if (tokens.size === 1 && only && !session.token()) session.set(only);
          resolve(session.token() !== null);
        };
        const waitFor = (ms: number) => {
          clearTimeout(timer);
          timer = setTimeout(finish, ms);
        };
        const onAnswer = (event: MessageEvent) => {
          const message = readMessage(event.data);
          if (!message || message.type === 'sign-out' || message.id !== id || finished) return;
          if (message.type === 'answering') {
            // The first tab to say so gives the sealing its time; the rest answer within it.
            if (answering++ === 0 && answered === 0) waitFor(answeringMs);
            return;
          }
          if (message.type !== 'session') return;
          openToken(webCrypto, message, privateKey, id).then(
            (token) => {
              if (finished || token.trim() === '') return;
              answered += 1;
              tokens.add(token);
              // Every tab that said it was answering has: a moment for any that did not say so.
              if (answered >= answering) waitFor(settleMs);
            },
            // Not sealed to this ask's key (a stray or forged answer): not an answer.
            () => undefined,
          );
        };
        let timer = setTimeout(finish, timeoutMs);
        channel.addEventListener('message', onAnswer);
        post({ type: 'ask', id, api, key: publicKey });
      });
    },
    async announceSignOut(reason, token) {
      post({
        type: 'sign-out',
        reason,
        api,
        fingerprint: await tokenFingerprint(webCrypto, token),
      });
    },
    leave() {
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
}
