import { describe, expect, it } from 'vitest';
import { normaliseToken } from './normalise-token';

describe('normaliseToken', () => {
  it.each([
    ['abc123', 'abc123'],
    ['  abc123 \n', 'abc123'],
    ['Bearer abc123', 'abc123'],
    ['bearer abc123', 'abc123'],
    ['  BEARER \t abc123  ', 'abc123'],
    ['Bearer 1|laravel-sanctum-token', '1|laravel-sanctum-token'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseToken(input)).toBe(expected);
  });

  it('keeps a token that merely starts with the letters "bearer"', () => {
    expect(normaliseToken('bearertoken')).toBe('bearertoken');
  });

  it('removes only a leading "Bearer "', () => {
    expect(normaliseToken('abc Bearer def')).toBe('abc Bearer def');
  });

  it('makes a blank paste empty', () => {
    expect(normaliseToken(' \t\n ')).toBe('');
  });
});
