/**
 * What the page hands the index instead of the token: a non-extractable HKDF key for the vault
 * (index-vault.ts), and a fingerprint naming the session's shared worker (index-connect.ts).
 */
export async function indexKey(token: string) {
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
