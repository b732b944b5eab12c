import { describe, expect, it } from 'vitest';
import {
  createdEntrySchema,
  createEntryBodySchema,
  listParamsSchema,
  metadataItemSchema,
} from './create-schemas';
import type * as z from 'zod/mini';
import { entryListSchema, envelopeSchema, listItemSchema, paginationSchema } from './schemas';

const item = {
  id: '5f0c8a1e-0b7d-4c1e-9a7f-3d2b1c0e9f8a',
  title: 'Supplier invoice — Amelia Hart 2025-03',
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-11-20T11:40:00.000Z',
};

const pagination = {
  total: 260,
  per_page: 10,
  current_page: 1,
  last_page: 26,
  has_more_pages: true,
};

/** The dotted paths of the issues a failed parse reports. */
function issuePaths(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

describe('listItemSchema', () => {
  it('accepts a list item and keeps the fields the contract does not name, as sent', () => {
    const extra = { folder_id: 'finance', size: 12, tags: ['a', { b: null }] };
    expect(listItemSchema.parse({ ...item, ...extra })).toEqual({ ...item, ...extra });
  });

  it('keeps no __proto__ key and leaves prototypes alone', () => {
    const parsed = listItemSchema.parse(
      JSON.parse(`{"id":"a","title":"t","type":"x","status":"y","created_at":"",
        "__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`),
    );
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([['LEGACY_IMPORT'], ['bundle'], ['']])('accepts an unknown type %j', (type) => {
    expect(listItemSchema.parse({ ...item, type }).type).toBe(type);
  });

  it.each([['ON_HOLD'], ['QUARANTINED'], ['in-review']])(
    'accepts an unknown status %j',
    (status) => {
      expect(listItemSchema.parse({ ...item, status }).status).toBe(status);
    },
  );

  it.each(Object.keys(item) as (keyof typeof item)[])('rejects an item without %s', (key) => {
    expect(issuePaths(listItemSchema, without(item, key))).toEqual([key]);
  });

  it('rejects a numeric id', () => {
    expect(issuePaths(listItemSchema, { ...item, id: 42 })).toEqual(['id']);
  });

  it('rejects a null status', () => {
    expect(issuePaths(listItemSchema, { ...item, status: null })).toEqual(['status']);
  });
});

describe('paginationSchema', () => {
  it('accepts a Laravel paginator and drops its extra fields', () => {
    expect(paginationSchema.parse({ ...pagination, from: 1, to: 10, next_page_url: 'x' })).toEqual(
      pagination,
    );
  });

  it('accepts an empty result (total 0, last page 1)', () => {
    const empty = { total: 0, per_page: 10, current_page: 1, last_page: 1, has_more_pages: false };
    expect(paginationSchema.parse(empty)).toEqual(empty);
  });

  it.each(Object.keys(pagination) as (keyof typeof pagination)[])(
    'rejects a paginator without %s',
    (key) => {
      expect(issuePaths(paginationSchema, without(pagination, key))).toEqual([key]);
    },
  );

  it.each([
    ['total', -1],
    ['total', 2.5],
    ['per_page', 0],
    ['current_page', 0],
    ['last_page', 0],
    ['per_page', '10'],
    ['has_more_pages', 'true'],
    ['has_more_pages', 1],
  ])('rejects %s = %j', (key, value) => {
    expect(issuePaths(paginationSchema, { ...pagination, [key]: value })).toEqual([key]);
  });
});

describe('entryListSchema', () => {
  it('accepts items and pagination', () => {
    const list = { items: [item, { ...item, id: 'b', status: 'NEW_STATUS' }], pagination };
    expect(entryListSchema.parse(list)).toEqual(list);
  });

  it('accepts an empty page', () => {
    expect(entryListSchema.parse({ items: [], pagination }).items).toEqual([]);
  });

  it('drops extra fields at every level but the items', () => {
    expect(
      entryListSchema.parse({
        items: [{ ...item, folder_id: 'x' }],
        pagination: { ...pagination, links: [] },
        meta: {},
      }),
    ).toEqual({ items: [{ ...item, folder_id: 'x' }], pagination });
  });

  it('names the path of a broken item', () => {
    expect(
      issuePaths(entryListSchema, { items: [item, without(item, 'created_at')], pagination }),
    ).toEqual(['items.1.created_at']);
  });

  it('rejects a list without items or pagination', () => {
    expect(issuePaths(entryListSchema, { pagination })).toEqual(['items']);
    expect(issuePaths(entryListSchema, { items: [] })).toEqual(['pagination']);
  });

  it('rejects items that are not an array', () => {
    expect(issuePaths(entryListSchema, { items: { 0: item }, pagination })).toEqual(['items']);
  });
});

describe('createdEntrySchema', () => {
  const created = { id: 'n-1', title: 'Invoice', created_at: '2026-11-20T12:00:00Z' };

  it('accepts the created entry and drops extra fields', () => {
    expect(createdEntrySchema.parse({ ...created, status: 'PROCESSING' })).toEqual(created);
  });

  it.each(Object.keys(created) as (keyof typeof created)[])('rejects one without %s', (key) => {
    expect(issuePaths(createdEntrySchema, without(created, key))).toEqual([key]);
  });
});

describe('metadataItemSchema', () => {
  it('accepts a TEXT item with a value', () => {
    const text = { type: 'TEXT', key: 'invoice_no', value: 'INV-1', title: 'Invoice number' };
    expect(metadataItemSchema.parse(text)).toEqual(text);
  });

  it('accepts a type it does not know (types are configured, not fixed)', () => {
    expect(metadataItemSchema.parse({ type: 'GEO', key: 'where' })).toEqual({
      type: 'GEO',
      key: 'where',
    });
  });

  it('drops extra fields', () => {
    expect(metadataItemSchema.parse({ type: 'FILE', key: 'scan', file: 'f-1', id: 7 })).toEqual({
      type: 'FILE',
      key: 'scan',
      file: 'f-1',
    });
  });

  it('rejects an item without type or key', () => {
    expect(issuePaths(metadataItemSchema, { key: 'k', value: 'v' })).toEqual(['type']);
    expect(issuePaths(metadataItemSchema, { type: 'TEXT', value: 'v' })).toEqual(['key']);
  });

  it('rejects non-string optional fields', () => {
    expect(issuePaths(metadataItemSchema, { type: 'TEXT', key: 'k', value: 5 })).toEqual(['value']);
  });
});

describe('createEntryBodySchema', () => {
  const body = {
    title: 'Invoice',
    metadata: [{ type: 'TEXT', key: 'k', value: 'v' }],
    folder_id: 'finance',
    template: 'PASS',
    callback_url: 'https://hooks.example.com/registry',
    data_encrypted: true,
    description: 'Scanned copy',
  };

  it('accepts a full body', () => {
    expect(createEntryBodySchema.parse(body)).toEqual(body);
  });

  it('accepts a body with only the required fields and no metadata items', () => {
    const minimal = { title: 'T', metadata: [], folder_id: 'f', template: 'STORAGE' };
    expect(createEntryBodySchema.parse(minimal)).toEqual(minimal);
  });

  it('drops extra fields', () => {
    expect(createEntryBodySchema.parse({ ...body, owner: 'me' })).toEqual(body);
  });

  it.each(['title', 'metadata', 'folder_id', 'template'] as const)(
    'rejects a body without %s',
    (key) => {
      expect(issuePaths(createEntryBodySchema, without(body, key))).toEqual([key]);
    },
  );

  it.each([['STORAGE'], ['PASS']])('accepts template %s', (template) => {
    expect(createEntryBodySchema.parse({ ...body, template }).template).toBe(template);
  });

  it.each([['storage'], ['OTHER'], ['']])('rejects template %j', (template) => {
    expect(issuePaths(createEntryBodySchema, { ...body, template })).toEqual(['template']);
  });

  it('rejects a non-boolean data_encrypted', () => {
    expect(issuePaths(createEntryBodySchema, { ...body, data_encrypted: 'yes' })).toEqual([
      'data_encrypted',
    ]);
  });

  it('rejects metadata that is not an array, and names a broken item', () => {
    expect(issuePaths(createEntryBodySchema, { ...body, metadata: {} })).toEqual(['metadata']);
    expect(
      issuePaths(createEntryBodySchema, {
        ...body,
        metadata: [{ type: 'TEXT', key: 'a' }, { type: 'TEXT' }],
      }),
    ).toEqual(['metadata.1.key']);
  });
});

describe('envelopeSchema', () => {
  const schema = envelopeSchema(createdEntrySchema);
  const data = { id: 'n-1', title: 'Invoice', created_at: '2026-11-20T12:00:00Z' };

  it('accepts message and data, and drops extra top-level fields', () => {
    expect(schema.parse({ message: 'Created.', data, meta: { v: 1 } })).toEqual({
      message: 'Created.',
      data,
    });
  });

  it('accepts an envelope without a message', () => {
    expect(schema.parse({ data })).toEqual({ data });
  });

  it('rejects an envelope without data, or with data of the wrong shape', () => {
    expect(issuePaths(schema, { message: 'OK' })).toEqual(['data']);
    expect(issuePaths(schema, { message: 'OK', data: { ...data, id: null } })).toEqual(['data.id']);
  });

  it('rejects a non-string message', () => {
    expect(issuePaths(schema, { message: 1, data })).toEqual(['message']);
  });
});

describe('listParamsSchema', () => {
  it('accepts the parameters the console sends', () => {
    const params = { folder_id: 'finance', page: 2, limit: 25, order_by: '-created_at' };
    expect(listParamsSchema.parse(params)).toEqual(params);
    expect(listParamsSchema.parse({ page: 1, limit: 10, order_by: 'title' })).not.toHaveProperty(
      'folder_id',
    );
  });

  it.each([
    ['page', 0],
    ['page', 1.5],
    ['limit', 0],
    ['limit', '10'],
  ])('rejects %s = %j', (key, value) => {
    expect(
      issuePaths(listParamsSchema, { page: 1, limit: 10, order_by: 'title', [key]: value }),
    ).toEqual([key]);
  });
});
