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
import * as z from 'zod/mini';

export const CHANNEL_NAME = 'registry-console:session';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const base64url = (max: number) => text(max).check(z.regex(/^[A-Za-z0-9_-]+$/));
const fingerprint = z.string().check(z.regex(/^[0-9a-f]{16}$/));
const id = text(64);
const api = z.string();

/** A P-256 public key as a JWK: the only fields the handshake sends (any others are dropped). */
const publicKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64url(64),
  y: base64url(64),
});
export type PublicKeyJwk = z.infer<typeof publicKeySchema>;

const messageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ask'),
    id,
    api,
    key: publicKeySchema,
    renewal: z.optional(fingerprint),
  }),
  z.object({ type: z.literal('answering'), id }),
  // A sealed token of up to about 12 KB: tokens are far shorter.
  z.object({
    type: z.literal('session'),
    id,
    key: publicKeySchema,
    iv: base64url(32),
    sealed: base64url(16_384),
  }),
  z.object({
    type: z.literal('sign-out'),
    reason: z.enum(['expired', 'signed-out']),
    api,
    fingerprint,
  }),
  z.object({ type: z.literal('renewed'), api, fingerprint }),
]);
export type SessionMessage = z.infer<typeof messageSchema>;

/** Anything else on the channel (another version of the console, a stray post) is ignored. */
export function readMessage(data: unknown): SessionMessage | null {
  const parsed = messageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
