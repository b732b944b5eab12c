import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', status: 500, message: 'x', ...init });

describe('ApiError.outcomeUnknown', () => {
  it('is true when a write was sent and no readable answer says what happened', () => {
    expect(error({ kind: 'timeout', status: 0, method: 'POST' }).outcomeUnknown).toBe(true);
    expect(error({ kind: 'network', status: 0, method: 'POST' }).outcomeUnknown).toBe(true);
    expect(error({ status: 502, method: 'POST' }).outcomeUnknown).toBe(true);
    // 201 with a body we cannot read: the entry was most likely made.
    expect(error({ kind: 'contract', status: 201, method: 'POST' }).outcomeUnknown).toBe(true);
  });

  it('is false when the answer says nothing was done', () => {
    expect(error({ status: 422, method: 'POST' }).outcomeUnknown).toBe(false);
    expect(error({ status: 429, method: 'POST' }).outcomeUnknown).toBe(false);
    expect(error({ status: 403, method: 'POST' }).outcomeUnknown).toBe(false);
    expect(error({ kind: 'contract', status: 200, method: 'GET' }).outcomeUnknown).toBe(false);
  });
});
