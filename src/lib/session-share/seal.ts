/**
 * Sealing a token to the one tab that asked for it (WebCrypto, nothing else loaded): the asking
 * tab makes a one-time ECDH P-256 key pair and sends the public half; the answering tab makes its
 * own one-time pair, derives an AES-GCM key from the two, and sends the token encrypted with it,
 * bound to the ask's id. Only the holder of the asking private key (kept in that tab's memory,
 * never exported) can open it; a page that only listens hears public keys and ciphertext.
 * The fingerprint names a token on the channel (sign-outs) without giving it away.
 */
import type { PublicKeyJwk } from './messages';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const AES = { name: 'AES-GCM', length: 256 } as const;

/** The base64url text of some bytes (short ones: keys, IVs, a sealed token). */
export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encode = (text: string) => new TextEncoder().encode(text);

async function publicJwk(webCrypto: Crypto, key: CryptoKey): Promise<PublicKeyJwk> {
  const { x, y } = await webCrypto.subtle.exportKey('jwk', key);
  return { kty: 'EC', crv: 'P-256', x: x!, y: y! };
}

async function sharedKey(
  webCrypto: Crypto,
  theirs: PublicKeyJwk,
  mine: CryptoKey,
  use: KeyUsage,
): Promise<CryptoKey> {
  const peer = await webCrypto.subtle.importKey('jwk', theirs, ECDH, false, []);
  return webCrypto.subtle.deriveKey({ name: 'ECDH', public: peer }, mine, AES, false, [use]);
}

async function keyPair(webCrypto: Crypto): Promise<CryptoKeyPair> {
  // Not extractable: the private half never leaves WebCrypto (the public one still exports).
  return webCrypto.subtle.generateKey(ECDH, false, ['deriveKey']);
}

/** A new tab's one-time key: the public half goes into its ask, the private half stays here. */
export async function askKey(
  webCrypto: Crypto,
): Promise<{ publicKey: PublicKeyJwk; privateKey: CryptoKey }> {
  const pair = await keyPair(webCrypto);
  return { publicKey: await publicJwk(webCrypto, pair.publicKey), privateKey: pair.privateKey };
}

export interface SealedToken {
  key: PublicKeyJwk;
  iv: string;
  sealed: string;
}

/** The token, readable only with the private half of `to`, and only as the answer to ask `id`. */
export async function sealToken(
  webCrypto: Crypto,
  token: string,
  to: PublicKeyJwk,
  id: string,
): Promise<SealedToken> {
  const pair = await keyPair(webCrypto);
  const key = await sharedKey(webCrypto, to, pair.privateKey, 'encrypt');
  const iv = webCrypto.getRandomValues(new Uint8Array(12));
  const sealed = await webCrypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encode(id) },
    key,
    encode(token),
  );
  return {
    key: await publicJwk(webCrypto, pair.publicKey),
    iv: toBase64Url(iv),
    sealed: toBase64Url(sealed),
  };
}

/** The token sealed to this tab's ask `id`; throws when it was sealed to another key or ask. */
export async function openToken(
  webCrypto: Crypto,
  answer: SealedToken,
  privateKey: CryptoKey,
  id: string,
): Promise<string> {
  const key = await sharedKey(webCrypto, answer.key, privateKey, 'decrypt');
  const plain = await webCrypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(answer.iv), additionalData: encode(id) },
    key,
    fromBase64Url(answer.sealed),
  );
  return new TextDecoder().decode(plain);
}

/** The first 64 bits of the token's SHA-256, in hex: tells tokens apart, gives neither away. */
export async function tokenFingerprint(webCrypto: Crypto, token: string): Promise<string> {
  const digest = new Uint8Array(await webCrypto.subtle.digest('SHA-256', encode(token)));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
