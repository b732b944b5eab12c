// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { messageOf } from './row-messages';

describe("a row's message from the server's answer", () => {
  it('names the first fields and counts the rest: 50,000 field errors are one short line', () => {
    const fieldErrors = Object.fromEntries(
      Array.from({ length: 50_000 }, (_, i) => [`metadata.${i}.key`, ['The key is taken.']]),
    );
    const message = messageOf(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'The given data was invalid.',
        fieldErrors,
      }),
    );
    expect(message).toBe(
      'The given data was invalid. metadata.0.key: The key is taken. metadata.1.key: The key is taken. metadata.2.key: The key is taken. metadata.3.key: The key is taken. metadata.4.key: The key is taken. …and 49,995 more field errors.',
    );
  });

  it('clips one huge message', () => {
    const message = messageOf(
      new ApiError({ kind: 'http', status: 422, message: 'x'.repeat(100_000), fieldErrors: {} }),
    );
    expect(message.length).toBeLessThan(1100);
    expect(message).toMatch(/… \(100,000 characters in all\)$/);
  });
});
