import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  backoff,
  conflictDelay,
  defaultReadRetryPolicy,
  defaultRateLimitPolicy,
  rateLimitDelay,
  readRetryWait,
  retryPolicies,
  defaultKeyedCreatePolicy as policy,
  isLostAnswer,
  lostAnswerDelay,
} from './retry-policy';

const http = (status: number, retryAfter: number | null = null) =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, retryAfter, method: 'POST' });
const network = () => new ApiError({ kind: 'network', status: 0, message: 'cut', method: 'POST' });
const timeout = () => new ApiError({ kind: 'timeout', status: 0, message: 'slow', method: 'POST' });
const on = { resendLost: true, keySent: true };

describe('lost answers', () => {
  it('are no answer, a timeout, and 502/503/504 — not other statuses', () => {
    expect([network(), timeout(), http(502), http(503), http(504)].map(isLostAnswer)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([http(500), http(409), http(422), http(429), http(401)].map(isLostAnswer)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('are resent with backoff, up to the bound, when resendLostCreates is on', () => {
    const delays = [0, 1, 2, 3].map((n) => lostAnswerDelay(network(), n, on));
    expect(delays).toEqual([1000, 2000, 4000, null]);
    expect(policy.lostAnswerResends).toBe(3);
  });

  it('follow a 503 Retry-After, cut to the longest wait', () => {
    expect(lostAnswerDelay(http(503, 2), 0, on)).toBe(2000);
    expect(lostAnswerDelay(http(503, 3600), 0, on)).toBe(policy.maxRetryAfterSeconds * 1000);
  });

  it('are never resent when resending is off, or when the key did not go out', () => {
    expect(lostAnswerDelay(network(), 0, { resendLost: false, keySent: true })).toBeNull();
    expect(lostAnswerDelay(network(), 0, { resendLost: true, keySent: false })).toBeNull();
    expect(lostAnswerDelay(http(500), 0, on)).toBeNull();
  });
});

describe('409, the first attempt still running', () => {
  it('waits as long as Retry-After says, else backs off, up to the bound', () => {
    expect(conflictDelay(http(409, 1), 0)).toBe(1000);
    expect(conflictDelay(http(409), 0)).toBe(1000);
    expect(conflictDelay(http(409), 3)).toBe(8000);
    expect(conflictDelay(http(409), policy.conflictRetries)).toBeNull();
    expect(conflictDelay(http(422), 0)).toBeNull();
  });
});

describe('reads (Query, the folder reads, the walks)', () => {
  const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ kind: 'http', status: 500, message: 'x', ...init });
  const reads = (changes: Partial<typeof defaultReadRetryPolicy>) =>
    retryPolicies({ reads: changes }).reads;

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

  it('keeps the app defaults when no policy is passed', () => {
    expect(readRetryWait(0, error({ status: 503 }))).toBe(400);
    expect(readRetryWait(2, error({ status: 503 }))).toBeNull();
  });
});

describe('one backoff for every retry', () => {
  it('reads, keyed creates and an import’s 429s wait the same doubling steps', () => {
    const steps = { baseDelayMs: 100, maxDelayMs: 350 };
    const policies = retryPolicies({ reads: steps, keyedCreate: steps });
    expect([0, 1, 2].map((n) => backoff(n, steps))).toEqual([100, 200, 350]);
    const failure = new ApiError({ kind: 'network', status: 0, message: 'cut', method: 'POST' });
    expect(readRetryWait(1, failure, { ...policies.reads, retries: 5 })).toBe(200);
    expect(lostAnswerDelay(failure, 1, on, policies.keyedCreate)).toBe(200);
    expect(rateLimitDelay(null, 2, { ...defaultRateLimitPolicy, ...steps })).toBe(200);
    expect(rateLimitDelay(null, 1)).toBe(defaultRateLimitPolicy.baseDelayMs);
  });
});
