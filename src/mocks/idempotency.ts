/**
 * The demo backend's idempotency keys, as the IETF draft "The Idempotency-Key HTTP Header
 * Field" describes them: the first request with a key runs and its answer is stored; a repeat
 * with the same body gets that answer again with `Idempotent-Replayed: true`; a repeat while
 * the first still runs gets `409`; a repeat with another body gets `422`. Answers are kept with
 * the demo data for a day; requests still running are not (they end with the page).
 */
import { delay, HttpResponse } from 'msw';
import type { DemoDb, StoredAnswer } from './db';

/** The body as it was sent (a server compares payloads; the console sends them in one order). */
const fingerprintOf = (body: unknown): string => JSON.stringify(body) ?? '';

export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

export type KeyCheck =
  | { kind: 'first' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'running' }
  | { kind: 'other-body' };

/** The standard header; the demo is started with the config's (so a renamed header works too). */
export const STANDARD_KEY_HEADER = 'Idempotency-Key';

/** How often expired answers are swept out (a key met again is checked on its own). */
const SWEEP_EVERY_MS = 60_000;

const expired = (answer: StoredAnswer, now: number) => now - answer.at > KEY_LIFETIME_MS;

/** What a handler's work answers: a body, its status and headers (faults may still strike). */
export interface Answer {
  body: unknown;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * The keys of one demo backend, read from the header `keyHeader` names (the console's configured
 * one; "" reads none), kept in its store `db`.
 */
export function createKeyStore(db: DemoDb, keyHeader: string = STANDARD_KEY_HEADER) {
  let lastSweep = -Infinity;

  function readKey(request: Request): string | null {
    const key = keyHeader ? request.headers.get(keyHeader) : null;
    return key && key.length <= 255 ? key : null;
  }

  function prune(now: number): void {
    if (Math.abs(now - lastSweep) < SWEEP_EVERY_MS) return;
    lastSweep = now;
    const keys = db.getDb().keys;
    const old = Object.keys(keys).filter((key) => expired(keys[key]!, now));
    if (old.length > 0) db.dropAnswers(old);
  }

  /** What a request with this key and body meets. A first request is marked running. */
  function beginKeyed(key: string, body: unknown, now = Date.now()): KeyCheck {
    prune(now);
    const fingerprint = fingerprintOf(body);
    let stored: StoredAnswer | undefined = db.getDb().keys[key];
    if (stored && expired(stored, now)) {
      db.dropAnswers([key]);
      stored = undefined;
    }
    if (stored)
      return stored.fingerprint === fingerprint
        ? { kind: 'replay', answer: stored }
        : { kind: 'other-body' };
    const running = db.getDb().running;
    const inFlight = running.get(key);
    if (inFlight !== undefined)
      return inFlight === fingerprint ? { kind: 'running' } : { kind: 'other-body' };
    running.set(key, fingerprint);
    return { kind: 'first' };
  }

  /** The first request ended with this answer: stored, so repeats get it again. */
  function finishKeyed(
    key: string,
    body: unknown,
    answer: Omit<StoredAnswer, 'fingerprint' | 'at'>,
    now = Date.now(),
  ): void {
    db.getDb().running.delete(key);
    db.storeAnswer(key, { ...answer, fingerprint: fingerprintOf(body), at: now });
  }

  /** The first request did nothing (it was refused before any work): the key is free again. */
  function abandonKeyed(key: string): void {
    db.getDb().running.delete(key);
  }

  /**
   * A create under the key the request carries, if any: repeats get the stored answer (replayed),
   * a 409 while the first runs, or a 422 for another body. `create` answers a first request;
   * a 2xx answer is stored under the key, anything else frees the key.
   */
  async function underKey(
    request: Request,
    body: unknown,
    create: () => Promise<Answer | Response>,
  ): Promise<Answer | Response> {
    const key = readKey(request);
    if (key === null) return create();
    const check = beginKeyed(key, body);
    switch (check.kind) {
      case 'replay':
        return {
          status: check.answer.status,
          body: check.answer.body,
          headers: { 'Idempotent-Replayed': 'true' },
        };
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
      const slow = db.getDb().settings.slowFirstAttemptMs ?? 0;
      if (slow > 0) await delay(slow);
      const answer = await create();
      const status = answer instanceof Response ? answer.status : (answer.status ?? 200);
      if (answer instanceof Response || status >= 300) abandonKeyed(key);
      else finishKeyed(key, body, { status, body: answer.body });
      return answer;
    } catch (error) {
      abandonKeyed(key);
      throw error;
    }
  }

  return { beginKeyed, underKey };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
