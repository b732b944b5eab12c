/**
 * What the page hands the index for its vault (index-vault.ts) instead of the token: a
 * non-extractable HKDF key made from it, which derives the vault's key and cannot be turned back
 * into the token; and a fingerprint that names the session, so tabs share only their own
 * session's index.
 */
export interface IndexKey {
  key: CryptoKey;
  session: string;
}

export async function indexKey(token: string): Promise<IndexKey> {
  const bytes = new TextEncoder().encode(token);
  const [key, digest] = await Promise.all([
    crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey']),
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(`registry-console index ${token}`)),
  ]);
  const session = Array.from(new Uint8Array(digest).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return { key, session };
}
