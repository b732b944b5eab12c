/**
 * Small shape checks for what the first screen reads: the run-time config and the list's
 * answers. They read like the zod schemas the create screens use (and report issues the same
 * way: a path and a message, `expected` for a wrong type), at a fraction of the size, so the
 * first load does not carry a schema library. Anything with a zod-like `safeParse` (a zod
 * schema) can be nested with `from`.
 */

export type Path = (string | number)[];

export interface Issue {
  path: Path;
  message: string;
  /** Set when the value has the wrong type: "string", "int", "array", "object"… */
  expected?: string;
}

export type ParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: Issue[] } };

/** What any `safeParse` here or in zod returns, as far as this module reads it. */
export interface ForeignResult<T> {
  success: boolean;
  data?: T;
  error?: {
    issues: readonly { path: PropertyKey[]; message: string; code?: string; expected?: unknown }[];
  };
}

/** Anything that parses: a shape here or a zod schema. */
export interface Parser<T> {
  safeParse(input: unknown): ForeignResult<T>;
}

/** Where a value sits, built only as far as needed: a path is spelled out only for an issue. */
type At = { up: At; key: string | number } | null;

function toPath(at: At): Path {
  const path: Path = [];
  for (let node = at; node; node = node.up) path.unshift(node.key);
  return path;
}

type Read<T> = (value: unknown, at: At, issues: Issue[]) => T;

export interface Shape<T> extends Parser<T> {
  readonly read: Read<T>;
  safeParse(input: unknown): ParseResult<T>;
  /** The value, or a TypeError listing what is wrong. */
  parse(input: unknown): T;
  /** Marks a shape whose key may be missing (see `optional`). */
  readonly optional?: true;
}

export type Infer<P> = P extends Parser<infer T> ? T : never;

/** A rule on a value of the right type: returns the message when broken. */
export type Rule<T> = (value: T) => string | false | null | undefined;

/** `message` unless `test` holds. */
export const rule =
  <T>(test: (value: T) => boolean, message: string): Rule<T> =>
  (value) =>
    !test(value) && message;

export const min = (n: number, message = `must be at least ${n}`): Rule<number> =>
  rule((v) => v >= n, message);
export const max = (n: number, message = `must be at most ${n}`): Rule<number> =>
  rule((v) => v <= n, message);
export const minItems = <T>(n: number, message: string): Rule<T[]> =>
  rule((v) => v.length >= n, message);

function shape<T>(read: Read<T>, extra: { optional?: true } = {}): Shape<T> {
  const safeParse = (input: unknown): ParseResult<T> => {
    const issues: Issue[] = [];
    const data = read(input, null, issues);
    return issues.length ? { success: false, error: { issues } } : { success: true, data };
  };
  return {
    ...extra,
    read,
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (result.success) return result.data;
      const list = result.error.issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`);
      throw new TypeError(list.join('; '));
    },
  };
}

/** Records a wrong type and hands the value back as it was. */
function wrong<T>(expected: string, value: unknown, at: At, issues: Issue[]): T {
  issues.push({ path: toPath(at), expected, message: `expected ${expected}` });
  return value as T;
}

function applyRules<T>(rules: Rule<T>[], value: T, at: At, issues: Issue[]): T {
  for (const check of rules) {
    const message = check(value);
    if (message) issues.push({ path: toPath(at), message });
  }
  return value;
}

function typed<T>(expected: string, is: (value: unknown) => boolean, rules: Rule<T>[]): Shape<T> {
  return shape((value, at, issues) =>
    is(value) ? applyRules(rules, value as T, at, issues) : wrong<T>(expected, value, at, issues),
  );
}

export const string = (...rules: Rule<string>[]) =>
  typed<string>('string', (v) => typeof v === 'string', rules);

export const boolean = () => typed<boolean>('boolean', (v) => typeof v === 'boolean', []);

/** A whole number: "number" is expected of anything else, "int" of a fraction. */
export const int = (...rules: Rule<number>[]) =>
  shape<number>((value, at, issues) =>
    typeof value !== 'number' || !Number.isFinite(value)
      ? wrong('number', value, at, issues)
      : Number.isSafeInteger(value)
        ? applyRules(rules, value, at, issues)
        : wrong('int', value, at, issues),
  );

/** One of a few strings. */
export const oneOf = <const V extends string>(values: readonly V[]) =>
  typed<V>('string', (v) => typeof v === 'string', [
    rule(
      (v) => values.includes(v),
      `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`,
    ),
  ]);

export function array<T>(item: Parser<T>, ...rules: Rule<T[]>[]): Shape<T[]> {
  const each = from(item);
  return shape((value, at, issues) => {
    if (!Array.isArray(value)) return wrong<T[]>('array', value, at, issues);
    const before = issues.length;
    const out = value.map((v, i) => each.read(v, { up: at, key: i }, issues));
    return issues.length === before ? applyRules(rules, out, at, issues) : out;
  });
}

type Fields = Record<string, Parser<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type IsOptional<P> = P extends { optional: true } ? true : false;
export type ObjectOf<F extends Fields> = Simplify<
  { [K in keyof F as IsOptional<F[K]> extends true ? never : K]: Infer<F[K]> } & {
    [K in keyof F as IsOptional<F[K]> extends true ? K : never]?: Exclude<Infer<F[K]>, undefined>;
  }
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectShape<T>(fields: Fields, keepOthers: boolean): Shape<T> {
  const readers = Object.entries(fields).map(([key, parser]) => [key, from(parser)] as const);
  return shape((value, at, issues) => {
    if (!isRecord(value)) return wrong<T>('object', value, at, issues);
    const out: Record<string, unknown> = {};
    // Extra keys are kept as data, but never a "__proto__" key (it would reach a prototype later).
    if (keepOthers)
      for (const key of Object.keys(value)) if (key !== '__proto__') out[key] = value[key];
    for (const [key, reader] of readers) {
      const read = reader.read(value[key], { up: at, key }, issues);
      if (read !== undefined) out[key] = read;
      else delete out[key];
    }
    return out as T;
  });
}

/** An object with these fields; other keys are dropped. */
export const object = <F extends Fields>(fields: F) => objectShape<ObjectOf<F>>(fields, false);

/** An object with these fields; other keys are kept as sent. */
export const looseObject = <F extends Fields>(fields: F) =>
  objectShape<ObjectOf<F> & Record<string, unknown>>(fields, true);

/** The key may be missing (or undefined). */
export function optional<T>(parser: Parser<T>): Shape<T | undefined> & { optional: true } {
  const inner = from(parser);
  return shape<T | undefined>(
    (value, at, issues) => (value === undefined ? undefined : inner.read(value, at, issues)),
    { optional: true },
  ) as Shape<T | undefined> & { optional: true };
}

/** A missing value reads as (a copy of) `fallback`. */
export function withDefault<T>(parser: Parser<T>, fallback: T): Shape<T> {
  const inner = from(parser);
  return shape((value, at, issues) =>
    value === undefined ? structuredClone(fallback) : inner.read(value, at, issues),
  );
}

/** Any parser as a shape: zod's issues are read into this module's form. */
export function from<T>(parser: Parser<T>): Shape<T> {
  if ('read' in parser && typeof parser.read === 'function') return parser as Shape<T>;
  return shape((value, at, issues) => {
    const result = parser.safeParse(value);
    for (const issue of result.error?.issues ?? []) {
      const path = [
        ...toPath(at),
        ...issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
      ];
      issues.push(
        issue.code === 'invalid_type' && typeof issue.expected === 'string'
          ? { path, expected: issue.expected, message: issue.message }
          : { path, message: issue.message },
      );
    }
    return result.data as T;
  });
}
