/**
 * The demo backend's idempotency keys, as the IETF draft "The Idempotency-Key HTTP Header
 * Field" describes them: the first request with a key runs and its answer is stored; a repeat
 * with the same body gets that answer again with `Idempotent-Replayed: true`; a repeat while
 * the first still runs gets `409`; a repeat with another body gets `422`. Answers are kept with
 * the demo data for a day; requests still running are not (they end with the page).
 */
import { delay, HttpResponse, type JsonBodyType } from 'msw';
import type { DemoDb, StoredAnswer } from './db';

/** The body as it was sent (a server compares payloads; the console sends them in one order). */
const fingerprintOf = (body: unknown): string => JSON.stringify(body) ?? '';

export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How often every expired answer is swept out (a key met again is checked on its own). */
const SWEEP_EVERY_MS = 60_000;
const expired = (answer: StoredAnswer | undefined, now: number) =>
  answer !== undefined && now - answer.at > KEY_LIFETIME_MS;

/** What a create made: its answer, stored under the key with the entry. */
export interface Made {
  status: number;
  body: JsonBodyType;
}

/**
 * One demo backend's keys, read from the header `keyHeader` names ("" reads none), kept in db.
 * The browser demo names it once config.json is read, after its worker has started.
 * `firstAttemptMs` is how long a key's first request takes (the settings' by default).
 */
export function createKeyStore(
  db: DemoDb,
  keyHeader: string | (() => string) = 'Idempotency-Key',
  firstAttemptMs = (_request: Request) => db.getDb().settings.slowFirstAttemptMs ?? 0,
) {
  const headerName = typeof keyHeader === 'string' ? () => keyHeader : keyHeader;
  let lastSweep = -Infinity;

  /** What a request with this key and body meets. A first request is marked running. */
  function beginKeyed(key: string, body: unknown, now = Date.now()) {
    const { keys, running } = db.getDb();
    const sweep = Math.abs(now - lastSweep) >= SWEEP_EVERY_MS;
    if (sweep) lastSweep = now;
    db.dropAnswers((sweep ? Object.keys(keys) : [key]).filter((k) => expired(keys[k], now)));
    const fingerprint = fingerprintOf(body);
    const seen = keys[key]?.fingerprint ?? running.get(key);
    if (seen === undefined) {
      running.set(key, fingerprint);
      return 'first';
    }
    if (seen !== fingerprint) return 'other-body';
    return keys[key] ? 'replay' : 'running';
  }

  /**
   * A create under the key the request carries, if any. `create` answers a first request: a
   * refusal as a Response, which frees the key; what it made as a plain answer, stored under the
   * key at once, so the entry and its key's answer are written together (a reload between two
   * writes would leave an entry whose repeat makes another).
   */
  async function underKey(
    request: Request,
    body: unknown,
    create: () => Promise<Response | Made>,
  ): Promise<Response> {
    const name = headerName();
    const key = name ? request.headers.get(name) : null;
    const respond = (answer: Response | Made) =>
      answer instanceof Response
        ? answer
        : HttpResponse.json(answer.body, { status: answer.status });
    if (!key || key.length > 255) return respond(await create());
    switch (beginKeyed(key, body)) {
      case 'replay': {
        const { status, body: stored } = db.getDb().keys[key]!;
        const headers = { 'Idempotent-Replayed': 'true' };
        return HttpResponse.json(stored as JsonBodyType, { status, headers });
      }
      case 'running':
        return HttpResponse.json(
          { message: 'A request with this idempotency key is still being processed.' },
          { status: 409, headers: { 'Retry-After': '1' } },
        );
      case 'other-body':
        return HttpResponse.json(
          {
            type: 'https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/',
            title: 'Idempotency-Key is already used',
            detail: 'This idempotency key was already used with a different request body.',
            message: 'This idempotency key was already used with a different request body.',
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        );
    }
    try {
      const slow = firstAttemptMs(request);
      if (slow > 0) await delay(slow);
      const answer = await create();
      if (!(answer instanceof Response)) {
        db.storeAnswer(key, { ...answer, fingerprint: fingerprintOf(body), at: Date.now() });
      }
      return respond(answer);
    } finally {
      db.getDb().running.delete(key);
    }
  }

  return { beginKeyed, underKey };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
