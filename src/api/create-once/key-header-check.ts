/**
 * Whether the idempotency key header can reach a cross-origin server. Its CORS policy must name
 * the header in Access-Control-Allow-Headers, or the browser refuses every request carrying it.
 * A failed create cannot tell a refused preflight from a lost answer, so this is learnt before
 * the first create, by a read that carries the same headers a create does (sign-in runs it),
 * and never by sending a create. Remembered for the tab.
 */
import { readText, writeText, type StorageSource } from '../../lib/storage';

export type KeyHeaderStatus =
  | 'off' // no header configured
  | 'allowed' // the header goes out with every create
  | 'refused' // the server's CORS policy does not allow it: creates go without it
  | 'unknown'; // not learnt yet (the server could not be reached)

const STORAGE_KEY = 'registry-console:key-header';
const LEARNT: readonly KeyHeaderStatus[] = ['allowed', 'refused'];
const isLearnt = (value: unknown): value is KeyHeaderStatus =>
  LEARNT.some((status) => status === value);

interface Target {
  /** Where what was learnt is remembered: the session's tab storage. */
  store: StorageSource;
  /** Any URL of the API that answers a GET: the list. */
  url: string;
  header: string;
  /** This page's origin. */
  origin?: string;
}

function remembered(target: Target): string {
  return `${new URL(target.url).origin} ${target.header}`;
}

/** What is known without asking: no header, no CORS involved, or learnt earlier in this tab. */
export function knownKeyHeaderStatus(target: Target): KeyHeaderStatus {
  if (target.header === '') return 'off';
  const origin = target.origin ?? window.location.origin;
  if (new URL(target.url).origin === origin) return 'allowed';
  let stored: unknown = null;
  try {
    stored = JSON.parse(readText(target.store, STORAGE_KEY) ?? 'null');
  } catch {
    // Unreadable: learn it again.
  }
  // Whatever is there is checked, not trusted: anything else is learnt again.
  if (typeof stored !== 'object' || stored === null) return 'unknown';
  const { for: learntFor, status } = stored as Record<string, unknown>;
  return learntFor === remembered(target) && isLearnt(status) ? status : 'unknown';
}

/**
 * One read of the list with these extra headers (the API client adds the bearer token): resolves
 * once the server answered, with any status; rejects when no answer came (a refused preflight
 * looks like that, as does a server out of reach).
 */
export type ProbeRead = (headers: Record<string, string>) => Promise<void>;

/**
 * Two reads at most: one with the headers of a create (bearer token, JSON content type and
 * the key header, so the browser asks the same preflight question), and only when it gets no
 * answer, the same read without the key header. An answer of any status means the header is
 * allowed; no answer with it but one without it means the policy refuses it.
 */
export async function probeKeyHeader(
  target: Target,
  read: ProbeRead,
): Promise<Exclude<KeyHeaderStatus, 'off'>> {
  const json = { 'Content-Type': 'application/json' };
  try {
    await read({ ...json, [target.header]: crypto.randomUUID() });
    return 'allowed';
  } catch {
    // No answer: the preflight was refused, or the server is out of reach.
  }
  try {
    await read(json);
    return 'refused';
  } catch {
    // Any failure of the probe leaves the answer open.
    return 'unknown';
  }
}

/** The known status, or learnt now (and remembered for the tab when learnt). */
export async function checkKeyHeader(target: Target, read: ProbeRead): Promise<KeyHeaderStatus> {
  const known = knownKeyHeaderStatus(target);
  if (known !== 'unknown') return known;
  const status = await probeKeyHeader(target, read);
  // Without storage it is learnt again next time.
  if (status !== 'unknown')
    writeText(target.store, STORAGE_KEY, JSON.stringify({ for: remembered(target), status }));
  return status;
}
