import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { defaultKeyedCreatePolicy as policy } from './create-retries';
import { sendKeyed, type CreateProgress } from './send-keyed';

const http = (status: number, retryAfter: number | null = null) =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, retryAfter, method: 'POST' });
const network = () => new ApiError({ kind: 'network', status: 0, message: 'cut', method: 'POST' });
const timeout = () => new ApiError({ kind: 'timeout', status: 0, message: 'slow', method: 'POST' });
const on = { resendLost: true, keySent: true };

describe('sendKeyed', () => {
  /** A send that fails with these errors in turn, then answers "created". */
  function failing(...errors: Error[]) {
    const queue = [...errors];
    return vi.fn(async () => {
      const next = queue.shift();
      if (next) throw next;
      return 'created';
    });
  }
  const wait = vi.fn(async () => undefined);

  it('asks again after a 409 with the same request, and says it is waiting', async () => {
    const send = failing(http(409, 1), http(409));
    const progress: CreateProgress[] = [];
    const outcome = await sendKeyed(send, {
      resendLost: false,
      keySent: true,
      onProgress: (p) => progress.push(p),
      wait,
    });
    expect(outcome).toEqual({ result: 'created', attempts: 3 });
    expect(progress).toEqual([
      { phase: 'sending' },
      { phase: 'first-attempt-running', retry: 1, delayMs: 1000 },
      { phase: 'sending' },
      { phase: 'first-attempt-running', retry: 2, delayMs: 2000 },
      { phase: 'sending' },
    ]);
  });

  it('gives up after the bound of 409s with the last 409', async () => {
    const conflicts = Array.from({ length: policy.conflictRetries + 1 }, () => http(409));
    const send = failing(...conflicts);
    await expect(sendKeyed(send, { resendLost: false, keySent: true, wait })).rejects.toBe(
      conflicts.at(-1),
    );
    expect(send).toHaveBeenCalledTimes(policy.conflictRetries + 1);
  });

  it('resends lost answers when on, visibly, and gives up after the bound', async () => {
    const progress: CreateProgress[] = [];
    const ok = await sendKeyed(failing(network(), http(504)), {
      ...on,
      onProgress: (p) => progress.push(p),
      wait,
    });
    expect(ok.attempts).toBe(3);
    expect(progress.filter((p) => p.phase === 'resending-lost-answer')).toEqual([
      { phase: 'resending-lost-answer', resend: 1, delayMs: 1000 },
      { phase: 'resending-lost-answer', resend: 2, delayMs: 2000 },
    ]);
    const lost = [timeout(), timeout(), timeout(), timeout()];
    const send = failing(...lost);
    await expect(sendKeyed(send, { ...on, wait })).rejects.toBe(lost[3]);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('a resend refused for its token leaves the lost answer unknown, not "not created"', async () => {
    const lost = network();
    const send = failing(lost, http(401));
    const error = await sendKeyed(send, { ...on, wait }).catch((e: unknown) => e);
    expect(error).toBe(lost);
    expect((error as ApiError).outcomeUnknown).toBe(true);
    // Refused at once, with nothing lost before it: a plain 401, the entry was not created.
    const refused = http(401);
    await expect(sendKeyed(failing(refused), { ...on, wait })).rejects.toBe(refused);
  });

  it('sends once when resending is off: a lost answer is for the person to check', async () => {
    const send = failing(network());
    await expect(sendKeyed(send, { resendLost: false, keySent: true, wait })).rejects.toThrow(
      'cut',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without a key, neither a 409 nor a lost answer is sent again', async () => {
    for (const error of [http(409), network()]) {
      const send = failing(error);
      await expect(sendKeyed(send, { resendLost: true, keySent: false, wait })).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('throws definite answers and unknown errors at once', async () => {
    for (const error of [http(422), http(500), http(401), new TypeError('bug')]) {
      const send = failing(error);
      await expect(sendKeyed(send, { ...on, wait })).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const pending = sendKeyed(failing(http(409, 5)), {
      resendLost: false,
      keySent: true,
      signal: controller.signal,
    });
    controller.abort(new Error('left the form'));
    await expect(pending).rejects.toThrow('left the form');
  });
});
