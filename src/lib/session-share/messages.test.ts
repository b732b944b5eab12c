import { describe, expect, it } from 'vitest';
import { readMessage } from './messages';

const key = { kty: 'EC', crv: 'P-256', x: 'a'.repeat(43), y: 'b'.repeat(43) };

describe('readMessage', () => {
  it.each([
    [{ type: 'ask', id: 'a1', api: '', key }],
    [{ type: 'ask', id: 'a1', api: '', key, renewal: '0123456789abcdef' }],
    [{ type: 'answering', id: 'a1' }],
    [{ type: 'session', id: 'a1', key, iv: 'aXYtaXYtaXYt', sealed: 'c2VhbGVk' }],
    [{ type: 'sign-out', reason: 'expired', api: '', fingerprint: '0123456789abcdef' }],
    [{ type: 'renewed', api: '', fingerprint: '0123456789abcdef' }],
    [
      {
        type: 'sign-out',
        reason: 'signed-out',
        api: 'https://registry.example.com',
        fingerprint: 'fedcba9876543210',
      },
    ],
  ])('reads %j', (message) => {
    expect(readMessage(message)).toEqual(message);
  });

  it('keeps only the public key fields of a key', () => {
    const message = readMessage({ type: 'ask', id: 'a1', api: '', key: { ...key, d: 'secret' } });
    expect(message).toEqual({ type: 'ask', id: 'a1', api: '', key });
  });

  it.each([
    [null],
    ['ask'],
    [{ type: 'ask' }],
    // The ask of the console before the handoff was sealed: no key to seal an answer to.
    [{ type: 'ask', id: 'a1', api: '' }],
    [{ type: 'ask', id: 'a1', api: '', key: { ...key, crv: 'P-384' } }],
    [{ type: 'ask', id: 'a1', api: '', key: { ...key, x: 'not base64url!' } }],
    [{ type: 'ask', id: 'x'.repeat(65), api: '', key }],
    [{ type: 'answering' }],
    [{ type: 'answering', id: 'x'.repeat(65) }],
    // A token in the clear is not an answer.
    [{ type: 'session', id: 'a1', token: 'tok-1234' }],
    [{ type: 'session', id: 'a1', key, iv: 'aXY', sealed: 'not base64url!' }],
    [{ type: 'sign-out', reason: 'expired', api: '' }],
    [{ type: 'sign-out', reason: 'expired', api: '', fingerprint: 'tok-1234' }],
    [{ type: 'sign-out', reason: 'because', api: '', fingerprint: '0123456789abcdef' }],
    [{ type: 'renewed', api: '', fingerprint: 'tok-1234' }],
    [{ type: 'ask', id: 'a1', api: '', key, renewal: 'tok-1234' }],
    [{ type: 'renewed', fingerprint: '0123456789abcdef' }],
    [{ type: 'hello' }],
  ])('ignores %j', (message) => {
    expect(readMessage(message)).toBeNull();
  });
});
