/**
 * The life of a create's idempotency key. The key belongs to the draft: every attempt to send
 * the same content carries the same key (after a reload, a lost answer, a sign-in round trip),
 * so a server that deduplicates by it makes one entry however often the request arrives. A new
 * key is drawn only when the content changes after the last attempt was settled by an answer.
 *
 * Pure: the caller stores the state with the draft and hands it back.
 */
import * as z from 'zod/mini';

export type MakeKey = () => string;

const randomKey: MakeKey = () => crypto.randomUUID();

/** A key for a draft that has none yet. */
export function newDraftKey(makeKey: MakeKey = randomKey): DraftKey {
  return { key: makeKey(), sent: null, resolved: false };
}

/**
 * The key state for an attempt to send content with this fingerprint. The same content keeps
 * its key whatever happened; other content keeps it too while the last attempt is unsettled
 * (that attempt may still have made the entry: a deduplicating server then refuses the new
 * content instead of making a second entry), and gets a new key once it was settled.
 */
export function keyForAttempt(
  state: DraftKey | null,
  fingerprint: string,
  makeKey: MakeKey = randomKey,
): DraftKey {
  const current = state ?? newDraftKey(makeKey);
  const reuse = current.sent === null || current.sent === fingerprint || !current.resolved;
  const key = reuse ? current.key : (current.next ?? makeKey());
  return { key, sent: fingerprint, resolved: false };
}

/** After an attempt: whether its answer settled it. An unknown outcome leaves it unsettled. */
export function settleAttempt(
  state: DraftKey,
  resolved: boolean,
  makeKey: MakeKey = randomKey,
): DraftKey {
  const { next, ...rest } = state;
  return resolved ? { ...rest, resolved, next: next ?? makeKey() } : { ...rest, resolved };
}

const keySchema = z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/));
const draftKeyFields = z.object({
  key: keySchema,
  /** Fingerprint of the content last sent with this key; null before the first attempt. */
  sent: z.nullable(z.string()),
  /** The last attempt got an answer that says what happened (made, or definitely not made). */
  resolved: z.catch(z.boolean(), false),
  /**
   * Drawn when an attempt is settled: the key that changed content will use, so the request
   * preview can show it before it is sent.
   */
  next: z.catch(z.optional(keySchema), undefined),
});
export type DraftKey = z.infer<typeof draftKeyFields>;

/** What storage held, if it is a key state; anything else is no state. */
export const draftKeySchema = z.pipe(
  draftKeyFields,
  // A key drawn for changed content only counts once the last attempt was settled.
  z.transform(({ next, ...state }): DraftKey =>
    state.resolved && next ? { ...state, next } : state,
  ),
);

/** JSON with object keys sorted, so equal content reads the same whatever order it was built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A short fingerprint of a request body (two 32-bit FNV-1a hashes and the length). */
export function fingerprintOf(body: unknown): string {
  const text = canonical(body);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(a)}${hex(b)}-${text.length.toString(36)}`;
}
