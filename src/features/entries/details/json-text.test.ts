import { describe, expect, it } from 'vitest';
import { jsonText, MAX_DEPTH, TOO_DEEP } from './json-text';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('jsonText', () => {
  it('formats like JSON.stringify with two spaces', () => {
    const value = { a: [1, 'two', null, true], b: {}, c: [], d: { e: 'x' } };
    expect(jsonText(value, 10_000)).toEqual({
      text: JSON.stringify(value, null, 2),
      clipped: false,
    });
  });

  it('shows nesting past the limit as a marker, 100,000 levels deep without overflowing the stack', () => {
    const deep = nested(100_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const { text } = jsonText(deep, 20_000);
    expect(text).toContain(`{ ${TOO_DEEP} }`);
    expect(text).not.toContain('bottom');
    expect(text.split('"a"').length - 1).toBe(MAX_DEPTH);
  });

  it('stops growing past the limit and says it clipped', () => {
    const { text, clipped } = jsonText(
      Array.from({ length: 10_000 }, (_, i) => i),
      100,
    );
    expect(clipped).toBe(true);
    expect(text).toHaveLength(100);
  });
});
