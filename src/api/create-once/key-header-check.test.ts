// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { testApi } from '../../testing/api';
import {
  checkKeyHeader,
  knownKeyHeaderStatus,
  probeKeyHeader,
  type ProbeRead,
} from './key-header-check';
import { learnKeyHeader } from './key-header';
import { memoryStorage } from '../../testing/storage';

const BASE = 'https://registry.example.com';
const API = `${BASE}/api/v1/registry/list?limit=1`;
const ORIGIN = 'https://console.example.com';
const TOKEN = 'secret-token-1';
const target = { url: API, header: 'Idempotency-Key', origin: ORIGIN, store: 'session' as const };

/** A browser whose CORS check fails every read that carries `refused` (or every read). */
function browser({ refused, down = false }: { refused?: string; down?: boolean }) {
  return vi.fn<ProbeRead>(async (headers) => {
    if (down || (refused && refused in headers)) throw new TypeError('Failed to fetch');
  });
}

describe('checking that the key header may cross origins', () => {
  it('is allowed when a read carrying it is answered: one request, a GET through the API client, never a create', async () => {
    const seen: Request[] = [];
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ data: { items: [] } });
      }),
    );
    const api = testApi({ config: { apiBaseUrl: BASE } });
    expect(await learnKeyHeader(api, TOKEN)).toBe('allowed');
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
    expect(await learnKeyHeader(testApi({ config: { apiBaseUrl: BASE } }), TOKEN)).toBe('allowed');
    sessionStorage.clear();
    server.use(http.all(`${BASE}/*`, () => HttpResponse.error()));
    expect(await learnKeyHeader(testApi({ config: { apiBaseUrl: BASE } }), TOKEN)).toBe('unknown');
  });

  it('is refused when only the read without it is answered', async () => {
    const read = browser({ refused: 'Idempotency-Key' });
    expect(await checkKeyHeader(target, read)).toBe('refused');
    expect(read).toHaveBeenCalledTimes(2);
    expect(Object.keys(read.mock.calls[1]![0])).not.toContain('Idempotency-Key');
  });

  it('stays unknown (and is asked again later) when the server cannot be reached', async () => {
    expect(await checkKeyHeader(target, browser({ down: true }))).toBe('unknown');
    expect(knownKeyHeaderStatus(target)).toBe('unknown');
    expect(await checkKeyHeader(target, browser({}))).toBe('allowed');
  });

  it('is remembered for the tab, per API origin and header name', async () => {
    await checkKeyHeader(target, browser({ refused: 'Idempotency-Key' }));
    const fetchStub = browser({});
    expect(await checkKeyHeader(target, fetchStub)).toBe('refused');
    expect(fetchStub).not.toHaveBeenCalled();
    expect(knownKeyHeaderStatus({ ...target, header: 'X-Request-Id' })).toBe('unknown');
    expect(
      knownKeyHeaderStatus({ ...target, url: 'https://other.example.com/api/v1/registry/list' }),
    ).toBe('unknown');
    expect(sessionStorage.getItem('registry-console:key-header')).not.toContain(TOKEN);
  });

  it('needs no request on the same origin (no CORS) or when no header is configured', async () => {
    const fetchStub = browser({ down: true });
    const same = { ...target, url: `${ORIGIN}/api/v1/registry/list` };
    expect(await checkKeyHeader(same, fetchStub)).toBe('allowed');
    expect(await checkKeyHeader({ ...target, header: '' }, fetchStub)).toBe('off');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('asks once more without the key only when the read with it got no answer', async () => {
    const read = browser({ refused: 'Idempotency-Key' });
    expect(await probeKeyHeader(target, read)).toBe('refused');
    expect(read.mock.calls.map(([headers]) => Object.keys(headers))).toEqual([
      ['Content-Type', 'Idempotency-Key'],
      ['Content-Type'],
    ]);
  });

  it('reads unreadable storage as unknown', () => {
    sessionStorage.setItem('registry-console:key-header', '{not json');
    expect(knownKeyHeaderStatus(target)).toBe('unknown');
  });

  it('reads a stored status it does not know, or one of another shape, as unknown', () => {
    const learntFor = `${new URL(target.url).origin} ${target.header}`;
    for (const stored of [
      { for: learntFor, status: 'off' },
      { for: learntFor, status: 'yes' },
      { for: learntFor, status: ['allowed'] },
      [learntFor, 'allowed'],
      'allowed',
    ]) {
      sessionStorage.setItem('registry-console:key-header', JSON.stringify(stored));
      expect(knownKeyHeaderStatus(target), JSON.stringify(stored)).toBe('unknown');
    }
    sessionStorage.setItem(
      'registry-console:key-header',
      JSON.stringify({ for: learntFor, status: 'refused' }),
    );
    expect(knownKeyHeaderStatus(target)).toBe('refused');
  });

  it("remembers what it learnt in its session's own store, not in the tab's storage by name", async () => {
    const own = memoryStorage();
    const store = () => own;
    const mine = { ...target, store };
    expect(await checkKeyHeader(mine, browser({ refused: 'Idempotency-Key' }))).toBe('refused');
    expect(knownKeyHeaderStatus(mine)).toBe('refused');
    expect(sessionStorage.getItem('registry-console:key-header')).toBeNull();
    expect(knownKeyHeaderStatus(target)).toBe('unknown');
  });
});
