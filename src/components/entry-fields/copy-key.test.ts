import { describe, expect, it } from 'vitest';
import { copyKey } from './copy-key';

describe('copyKey', () => {
  it('gives each copy a key the entry does not have yet', () => {
    const keys = ['a', 'b'];
    const first = copyKey('b', keys);
    keys.push(first);
    const second = copyKey('b', keys);
    keys.push(second);
    expect([first, second, copyKey('b', keys)]).toEqual(['b_copy', 'b_copy_2', 'b_copy_3']);
  });

  it('numbers a copy of a copy from the same base', () => {
    expect(copyKey('b_copy', ['b', 'b_copy'])).toBe('b_copy_2');
    expect(copyKey('b_copy_2', ['b', 'b_copy', 'b_copy_2'])).toBe('b_copy_3');
  });

  it('fills a gap left by a removed copy', () => {
    expect(copyKey('b', ['b', 'b_copy_2'])).toBe('b_copy');
    expect(copyKey('b', ['b', 'b_copy', 'b_copy_3'])).toBe('b_copy_2');
  });

  it('compares keys as they are sent (trimmed), and keeps an empty key empty', () => {
    expect(copyKey(' b ', [' b ', 'b_copy '])).toBe('b_copy_2');
    expect(copyKey('  ', ['x'])).toBe('');
  });
});
