import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  array,
  boolean,
  from,
  int,
  looseObject,
  max,
  min,
  minItems,
  object,
  oneOf,
  optional,
  rule,
  string,
  withDefault,
} from './shape';

const issues = (result: { success: boolean; error?: { issues: unknown[] } }) => {
  expect(result.success).toBe(false);
  return result.error?.issues;
};

describe('shape checks', () => {
  it('report the wrong type with its path and what was expected', () => {
    const schema = object({ a: object({ b: array(string()) }) });
    expect(issues(schema.safeParse({ a: { b: ['x', 2] } }))).toEqual([
      { path: ['a', 'b', 1], expected: 'string', message: 'expected string' },
    ]);
    expect(issues(schema.safeParse([]))).toEqual([
      { path: [], expected: 'object', message: 'expected object' },
    ]);
    expect(issues(boolean().safeParse('true'))).toEqual([
      { path: [], expected: 'boolean', message: 'expected boolean' },
    ]);
  });

  it('tell a number that is not whole from something that is not a number', () => {
    expect(int().safeParse(3)).toEqual({ success: true, data: 3 });
    for (const value of ['3', null, Number.NaN, Infinity]) {
      expect(issues(int().safeParse(value))).toMatchObject([{ expected: 'number' }]);
    }
    expect(issues(int().safeParse(2.5))).toMatchObject([{ expected: 'int' }]);
  });

  it('list every broken rule at once, and every field', () => {
    const schema = object({
      n: int(min(5), max(1)),
      s: string(rule((v) => v.startsWith('/'), 'must start with /')),
    });
    expect(issues(schema.safeParse({ n: 3, s: 'x' }))).toEqual([
      { path: ['n'], message: 'must be at least 5' },
      { path: ['n'], message: 'must be at most 1' },
      { path: ['s'], message: 'must start with /' },
    ]);
  });

  it('check a list as a whole only once its items are right', () => {
    const list = array(int(), minItems(2, 'must list two'));
    expect(issues(list.safeParse([1]))).toEqual([{ path: [], message: 'must list two' }]);
    expect(issues(list.safeParse(['x']))).toEqual([
      { path: [0], expected: 'number', message: 'expected number' },
    ]);
  });

  it('fill a missing value with a copy of its default, and leave a missing optional key out', () => {
    const schema = object({ sizes: withDefault(array(int()), [10]), label: optional(string()) });
    const first = schema.parse({});
    expect(first).toEqual({ sizes: [10] });
    expect(first).not.toHaveProperty('label');
    first.sizes.push(99);
    expect(schema.parse({}).sizes).toEqual([10]);
    expect(schema.parse({ label: 'x' })).toEqual({ sizes: [10], label: 'x' });
  });

  it('drop unknown keys, or keep them (never __proto__) in a loose object', () => {
    expect(object({ a: int() }).parse({ a: 1, b: 2 })).toEqual({ a: 1 });
    const loose = looseObject({ a: int() }).parse(JSON.parse('{"a":1,"b":2,"__proto__":{"x":1}}'));
    expect(loose).toEqual({ a: 1, b: 2 });
    expect(Object.getPrototypeOf(loose)).toBe(Object.prototype);
  });

  it('accept one of a few strings', () => {
    expect(oneOf(['value', 'file']).parse('file')).toBe('file');
    expect(issues(oneOf(['value', 'file']).safeParse('blob'))).toEqual([
      { path: [], message: 'must be one of "value", "file"' },
    ]);
  });

  it('nest a zod schema, reading its issues with their full path', () => {
    const schema = object({
      data: from(z.object({ n: z.number(), s: z.string().check(z.minLength(2, 'too short')) })),
    });
    expect(schema.parse({ data: { n: 1, s: 'ab' } })).toEqual({ data: { n: 1, s: 'ab' } });
    expect(issues(schema.safeParse({ data: { n: 'one', s: 'a' } }))).toMatchObject([
      { path: ['data', 'n'], expected: 'number' },
      { path: ['data', 's'], message: 'too short' },
    ]);
  });

  it('throw a TypeError naming each problem from parse', () => {
    expect(() => object({ a: int() }).parse({ a: 'x' })).toThrow(
      new TypeError('a: expected number'),
    );
  });
});
