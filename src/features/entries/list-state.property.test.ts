/**
 * Property-based tests for the list's URL state: any query string gives a valid state, and a
 * state written back to the URL reads the same and needs no correction.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { listParamsSchema } from '../../api/create-schemas';
import { defaultConfig } from '../../lib/config';
import {
  MAX_FOLDER_LENGTH,
  parseListSearch,
  toListParams,
  toListSearch,
  type ListState,
} from './list-state';
import { runProperty, check } from '../../testing/property';

const config = defaultConfig;
const ORDERS = config.orderOptions.map((o) => o.value);

// ---- hostile query strings ------------------------------------------------------------------

const WHITESPACE = [' ', '\t', '\n', '\u00a0', '\u2028', '\u3000', '\ufeff'];
const whitespace = fc.string({ unit: fc.constantFrom(...WHITESPACE), maxLength: 3 });

const KEYS = ['folder_id', 'page', 'limit', 'order_by'];
const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'FOLDER_ID',
      'page ',
      ' limit',
      'order_by[]',
      'folder',
      '',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

const numberish = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom(...config.pageSizes.map(String)),
  fc.constantFrom(
    '',
    '0',
    '00',
    '01',
    '010',
    '+5',
    '-1',
    '1.0',
    '1e3',
    '0x10',
    ' 10',
    '10 ',
    'NaN',
    'Infinity',
    '٣', // an Arabic-Indic digit: \d must not take it
    '２５', // fullwidth digits
    '999999999',
    '1000000000',
    '9007199254740993',
    '1'.repeat(400),
  ),
);

const order = fc.oneof(
  fc.constantFrom(...ORDERS),
  fc.constantFrom(
    ...ORDERS.map((o) => ` ${o}`),
    'TITLE',
    '-',
    '--title',
    'constructor',
    'toString',
  ),
);

/**
 * Folders: short hostile text, and long ones built so that whitespace, an emoji or an accent
 * lands right at the length limit, where the value is cut.
 */
const folder = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  whitespace,
  fc.constantFrom(
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u202Efdp',
    'a\u200b',
    '%00',
    '+',
  ),
  fc
    .tuple(
      whitespace,
      fc.integer({ min: MAX_FOLDER_LENGTH - 6, max: MAX_FOLDER_LENGTH + 2 }),
      fc.constantFrom(' ', '\t', '\u3000', '😀', 'e\u0301', 'x'),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      whitespace,
    )
    .map(([before, n, at, rest, after]) => before + 'f'.repeat(n) + at + rest + after),
);

const value = fc.oneof(numberish, order, folder);
/** Keys are paired with any value, the right kind of value more often. */
const pair = fc.oneof(
  fc.tuple(key, value),
  fc.tuple(fc.constant('folder_id'), folder),
  fc.tuple(fc.constantFrom('page', 'limit'), numberish),
  fc.tuple(fc.constant('order_by'), order),
);

/** A search as the router hands it over: built from pairs, or parsed from a raw query string. */
const search: fc.Arbitrary<URLSearchParams> = fc.oneof(
  fc.array(pair, { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs)),
  fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => new URLSearchParams(new URLSearchParams(pairs).toString())),
  // Raw text a person may type or paste, with broken %-escapes and stray separators.
  fc
    .array(
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }))
          .map(([k, v]) => `${k}=${v}`),
        fc.constantFrom(
          '%',
          '%E0%A4',
          '%ZZ',
          '&',
          '=',
          '==',
          '?',
          '#',
          '+',
          'page=%31',
          'folder_id=%20a%20',
        ),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 6 },
    )
    .map((parts) => new URLSearchParams(parts.join('&'))),
);

// ---- checks ---------------------------------------------------------------------------------

function validityProblem(state: ListState): string | null {
  if (!Number.isSafeInteger(state.page) || state.page < 1) return `page ${state.page}`;
  if (!config.pageSizes.includes(state.limit)) return `limit ${state.limit}`;
  if (!ORDERS.includes(state.order)) return `order ${JSON.stringify(state.order)}`;
  if (state.folder !== state.folder.trim())
    return `folder not trimmed: ${JSON.stringify(state.folder)}`;
  if (state.folder.length > MAX_FOLDER_LENGTH) return `folder of ${state.folder.length} characters`;
  return null;
}

function same(a: ListState, b: ListState): boolean {
  return a.folder === b.folder && a.page === b.page && a.limit === b.limit && a.order === b.order;
}

describe('list state: properties', () => {
  it('parses any query string to a valid state', () => {
    let corrected = 0;
    runProperty(
      'list state, parse any query',
      fc.property(search, (params) => {
        const result = parseListSearch(params, config);
        const problem = validityProblem(result.state);
        check(problem === null, `invalid state from ?${params.toString()}: ${problem}`);
        check(
          listParamsSchema.safeParse(toListParams(result.state)).success,
          'the list request parameters are valid',
        );
        if (result.corrected) corrected++;
      }),
      () => `${corrected} needed a corrected URL`,
    );
  });

  it('writes a parsed state back to the URL so that it reads the same, uncorrected', () => {
    runProperty(
      'list state, URL round trip',
      fc.property(search, (params) => {
        const { state } = parseListSearch(params, config);
        // The app writes the search into the address bar as text, and reads it back from there.
        for (const written of [
          toListSearch(state, config),
          new URLSearchParams(toListSearch(state, config).toString()),
        ]) {
          const again = parseListSearch(written, config);
          check(
            same(again.state, state) && !again.corrected,
            `?${params.toString()} → ${JSON.stringify(state)} → ?${written.toString()} → ${JSON.stringify(again)}`,
          );
        }
      }),
    );
  });
});
