import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { backoff, defaultReadRetryPolicy, readRetryWait } from '../retry-policy';
import {
  conflictDelay,
  defaultRateLimitPolicy,
  rateLimitDelay,
  defaultKeyedCreatePolicy as policy,
  isLostAnswer,
  lostAnswerDelay,
} from './create-retries';

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

describe('one backoff for every retry', () => {
  it('reads, keyed creates and an import’s 429s wait the same doubling steps', () => {
    const steps = { baseDelayMs: 100, maxDelayMs: 350 };
    const policies = {
      reads: { ...defaultReadRetryPolicy, ...steps },
      keyedCreate: { ...policy, ...steps },
    };
    expect([0, 1, 2].map((n) => backoff(n, steps))).toEqual([100, 200, 350]);
    const failure = new ApiError({ kind: 'network', status: 0, message: 'cut', method: 'POST' });
    expect(readRetryWait(1, failure, { ...policies.reads, retries: 5 })).toBe(200);
    expect(lostAnswerDelay(failure, 1, on, policies.keyedCreate)).toBe(200);
    expect(rateLimitDelay(null, 2, { ...defaultRateLimitPolicy, ...steps })).toBe(200);
    expect(rateLimitDelay(null, 1)).toBe(defaultRateLimitPolicy.baseDelayMs);
  });
});
