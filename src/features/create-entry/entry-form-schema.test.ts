import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../lib/config';
import {
  LIMITS,
  makeEntryFieldsSchema,
  toRequestBody,
  makeEntrySchema,
  type EntryFields,
} from '../../api/entry-fields';
import {
  emptyItem,
  FORM_FIELDS,
  ITEM_FIELDS,
  type MetadataItemValues,
  emptyFormValues,
  isBlankForm,
} from '../../components/entry-fields/entry-field-map';

const schema = makeEntrySchema(defaultConfig.metadataTypes);
const fieldOf = new Map(defaultConfig.metadataTypes.map((t) => [t.type, t.field] as const));

function item(overrides: Partial<MetadataItemValues> = {}): MetadataItemValues {
  return { ...emptyItem('TEXT'), ...overrides };
}

function valid(overrides: Partial<EntryFields> = {}): EntryFields {
  return {
    title: 'Quarterly report',
    folder_id: 'finance',
    template: 'STORAGE',
    description: '',
    callback_url: '',
    data_encrypted: false,
    metadata: [],
    ...overrides,
  };
}

/** Every issue as "dotted.path: message", the way the form shows them. */
function issues(values: EntryFields): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function paths(values: EntryFields): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

function parse(values: EntryFields) {
  const result = schema.safeParse(values);
  if (!result.success) {
    throw new Error(`expected valid values, got: ${issues(values).join('; ')}`);
  }
  return result.data;
}

describe('entry form schema: title and folder', () => {
  it.each([
    ['title', 'Enter a title.'],
    ['folder_id', 'Enter a folder.'],
  ] as const)('requires %s, and whitespace alone does not count', (field, message) => {
    expect(issues(valid({ [field]: '' }))).toEqual([`${field}: ${message}`]);
    expect(issues(valid({ [field]: '   \t ' }))).toEqual([`${field}: ${message}`]);
  });

  it('sends title and folder trimmed', () => {
    const body = parse(valid({ title: '  Quarterly report  ', folder_id: '\tfinance ' }));
    expect(body.title).toBe('Quarterly report');
    expect(body.folder_id).toBe('finance');
  });

  it.each([
    ['title', LIMITS.title],
    ['folder_id', LIMITS.folder],
  ] as const)('limits %s to %i characters, counted after trimming', (field, max) => {
    expect(issues(valid({ [field]: 'x'.repeat(max) }))).toEqual([]);
    expect(issues(valid({ [field]: `  ${'x'.repeat(max)}  ` }))).toEqual([]);
    expect(issues(valid({ [field]: 'x'.repeat(max + 1) }))).toEqual([
      `${field}: Keep it to ${max} characters or fewer.`,
    ]);
  });
});

describe('entry form schema: template', () => {
  it.each(['STORAGE', 'PASS'])('accepts %s', (template) => {
    expect(parse(valid({ template })).template).toBe(template);
  });

  it.each(['', 'storage', 'OTHER', ' PASS'])('refuses %j', (template) => {
    expect(issues(valid({ template }))).toEqual(['template: Choose a template.']);
  });
});

describe('entry form schema: description', () => {
  it('is optional and not sent when empty or blank', () => {
    expect(parse(valid({ description: '' }))).not.toHaveProperty('description');
    expect(parse(valid({ description: '  \n ' }))).not.toHaveProperty('description');
  });

  it('is sent trimmed, line breaks inside kept', () => {
    expect(parse(valid({ description: '  Line one\nLine two \n' })).description).toBe(
      'Line one\nLine two',
    );
  });

  it(`is limited to ${LIMITS.description} characters`, () => {
    expect(issues(valid({ description: 'd'.repeat(LIMITS.description) }))).toEqual([]);
    expect(issues(valid({ description: 'd'.repeat(LIMITS.description + 1) }))).toEqual([
      `description: Keep it to ${LIMITS.description} characters or fewer.`,
    ]);
  });
});

describe('entry form schema: callback URL', () => {
  it.each([
    'https://example.com/hooks/registry',
    'http://example.com',
    'https://hooks.example.com:8443/a/b?x=1&y=2#frag',
    'http://localhost:8080/callback',
    'HTTPS://EXAMPLE.COM/UPPER',
  ])('accepts %s and sends it as typed', (url) => {
    expect(issues(valid({ callback_url: url }))).toEqual([]);
    expect(parse(valid({ callback_url: url })).callback_url).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '/relative',
    'relative/path',
    'example.com',
    'www.example.com/hook',
    '   ',
    'ftp://x',
    'ftp://example.com/file',
    'https://',
    'http:/example.com',
    'https://exa mple.com',
    'mailto:someone@example.com',
  ])('refuses %j', (url) => {
    expect(issues(valid({ callback_url: url }))).toEqual([
      'callback_url: Enter an absolute URL starting with https:// or http://, or leave it empty.',
    ]);
  });

  it('is optional: empty is accepted and not sent', () => {
    const body = parse(valid({ callback_url: '' }));
    expect(body).not.toHaveProperty('callback_url');
  });
});

describe('entry form schema: Encrypt data', () => {
  it.each([true, false])('always sends data_encrypted (%s) as a boolean', (on) => {
    const body = parse(valid({ data_encrypted: on }));
    expect(body).toHaveProperty('data_encrypted', on);
  });
});

describe('entry form schema: metadata items', () => {
  it('allows no items and sends an empty list', () => {
    expect(parse(valid({ metadata: [] })).metadata).toEqual([]);
  });

  it('needs a value for a TEXT item and does not send its file', () => {
    expect(issues(valid({ metadata: [item({ key: 'colour' })] }))).toEqual([
      'metadata.0.value: Enter a value.',
    ]);
    expect(issues(valid({ metadata: [item({ key: 'colour', value: '   ' })] }))).toEqual([
      'metadata.0.value: Enter a value.',
    ]);
    const body = parse(
      valid({ metadata: [item({ key: 'colour', value: ' blue ', file: 'files/left-over.pdf' })] }),
    );
    expect(body.metadata).toEqual([{ type: 'TEXT', key: 'colour', value: 'blue' }]);
  });

  it('needs a file for a FILE item and does not send its value', () => {
    expect(issues(valid({ metadata: [item({ type: 'FILE', key: 'contract' })] }))).toEqual([
      'metadata.0.file: Enter a file reference.',
    ]);
    const body = parse(
      valid({
        metadata: [
          item({ type: 'FILE', key: 'contract', value: 'typed before', file: ' files/c.pdf ' }),
        ],
      }),
    );
    expect(body.metadata).toEqual([{ type: 'FILE', key: 'contract', file: 'files/c.pdf' }]);
  });

  it('refuses a type that is not configured', () => {
    expect(issues(valid({ metadata: [item({ type: 'IMAGE', key: 'logo', value: 'x' })] }))).toEqual(
      ['metadata.0.type: Choose a type.'],
    );
  });

  it('requires a key, and whitespace alone does not count', () => {
    expect(issues(valid({ metadata: [item({ value: 'blue' })] }))).toEqual([
      'metadata.0.key: Enter a key.',
    ]);
    expect(issues(valid({ metadata: [item({ key: '  ', value: 'blue' })] }))).toEqual([
      'metadata.0.key: Enter a key.',
    ]);
  });

  it('sends keys trimmed', () => {
    const body = parse(valid({ metadata: [item({ key: '  colour ', value: 'blue' })] }));
    expect(body.metadata[0]?.key).toBe('colour');
  });

  it('limits key, value and item title lengths', () => {
    const long = (n: number) => 'k'.repeat(n);
    expect(issues(valid({ metadata: [item({ key: long(LIMITS.key), value: 'v' })] }))).toEqual([]);
    expect(issues(valid({ metadata: [item({ key: long(LIMITS.key + 1), value: 'v' })] }))).toEqual([
      `metadata.0.key: Keep it to ${LIMITS.key} characters or fewer.`,
    ]);
    expect(
      issues(valid({ metadata: [item({ key: 'k', value: long(LIMITS.value + 1) })] })),
    ).toEqual([`metadata.0.value: Keep it to ${LIMITS.value} characters or fewer.`]);
    expect(
      issues(
        valid({ metadata: [item({ key: 'k', value: 'v', title: long(LIMITS.itemTitle + 1) })] }),
      ),
    ).toEqual([`metadata.0.title: Keep it to ${LIMITS.itemTitle} characters or fewer.`]);
  });

  it('marks a duplicate key on the later item only', () => {
    const values = valid({
      metadata: [
        item({ key: 'colour', value: 'blue' }),
        item({ key: 'size', value: 'L' }),
        item({ key: ' colour ', value: 'red' }),
      ],
    });
    expect(issues(values)).toEqual([
      'metadata.2.key: This key is already used above; keys must be unique.',
    ]);
  });

  it('marks every repeat of a key after the first', () => {
    const values = valid({
      metadata: [
        item({ key: 'a', value: '1' }),
        item({ key: 'a', value: '2' }),
        item({ key: 'b', value: '3' }),
        item({ key: 'a', value: '4' }),
      ],
    });
    expect(paths(values)).toEqual(['metadata.1.key', 'metadata.3.key']);
  });

  it('treats the same key under different types as a duplicate', () => {
    const values = valid({
      metadata: [
        item({ key: 'doc', value: 'text' }),
        item({ type: 'FILE', key: 'doc', file: 'files/doc.pdf' }),
      ],
    });
    expect(paths(values)).toEqual(['metadata.1.key']);
  });

  it('reports every problem of the form at once, items included', () => {
    const values: EntryFields = {
      title: '',
      folder_id: '',
      template: '',
      description: '',
      callback_url: 'javascript:alert(1)',
      data_encrypted: false,
      metadata: [item({ key: 'a' }), item({ type: 'FILE', key: '', file: 'files/x.pdf' })],
    };
    expect(paths(values).sort()).toEqual(
      [
        'title',
        'folder_id',
        'template',
        'callback_url',
        'metadata.0.value',
        'metadata.1.key',
      ].sort(),
    );
  });

  it('omits an empty item title and sends a filled one trimmed', () => {
    const body = parse(
      valid({
        metadata: [
          item({ key: 'a', value: '1', title: '' }),
          item({ key: 'b', value: '2', title: '   ' }),
          item({ key: 'c', value: '3', title: '  Colour code ' }),
        ],
      }),
    );
    expect(body.metadata).toEqual([
      { type: 'TEXT', key: 'a', value: '1' },
      { type: 'TEXT', key: 'b', value: '2' },
      { type: 'TEXT', key: 'c', value: '3', title: 'Colour code' },
    ]);
  });

  it('keeps the items in the order they were given', () => {
    const body = parse(
      valid({
        metadata: [
          item({ key: 'z', value: '1' }),
          item({ type: 'FILE', key: 'a', file: 'f' }),
          item({ key: 'm', value: '3' }),
        ],
      }),
    );
    expect(body.metadata.map((m) => m.key)).toEqual(['z', 'a', 'm']);
  });
});

describe('entry form schema: the whole request body', () => {
  it('turns a filled form into exactly the request body', () => {
    const body = parse({
      title: ' Contract 2026 ',
      folder_id: ' legal ',
      template: 'PASS',
      description: ' Signed copy ',
      callback_url: 'https://example.com/hooks/registry',
      data_encrypted: true,
      metadata: [
        item({ key: 'colour', value: 'blue', title: 'Colour' }),
        item({ type: 'FILE', key: 'scan', file: 'files/scan.pdf' }),
      ],
    });
    expect(body).toStrictEqual({
      title: 'Contract 2026',
      folder_id: 'legal',
      template: 'PASS',
      description: 'Signed copy',
      callback_url: 'https://example.com/hooks/registry',
      data_encrypted: true,
      metadata: [
        { type: 'TEXT', key: 'colour', value: 'blue', title: 'Colour' },
        { type: 'FILE', key: 'scan', file: 'files/scan.pdf' },
      ],
    });
  });

  it('sends a minimal form with no empty optional fields', () => {
    const body = parse(valid());
    expect(body).toStrictEqual({
      title: 'Quarterly report',
      folder_id: 'finance',
      template: 'STORAGE',
      data_encrypted: false,
      metadata: [],
    });
  });
});

describe('toRequestBody', () => {
  it('omits empty optionals and keeps data_encrypted', () => {
    const body = toRequestBody(
      valid({
        description: '   ',
        callback_url: '',
        metadata: [item({ key: ' k ', value: ' v ', file: 'ignored', title: ' ' })],
      }),
      fieldOf,
    );
    expect(body).toStrictEqual({
      title: 'Quarterly report',
      folder_id: 'finance',
      template: 'STORAGE',
      data_encrypted: false,
      metadata: [{ type: 'TEXT', key: 'k', value: 'v' }],
    });
    expect(JSON.stringify(body)).not.toContain('""');
  });

  it("sends each item's content in its type's field only", () => {
    const body = toRequestBody(
      valid({
        data_encrypted: true,
        metadata: [
          item({ type: 'FILE', key: 'scan', value: 'stale text', file: 'files/scan.pdf' }),
          item({ type: 'TEXT', key: 'note', value: 'hello', file: 'files/stale.pdf' }),
        ],
      }),
      fieldOf,
    );
    expect(body.data_encrypted).toBe(true);
    expect(body.metadata).toStrictEqual([
      { type: 'FILE', key: 'scan', file: 'files/scan.pdf' },
      { type: 'TEXT', key: 'note', value: 'hello' },
    ]);
  });
});

describe('the field map beside the schema', () => {
  it('names every field of the schema, in page order, and nothing else', () => {
    const shape = makeEntryFieldsSchema(defaultConfig.metadataTypes).shape;
    expect(Object.keys(FORM_FIELDS)).toEqual(Object.keys(shape));
    expect(Object.keys(ITEM_FIELDS).sort()).toEqual(
      Object.keys(shape.metadata.def.element.shape).sort(),
    );
  });

  it('gives empty values the schema reads as an unfinished form', () => {
    const empty = emptyFormValues('finance');
    expect(empty).toEqual({
      title: '',
      folder_id: 'finance',
      template: '',
      description: '',
      callback_url: '',
      data_encrypted: false,
      metadata: [],
    });
    // A new list each time: one form's items never show up in another's.
    expect(emptyFormValues().metadata).not.toBe(emptyFormValues().metadata);
    expect(schema.safeParse(empty).success).toBe(false);
  });

  it('calls a form blank until something besides the folder is filled in', () => {
    expect(isBlankForm(emptyFormValues('prefilled'))).toBe(true);
    expect(isBlankForm({ ...emptyFormValues(), title: '   ' })).toBe(true);
    expect(isBlankForm({ ...emptyFormValues(), title: 'x' })).toBe(false);
    // A new form starts with a template: alone, it is not something typed.
    expect(isBlankForm({ ...emptyFormValues(), template: 'PASS' })).toBe(true);
    expect(isBlankForm({ ...emptyFormValues(), data_encrypted: true })).toBe(false);
    expect(isBlankForm({ ...emptyFormValues(), metadata: [emptyItem('TEXT')] })).toBe(false);
  });
});
