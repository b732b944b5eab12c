/**
 * Property-based tests for the create form's schema and its form-values → request mapping:
 * whatever people type, the schema answers with field errors or a body the demo server accepts.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { TEMPLATES, type CreateEntryBody } from '../../api/schemas';
import { defaultConfig } from '../../lib/config';
import { validateCreate } from '../../mocks/validate';
import { LIMITS, makeEntrySchema, type EntryFields } from '../../api/entry-fields';
import { refusedCharacterProblem } from '../../api/field-characters';
import type { MetadataItemValues } from '../../components/entry-fields/entry-field-map';
import { runProperty, check } from '../../testing/property';

const schema = makeEntrySchema(defaultConfig.metadataTypes);
const fieldOf = new Map(defaultConfig.metadataTypes.map((t) => [t.type, t.field] as const));

const FORM_FIELDS = new Set<string>([
  'title',
  'folder_id',
  'template',
  'description',
  'callback_url',
  'data_encrypted',
  'metadata',
] satisfies (keyof EntryFields)[]);
const ITEM_FIELDS = new Set<string>([
  'type',
  'key',
  'value',
  'file',
  'title',
] satisfies (keyof MetadataItemValues)[]);

// ---- hostile text -------------------------------------------------------------------------

const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u2003'];
const whitespace = fc.string({ unit: fc.constantFrom(...WHITESPACE), maxLength: 4 });
/** Padding around text: cheaper than `whitespace`, which matters at 10,000 cases. */
const padding = fc.constantFrom(
  '',
  '',
  '',
  ' ',
  '\t',
  '\n ',
  '\u00a0',
  '\u3000',
  '\ufeff',
  ' \u2028\u2003',
);

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '\u202Egnp.exe',
  'a\u200b\u200c\u200d',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '__proto__',
  'constructor',
  'toString',
  '\u0000',
  '\ud800',
  '\udfff',
  '%00',
  '{{7*7}}',
];

/** Any UTF-16 code unit, lone surrogates included: what a paste or an IME can leave behind. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

/** A string of about `length` characters, just under, at or over a limit, maybe padded. */
function nearLength(limits: number[]) {
  return fc
    .tuple(
      fc.constantFrom(...limits),
      fc.integer({ min: -2, max: 2 }),
      fc.constantFrom('x', 'é', '😀', ' '),
      padding,
      padding,
    )
    .map(([limit, delta, unit, before, after]) => {
      const body = unit.repeat(Math.max(0, limit + delta));
      return before + body.slice(0, Math.max(0, limit + delta)) + after;
    });
}

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }) },
  { weight: 2, arbitrary: whitespace },
  { weight: 2, arbitrary: fc.constantFrom(...PAYLOADS) },
  {
    weight: 1,
    arbitrary: fc.tuple(padding, fc.constantFrom(...PAYLOADS), padding).map((p) => p.join('')),
  },
  { weight: 1, arbitrary: nearLength([LIMITS.title, LIMITS.description, LIMITS.value]) },
);

const hostileUrl = fc.oneof(
  hostileText,
  fc.constantFrom(
    '',
    ' ',
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://example.com',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'http://',
    'https://',
    'http:///path',
    'https:example.com',
    'https:\\\\evil.example',
    '//example.com/hook',
    '/relative/hook',
    'https://exa mple.com',
    ' https://example.com',
    'https://example.com ',
    'https://example.com\n',
    'https://[::1]/hook',
    'HTTPS://EXAMPLE.COM/HOOK',
    'https://user:pass@example.com:8443/p?q=1#f',
    'https://例え.jp/フック',
    'https://example.com/\u202Ecod.exe',
  ),
  fc.webUrl(),
  fc
    .tuple(fc.constantFrom('http://', 'https://', 'javascript:', 'HTTP://', ''), hostileText)
    .map(([scheme, rest]) => scheme + rest),
);

const hostileTemplate = fc.oneof(
  fc.constantFrom(...TEMPLATES),
  fc.constantFrom('', 'storage', ' PASS', 'PASS ', 'STORAGE\u200b', 'constructor', '__proto__'),
  hostileText,
);

const hostileType = fc.oneof(
  fc.constantFrom('TEXT', 'FILE'),
  fc.constantFrom(
    '',
    'text',
    ' TEXT',
    'URL',
    'JSON',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ),
  hostileText,
);

// A small pool makes duplicate keys (exact and after trimming) common.
const hostileKey = fc.oneof(fc.constantFrom('k', ' k', 'k ', 'K', 'key', '', '  '), hostileText);

// ---- values built to satisfy the rules ------------------------------------------------------

/** Non-blank text whose trimmed length is within `max`, with optional padding around it. */
function requiredText(max: number) {
  const core = fc.oneof(
    { weight: 5, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(...PAYLOADS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: max - 3, max }), fc.constantFrom('x', 'é', 'Ω'))
        .map(([n, unit]) => unit.repeat(n)),
    },
  );
  return fc
    .tuple(padding, core, padding)
    .filter(([, c]) => c.trim() !== '' && c.trim().length <= max)
    .map((parts) => parts.join(''));
}

/** Blank or within `max` after trimming. */
function optionalText(max: number) {
  return fc.oneof(fc.constant(''), whitespace, requiredText(max));
}

const validUrl = fc.oneof(
  fc.constant(''),
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'https://example.com',
    'http://localhost:8080/hook',
    'HTTPS://EXAMPLE.COM/HOOK',
    'https://[::1]/hook',
    'https://例え.jp/フック',
  ),
);

/** Required text without control or bidi override characters: what a title and folder take. */
const plain = (text: string) => refusedCharacterProblem('', text.trim()) === null;
const plainText = (max: number) => requiredText(max).filter(plain);

const validItem: fc.Arbitrary<MetadataItemValues> = fc
  .record({
    type: fc.constantFrom(...defaultConfig.metadataTypes.map((t) => t.type)),
    key: requiredText(LIMITS.key),
    content: requiredText(LIMITS.value),
    other: optionalText(LIMITS.value),
    title: optionalText(LIMITS.itemTitle),
  })
  .map(({ type, key, content, other, title }) => {
    const field = fieldOf.get(type)!;
    return {
      type,
      key,
      title,
      value: field === 'value' ? content : other,
      file: field === 'file' ? content : other,
    };
  });

const validValues: fc.Arbitrary<EntryFields> = fc.record({
  title: plainText(LIMITS.title),
  folder_id: plainText(LIMITS.folder),
  template: fc.constantFrom(...TEMPLATES),
  description: optionalText(LIMITS.description),
  callback_url: validUrl,
  data_encrypted: fc.boolean(),
  metadata: fc.uniqueArray(validItem, { maxLength: 4, selector: (item) => item.key.trim() }),
});

// ---- hostile values: each field valid or hostile, so both outcomes are common ----------------

/** Mostly a value that passes, otherwise a hostile one: failures then often have one cause. */
function validOr<T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

const hostileItem: fc.Arbitrary<MetadataItemValues> = fc.oneof(
  { weight: 3, arbitrary: validItem },
  {
    weight: 1,
    arbitrary: fc.record({
      type: hostileType,
      key: hostileKey,
      value: hostileText,
      file: hostileText,
      title: hostileText,
    }),
  },
);

const hostileValues: fc.Arbitrary<EntryFields> = fc.record({
  title: validOr(requiredText(LIMITS.title), hostileText),
  folder_id: validOr(requiredText(LIMITS.folder), hostileText),
  template: validOr(fc.constantFrom(...TEMPLATES), hostileTemplate),
  description: validOr(optionalText(LIMITS.description), hostileText),
  callback_url: validOr(validUrl, hostileUrl),
  data_encrypted: fc.boolean(),
  metadata: fc.array(hostileItem, { maxLength: 4 }),
});

// ---- checks ---------------------------------------------------------------------------------

/** The body a server would receive, and anything in it that is blank or left undefined. */
function emptyOptionalFields(body: unknown, path = ''): string[] {
  if (typeof body === 'string') return body.trim() === '' ? [path] : [];
  if (body === undefined) return [path];
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([k, v]) =>
    emptyOptionalFields(v, path ? `${path}.${k}` : k),
  );
}

/** An issue path names a real form field: `title`, or `metadata.<existing index>.<item field>`. */
function isFormFieldPath(path: readonly PropertyKey[], values: EntryFields): boolean {
  const [top, index, field] = path;
  if (typeof top !== 'string' || !FORM_FIELDS.has(top)) return false;
  if (top !== 'metadata') return path.length === 1;
  return (
    path.length === 3 &&
    typeof index === 'number' &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < values.metadata.length &&
    typeof field === 'string' &&
    ITEM_FIELDS.has(field)
  );
}

/** Plain checks: expect() in a loop of 10,000 cases costs more than the code under test. */

function checkAcceptedBody(values: EntryFields, body: CreateEntryBody): void {
  // The mock sees the body as JSON, the way fetch sends it.
  const errors = validateCreate(JSON.parse(JSON.stringify(body)));
  check(Object.keys(errors).length === 0, `mock refused the body: ${JSON.stringify(errors)}`);
  const empty = emptyOptionalFields(body);
  check(empty.length === 0, `empty fields in the body: ${empty.join(', ')}`);
  // What people typed, trimmed; nothing added, nothing lost.
  check(body.title === values.title.trim(), 'title is the trimmed title');
  check(body.folder_id === values.folder_id.trim(), 'folder_id is the trimmed folder');
  check(plain(body.title) && plain(body.folder_id), 'no control or bidi characters sent');
  check(body.template === values.template, 'template is the chosen template');
  check(body.data_encrypted === values.data_encrypted, 'data_encrypted as chosen');
  check(body.description === (values.description.trim() || undefined), 'description');
  check(body.callback_url === (values.callback_url || undefined), 'callback_url');
  check(
    body.metadata.length === values.metadata.length &&
      body.metadata.every(
        (item, i) =>
          item.type === values.metadata[i]!.type && item.key === values.metadata[i]!.key.trim(),
      ),
    'metadata items keep their order, type and trimmed key',
  );
}

describe('entry form schema: properties', () => {
  it('never throws on hostile values; success means an accepted body, failure means field errors', () => {
    let accepted = 0;
    let refused = 0;
    runProperty(
      'create form schema, hostile values',
      fc.property(hostileValues, (values) => {
        const result = schema.safeParse(values);
        if (result.success) {
          accepted++;
          checkAcceptedBody(values, result.data);
        } else {
          refused++;
          check(result.error.issues.length > 0, 'a failure names at least one issue');
          for (const issue of result.error.issues) {
            check(
              isFormFieldPath(issue.path, values),
              `issue path is no form field: ${issue.path.join('.')}`,
            );
            check(issue.message.trim() !== '', `issue at ${issue.path.join('.')} has no message`);
          }
        }
      }),
      () => `${accepted} accepted, ${refused} refused with field errors`,
    );
  });

  it('accepts every value built to satisfy the rules and maps it to a body the mock accepts', () => {
    runProperty(
      'create form schema, valid values',
      fc.property(validValues, (values) => {
        const result = schema.safeParse(values);
        if (!result.success) {
          throw new Error(
            `rejected: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          );
        }
        checkAcceptedBody(values, result.data);
      }),
    );
  });
});
