/**
 * What tabs of the console say to each other on the session channel. Nothing here is a secret:
 * any page of the origin hears every message (docs/decisions/012-session-handoff-threat-model.md).
 * - `ask`: a new tab asks for the session, with a one-time public key (ECDH P-256, JWK), and
 *   after a `renewed`, the fingerprint of the session it lost (only the renewing tabs answer);
 * - `answering`: an open tab that holds a session got an ask and is sealing its answer (sealing can
 *   take a while on a busy machine; the asking tab then waits longer for it);
 * - `session`: an open tab's answer, its token sealed to that key (seal.ts), with its own one-time
 *   public key: only the asking tab can open it;
 * - `sign-out`: a session ended, for the tabs holding the token with this fingerprint;
 * - `renewed`: the person signed in again after a 401 ended the session with this fingerprint:
 *   the tabs that lost it ask for the new one (sealed to them, as any new tab does).
 * Each names the API the session is for (`apiBaseUrl`, "" in the demo), or answers an ask that did.
 */
import type { SignOutReason } from '../session';

export const CHANNEL_NAME = 'registry-console:session';

/** A P-256 public key as a JWK: the only fields the handshake sends. */
export interface PublicKeyJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

export type SessionMessage =
  | { type: 'ask'; id: string; api: string; key: PublicKeyJwk; renewal?: string }
  | { type: 'answering'; id: string }
  | { type: 'session'; id: string; key: PublicKeyJwk; iv: string; sealed: string }
  | { type: 'sign-out'; reason: SignOutReason; api: string; fingerprint: string }
  | { type: 'renewed'; api: string; fingerprint: string };

const base64url = /^[A-Za-z0-9_-]+$/;

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function readKey(value: unknown): PublicKeyJwk | null {
  if (typeof value !== 'object' || value === null) return null;
  const k = value as Record<string, unknown>;
  const x = text(k.x, 64);
  const y = text(k.y, 64);
  if (k.kty !== 'EC' || k.crv !== 'P-256' || !x || !y) return null;
  if (!base64url.test(x) || !base64url.test(y)) return null;
  return { kty: 'EC', crv: 'P-256', x, y };
}

/** Anything else on the channel (another version of the console, a stray post) is ignored. */
export function readMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  const id = text(m.id, 64);
  const api = typeof m.api === 'string' ? m.api : null;
  const key = readKey(m.key);
  const fingerprint = typeof m.fingerprint === 'string' ? m.fingerprint : '';
  const isFingerprint = (value: unknown): value is string =>
    typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);
  if (m.type === 'ask' && id && api !== null && key) {
    if (m.renewal === undefined) return { type: 'ask', id, api, key };
    return isFingerprint(m.renewal) ? { type: 'ask', id, api, key, renewal: m.renewal } : null;
  }
  if (m.type === 'answering' && id) return { type: 'answering', id };
  const iv = text(m.iv, 32);
  // A sealed token of up to about 12 KB: tokens are far shorter.
  const sealed = text(m.sealed, 16_384);
  if (m.type === 'session' && id && key && iv && sealed) {
    if (!base64url.test(iv) || !base64url.test(sealed)) return null;
    return { type: 'session', id, key, iv, sealed };
  }
  if (m.type === 'renewed' && api !== null && isFingerprint(fingerprint)) {
    return { type: 'renewed', api, fingerprint };
  }
  if (
    m.type === 'sign-out' &&
    api !== null &&
    isFingerprint(fingerprint) &&
    (m.reason === 'expired' || m.reason === 'signed-out')
  ) {
    return { type: 'sign-out', reason: m.reason, api, fingerprint };
  }
  return null;
}
