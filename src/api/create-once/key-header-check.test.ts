// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { checkKeyHeader, knownKeyHeaderStatus, probeKeyHeader } from './key-header-check';

const API = 'https://registry.example.com/api/v1/registry/list?limit=1';
const ORIGIN = 'https://console.example.com';
const TOKEN = 'secret-token-1';
const target = { url: API, header: 'Idempotency-Key', origin: ORIGIN, token: TOKEN };

/** A browser whose CORS check fails every request that carries `refused` (or every request). */
function browser({ refused, down = false }: { refused?: string; down?: boolean }) {
  return vi.fn<typeof fetch>(async (_url, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (down || (refused && refused in headers)) throw new TypeError('Failed to fetch');
    return Response.json({ data: { items: [] } });
  });
}

describe('checking that the key header may cross origins', () => {
  it('is allowed when a read carrying it is answered: one request, a GET, never a create', async () => {
    const fetchStub = browser({});
    expect(await checkKeyHeader(target, fetchStub)).toBe('allowed');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe(API);
    expect(init?.method).toBe('GET');
    const headers = init?.headers as Record<string, string>;
    // The same preflight question a create asks: token, JSON body type and the key header.
    expect(headers).toMatchObject({
      Authorization: `Bearer ${TOKEN}`,
      'Content-Type': 'application/json',
    });
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['Idempotency-Key']).not.toContain(TOKEN);
  });

  it('is refused when only the read without it is answered', async () => {
    const fetchStub = browser({ refused: 'Idempotency-Key' });
    expect(await checkKeyHeader(target, fetchStub)).toBe('refused');
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(Object.keys(fetchStub.mock.calls[1]![1]!.headers as object)).not.toContain(
      'Idempotency-Key',
    );
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

  it('counts any answer as allowed, even an error status: the browser let it through', async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => new Response('nope', { status: 500 }));
    expect(await probeKeyHeader(target, fetchStub)).toBe('allowed');
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
});
