/**
 * Tabs of the console share the session over a same-origin BroadcastChannel
 * (docs/decisions/008-sessions-across-tabs.md, threat model in 012):
 * - a tab that starts signed out asks the open tabs (`ask`, with a one-time public key); a
 *   signed-in one answers with its token sealed to that key (seal.ts), so the token is never
 *   broadcast: only the asking tab can read the answer. When the open tabs answer with different
 *   tokens, the new tab takes none and shows the sign-in screen;
 * - a session that ends in a tab (`sign-out`, with its reason and the token's fingerprint) ends
 *   in the tabs holding that same token, and no other;
 * - a tab signed out by hand does not ask again, even after a reload, until someone signs in there;
 * - a tab whose session a 401 ended and that is signed in again by hand says so (`renewed`, with
 *   the old token's fingerprint); the tabs that lost that session ask for the new one, naming
 *   the renewal, and only the tabs holding that renewal answer (not a tab of another person).
 * Each message names the API the session is for (`apiBaseUrl`, "" in the demo): a tab of the same
 * origin configured for another API (the demo before a switch to live mode) takes no part.
 * Loaded on demand: a signed-out tab loads it at start, a signed-in one after its first screen.
 * The tab's session, the API it is for, and WebCrypto are handed in by src/app/start.tsx.
 */
import type { Session, SignOutReason } from '../session';
import { CHANNEL_NAME, readMessage, type PublicKeyJwk, type SessionMessage } from './messages';
import { askKey, openToken, sealToken, toBase64Url, tokenFingerprint } from './seal';

/**
 * How long a new tab waits for an open tab's answer before it shows the sign-in screen, when no
 * tab is known to be signed in (below): one may have opened a moment ago and not joined yet.
 * When one is, the new tab waits ANSWERING_TIMEOUT_MS.
 */
export const ASK_TIMEOUT_MS = 300;
/** After the first answer, how long a new tab waits for others (which must hold the same token). */
export const ANSWERS_SETTLE_MS = 60;
/**
 * How long a new tab waits once an open tab has said it is sealing an answer: on a busy machine
 * the sealing alone can outlast ASK_TIMEOUT_MS, and the sign-in screen would come up for someone
 * who is signed in.
 */
export const ANSWERING_TIMEOUT_MS = 3000;

/** The part of the Web Locks API (`navigator.locks`) used here; tests hand in their own. */
export interface Locks {
  request(
    name: string,
    options: { mode: 'shared' },
    granted: () => Promise<void>,
  ): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

export type Tabs = NonNullable<ReturnType<typeof joinTabs>>;

/**
 * Joins the tabs: from then on this tab answers new tabs while it is signed in, and follows the
 * end of a session with its token in any of them. Null where the browser has no BroadcastChannel
 * or no WebCrypto (a page not served over https): then every tab signs in on its own. `name` is
 * the channel's (tests give each test its own); `webCrypto` and `locks` are the page's own unless
 * a test says otherwise.
 */
export function joinTabs(
  session: Session,
  api: string,
  options: { name?: string; webCrypto?: Crypto; locks?: Locks } = {},
) {
  const webCrypto = options.webCrypto ?? globalThis.crypto;
  if (typeof BroadcastChannel === 'undefined' || !webCrypto?.subtle) return null;
  const channel = new BroadcastChannel(options.name ?? CHANNEL_NAME);
  const post = (message: SessionMessage) => channel.postMessage(message);

  // Whether a tab is signed in for this API, without a word on the channel: each signed-in tab
  // holds a shared Web Lock named for the API while its session lasts, and the browser lets it go
  // when the tab closes or crashes. When someone holds it, an answer to an ask is coming, however
  // busy that tab is, and a new tab waits for it rather than show the sign-in screen.
  const locks = options.locks ?? globalThis.navigator?.locks;
  const lockName = `registry-console:signed-in:${api}`;
  let letGo: (() => void) | null = null;
  const hold = () => {
    if (!locks || letGo) return;
    // Let go before it was granted: the lock is given back as soon as it is.
    const held = new Promise<void>((resolve) => (letGo = resolve));
    locks.request(lockName, { mode: 'shared' }, () => held).catch(() => undefined);
  };
  const release = () => {
    letGo?.();
    letGo = null;
  };
  const anyoneSignedIn = async () => {
    // No Web Locks, or the browser would not say (a page in a sandbox): not known to be.
    const { held = [] } = (await locks?.query().catch(() => null)) ?? {};
    return held.some((lock) => lock.name === lockName);
  };
  if (session.token()) hold();

  async function answer(id: string, to: PublicKeyJwk, renewal: string | undefined) {
    const token = session.token();
    if (!token || (renewal !== undefined && renewal !== renewedFrom)) return;
    post({ type: 'answering', id });
    const sealed = await sealToken(webCrypto, token, to, id);
    // Signed out (or in with another token) while sealing: that answer is stale.
    if (session.token() === token) post({ type: 'session', id, ...sealed });
  }

  /** This tab's session (or the one a 401 just ended here) is the one with `fingerprint`. */
  async function holds(fingerprint: string): Promise<string | null> {
    const token = session.token() ?? session.expired();
    if (!token || (await tokenFingerprint(webCrypto, token)) !== fingerprint) return null;
    return token === (session.token() ?? session.expired()) ? token : null;
  }

  async function follow(reason: SignOutReason, fingerprint: string) {
    if (await holds(fingerprint)) session.clear(reason, 'other-tab');
  }

  /** Another tab signed in again after the 401 that ended this tab's session too: take it. */
  async function renew(fingerprint: string) {
    if (!session.token() && (await holds(fingerprint))) {
      await tabs.ask(ASK_TIMEOUT_MS, ANSWERS_SETTLE_MS, ANSWERING_TIMEOUT_MS, fingerprint);
    }
  }

  // The token a 401 ended in this tab, while no other is held: signed in again here by hand, the
  // tabs that lost the same session take the new one.
  let lost: string | null = null;
  /** The fingerprint of the session this tab's token renewed (by hand here, or taken from the tab that did). */
  let renewedFrom: string | null = null;
  const stopFollowing = session.subscribe((token, reason) => {
    if (token === null) {
      release();
      lost = reason === 'expired' ? session.expired() : null;
      return;
    }
    hold();
    // Signed in with another token (`switched`): someone else's session, not a renewal the tabs
    // that lost the last one should take.
    const renewed = reason === 'switched' ? null : lost;
    lost = null;
    renewedFrom = null;
    if (renewed) {
      void tokenFingerprint(webCrypto, renewed)
        .then((fingerprint) => {
          renewedFrom = fingerprint;
          post({ type: 'renewed', api, fingerprint });
        })
        .catch(() => undefined);
    }
  });

  const onMessage = (event: MessageEvent) => {
    const message = readMessage(event.data);
    if (!message || message.type === 'session' || message.type === 'answering') return;
    if (message.api !== api) return;
    const done =
      message.type === 'ask'
        ? answer(message.id, message.key, message.renewal)
        : message.type === 'renewed'
          ? renew(message.fingerprint)
          : follow(message.reason, message.fingerprint);
    // A key that is not a point on the curve, or WebCrypto refusing: no answer, nothing ends.
    done.catch(() => undefined);
  };
  channel.addEventListener('message', onMessage);

  const tabs = {
    /**
     * Asks the open tabs for their session and waits at most `timeoutMs` for an answer, or
     * `answeringMs` once a tab says it is answering (then a moment for more, or until every tab
     * that said so has answered): one token among the answers is stored as this tab's. `renewal`:
     * the fingerprint of a session a 401 ended, which only the tabs that renewed it answer.
     * Resolves with whether this tab is signed in now.
     */
    async ask(
      timeoutMs = ASK_TIMEOUT_MS,
      settleMs = ANSWERS_SETTLE_MS,
      answeringMs = ANSWERING_TIMEOUT_MS,
      renewal?: string,
    ): Promise<boolean> {
      if (session.token()) return true;
      if (session.signedOutByHand()) return false;
      // A tab that is signed in answers however busy it is: its answer is worth the longer wait.
      if (await anyoneSignedIn()) timeoutMs = Math.max(timeoutMs, answeringMs);
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
          channel.removeEventListener('message', onAnswer);
          // Tabs with different tokens: which one this tab should have is not known, so none.
          // Signed in meanwhile (by hand): that session wins.
          const [only] = tokens;
          if (tokens.size === 1 && only && !session.token()) {
            // Taken from another tab, not signed in again here: nothing to tell the tabs.
            lost = null;
            // Renewed in the tab that signed in again: the work here goes on with it too.
            session.set(only, renewal ? 'carry-on' : undefined);
            renewedFrom = renewal ?? null;
          }
          resolve(session.token() !== null);
        };
        const waitFor = (ms: number) => {
          clearTimeout(timer);
          timer = setTimeout(finish, ms);
        };
        const onAnswer = (event: MessageEvent) => {
          const message = readMessage(event.data);
          if (!message || !('id' in message) || message.id !== id) return;
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
        post({ type: 'ask', id, api, key: publicKey, ...(renewal ? { renewal } : {}) });
      });
    },
    /** Tells the tabs holding `token` that its session ended here (the session's `onEnd`). */
    async announceSignOut(reason: SignOutReason, token: string) {
      post({
        type: 'sign-out',
        reason,
        api,
        fingerprint: await tokenFingerprint(webCrypto, token),
      });
    },
    /** Leaves the channel (tests, and a tab that is going away). */
    leave() {
      stopFollowing();
      release();
      channel.removeEventListener('message', onMessage);
      channel.close();
    },
  };
  return tabs;
}
