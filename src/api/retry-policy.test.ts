import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { backoff, defaultReadRetryPolicy, readRetryWait } from './retry-policy';

describe('reads (Query, the folder reads, the walks)', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ kind: 'http', status: 500, message: 'x', ...init });
  const reads = (changes: Partial<typeof defaultReadRetryPolicy>) => ({
    ...defaultReadRetryPolicy,
    ...changes,
  });

  it('backs off, doubling up to the maximum, for no answer, a timeout or a 5xx', () => {
    const policy = reads({ retries: 5, baseDelayMs: 400, maxDelayMs: 1000 });
    expect(readRetryWait(0, error({ kind: 'network', status: 0 }), policy)).toBe(400);
    expect(readRetryWait(1, error({ kind: 'timeout', status: 0 }), policy)).toBe(800);
    expect(readRetryWait(2, error({ status: 502 }), policy)).toBe(1000);
  });

  it('reads Retry-After from a 429, and backs off when there is none', () => {
    const policy = reads({ baseDelayMs: 400, maxRetryAfterSeconds: 10 });
    expect(readRetryWait(0, error({ status: 429, retryAfter: 3 }), policy)).toBe(3000);
    expect(readRetryWait(0, error({ status: 429, retryAfter: 11 }), policy)).toBeNull();
    expect(readRetryWait(0, error({ status: 429, retryAfter: null }), policy)).toBe(400);
  });

  it('stops after the configured retries, and for anything that is not an ApiError', () => {
    const policy = reads({ retries: 2 });
    expect(readRetryWait(2, error({ status: 503 }), policy)).toBeNull();
    expect(readRetryWait(0, new DOMException('Left the page', 'AbortError'), policy)).toBeNull();
    expect(readRetryWait(0, error({ status: 403 }), policy)).toBeNull();
  });

  it('the app defaults: 400 ms, then two retries', () => {
    expect(readRetryWait(0, error({ status: 503 }), defaultReadRetryPolicy)).toBe(400);
    expect(readRetryWait(2, error({ status: 503 }), defaultReadRetryPolicy)).toBeNull();
  });
});

describe('the backoff every retry waits by', () => {
  it('doubles from the base up to the cap', () => {
    expect([0, 1, 2, 3].map((n) => backoff(n, { baseDelayMs: 100, maxDelayMs: 350 }))).toEqual([
      100, 200, 350, 350,
    ]);
  });
});
