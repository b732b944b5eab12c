// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../lib/session';
import { server } from '../../mocks/node';
import { testApi } from '../../testing/api';
import { keyHeaderStatus, learnKeyHeader } from './key-header';
import { memoryStorage } from '../../testing/storage';

const BASE = 'https://registry.example.com';
const API = `${BASE}/api/v1/registry/list?limit=1`;
const TOKEN = 'secret-token-1';
const api = (config: { apiBaseUrl?: string; idempotencyHeader?: string } = {}, store?: Storage) =>
  testApi({
    config: { apiBaseUrl: BASE, ...config },
    session: store ? createSession({ store: () => store }) : undefined,
  });

/** A server behind a CORS policy that fails every read carrying `refused` (or every read). */
function browser({ refused, down = false }: { refused?: string; down?: boolean }) {
  const seen: Request[] = [];
  server.use(
    http.all('*/api/v1/*', ({ request }) => {
      seen.push(request.clone());
      if (down || (refused && request.headers.has(refused))) return HttpResponse.error();
      return HttpResponse.json({ data: { items: [] } });
    }),
  );
  return seen;
}

describe('checking that the key header may cross origins', () => {
  it('is allowed when a read carrying it is answered: one request, a GET through the API client, never a create', async () => {
    const seen = browser({});
    expect(await learnKeyHeader(api(), TOKEN)).toBe('allowed');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe(API);
    // The same preflight question a create asks: token, JSON body type and the key header.
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    const key = seen[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(key).not.toContain(TOKEN);
  });

  it('counts an error status through the API client as an answer, and no answer as none', async () => {
    server.use(http.all(`${BASE}/*`, () => new HttpResponse('nope', { status: 500 })));
    expect(await learnKeyHeader(api(), TOKEN)).toBe('allowed');
    sessionStorage.clear();
    server.use(http.all(`${BASE}/*`, () => HttpResponse.error()));
    expect(await learnKeyHeader(api(), TOKEN)).toBe('unknown');
  });

  it('is refused when only the read without it is answered, asked once more without the key', async () => {
    const seen = browser({ refused: 'Idempotency-Key' });
    expect(await learnKeyHeader(api(), TOKEN)).toBe('refused');
    const withKey = seen.filter((request) => request.headers.has('Idempotency-Key'));
    const without = seen.filter((request) => !request.headers.has('Idempotency-Key'));
    expect(withKey.length).toBeGreaterThan(0);
    expect(without).toHaveLength(1);
    expect(seen.at(-1)!.headers.get('Content-Type')).toBe('application/json');
  });

  it('stays unknown (and is asked again later) when the server cannot be reached', async () => {
    browser({ down: true });
    expect(await learnKeyHeader(api(), TOKEN)).toBe('unknown');
    expect(keyHeaderStatus(api())).toBe('unknown');
    browser({});
    expect(await learnKeyHeader(api(), TOKEN)).toBe('allowed');
  });

  it('is remembered for the tab, per API origin and header name', async () => {
    browser({ refused: 'Idempotency-Key' });
    await learnKeyHeader(api(), TOKEN);
    const seen = browser({});
    expect(await learnKeyHeader(api(), TOKEN)).toBe('refused');
    expect(seen).toHaveLength(0);
    expect(keyHeaderStatus(api({ idempotencyHeader: 'X-Request-Id' }))).toBe('unknown');
    expect(keyHeaderStatus(api({ apiBaseUrl: 'https://other.example.com' }))).toBe('unknown');
    expect(sessionStorage.getItem('registry-console:key-header')).not.toContain(TOKEN);
  });

  it('needs no request on the same origin (no CORS) or when no header is configured', async () => {
    const seen = browser({ down: true });
    expect(await learnKeyHeader(api({ apiBaseUrl: window.location.origin }), TOKEN)).toBe(
      'allowed',
    );
    expect(await learnKeyHeader(api({ idempotencyHeader: '' }), TOKEN)).toBe('off');
    expect(seen).toHaveLength(0);
  });

  it('reads unreadable storage as unknown', () => {
    sessionStorage.setItem('registry-console:key-header', '{not json');
    expect(keyHeaderStatus(api())).toBe('unknown');
  });

  it('reads a stored status it does not know, or one of another shape, as unknown', () => {
    const learntFor = `${BASE} Idempotency-Key`;
    for (const stored of [
      { for: learntFor, status: 'off' },
      { for: learntFor, status: 'yes' },
      { for: learntFor, status: ['allowed'] },
      [learntFor, 'allowed'],
      'allowed',
    ]) {
      sessionStorage.setItem('registry-console:key-header', JSON.stringify(stored));
      expect(keyHeaderStatus(api()), JSON.stringify(stored)).toBe('unknown');
    }
    sessionStorage.setItem(
      'registry-console:key-header',
      JSON.stringify({ for: learntFor, status: 'refused' }),
    );
    expect(keyHeaderStatus(api())).toBe('refused');
  });

  it("remembers what it learnt in its session's own store, not in the tab's storage by name", async () => {
    const own = memoryStorage();
    browser({ refused: 'Idempotency-Key' });
    expect(await learnKeyHeader(api({}, own), TOKEN)).toBe('refused');
    expect(keyHeaderStatus(api({}, own))).toBe('refused');
    expect(sessionStorage.getItem('registry-console:key-header')).toBeNull();
    expect(keyHeaderStatus(api())).toBe('unknown');
  });
});
