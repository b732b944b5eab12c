import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { defaultKeyedCreatePolicy } from '../../api/create-once/create-mutation';
import { backoff, type KeyedCreatePolicy } from '../../api/retry-policy';
import { TEST_RETRY, testApi } from '../../testing/api';
import { createProgress } from './keyed-create-status';

const fast: KeyedCreatePolicy = {
  ...defaultKeyedCreatePolicy,
  baseDelayMs: 1,
  maxDelayMs: 5,
  maxRetryAfterSeconds: 0,
};
const lost = () =>
  new ApiError({ kind: 'network', status: 0, message: 'cut', method: 'POST', keySent: true });
const running = (retryAfter: number | null = null) =>
  new ApiError({ kind: 'in-progress', status: 409, message: 'busy', retryAfter, keySent: true });
const resending = (keyed: KeyedCreatePolicy = fast) =>
  testApi({ config: { resendLostCreates: true }, retry: { ...TEST_RETRY, keyedCreate: keyed } });

describe('what the console shows while a create waits', () => {
  const api = resending();
  const waiting = { isPending: true, failureCount: 1, failureReason: running(2) };

  it('shows nothing before a failure, after the create settled, or for an error that is not the server’s', () => {
    expect(createProgress(api, { ...waiting, failureCount: 0 })).toBeNull();
    expect(createProgress(api, { ...waiting, isPending: false })).toBeNull();
    expect(createProgress(api, { ...waiting, failureReason: new Error('x') })).toBeNull();
  });

  it('shows the wait before asking again, and before resending a lost answer', () => {
    expect(createProgress(api, waiting)).toEqual({
      phase: 'first-attempt-running',
      retry: 1,
      delayMs: 0,
    });
    const lostOnce = { isPending: true, failureCount: 1, failureReason: lost() };
    expect(createProgress(api, lostOnce)).toEqual({
      phase: 'resending-lost-answer',
      resend: 1,
      of: fast.lostAnswerResends,
      delayMs: backoff(0, fast),
    });
  });

  it("counts a lost answer's resends against the configured bound, not the default one", () => {
    const state = { isPending: true, failureCount: 2, failureReason: lost() };
    expect(createProgress(resending({ ...fast, lostAnswerResends: 7 }), state)).toMatchObject({
      phase: 'resending-lost-answer',
      resend: 2,
      of: 7,
    });
  });
});
