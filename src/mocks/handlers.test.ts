import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN } from '../lib/demo';
import { SETTLE_AFTER_MS } from './db';
import { TEST_SEED_COUNT as SEED_COUNT, SEED_FOLDERS } from './seed';

const BASE = 'http://localhost/api/v1/registry';
/** The fixed instant tests run at: the in-memory db seeds backwards from 2026-11-20T12:00Z. */
const NOW = Date.parse('2026-11-20T12:00:00Z');

interface ListItem {
  id: string;
  title: string;
  type: string;
  status: string;
  created_at: string;
}
interface ListBody {
  message: string;
  data: {
    items: ListItem[];
    pagination: {
      total: number;
      per_page: number;
      current_page: number;
      last_page: number;
      has_more_pages: boolean;
    };
  };
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

function auth(token: string | null = DEMO_TOKEN): Record<string, string> {
  return token === null ? {} : { Authorization: `Bearer ${token}` };
}

async function list(
  query: Record<string, string | number> = {},
  token: string | null = DEMO_TOKEN,
): Promise<{ status: number; body: ListBody & ErrorBody }> {
  const url = new URL(`${BASE}/list`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const response = await fetch(url, { headers: auth(token) });
  return { status: response.status, body: await response.json() };
}

async function listOk(query: Record<string, string | number> = {}): Promise<ListBody['data']> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return body.data;
}

/** Every entry in an order, fetched 100 at a time. */
async function listAll(query: Record<string, string | number> = {}): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let page = 1; ; page++) {
    const data = await listOk({ ...query, limit: 100, page });
    items.push(...data.items);
    if (!data.pagination.has_more_pages) return items;
  }
}

async function create(
  body: unknown,
  token: string | null = DEMO_TOKEN,
): Promise<{
  status: number;
  body: { message: string; data?: Record<string, unknown> } & ErrorBody;
}> {
  const response = await fetch(`${BASE}/create`, {
    method: 'POST',
    headers: { ...auth(token), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const validBody = {
  title: 'Quarterly VAT return — Q4',
  folder_id: 'finance',
  template: 'STORAGE',
  description: 'Filed with the tax office.',
  callback_url: 'https://hooks.example.com/registry',
  data_encrypted: true,
  metadata: [
    { type: 'TEXT', key: 'quarter', value: 'Q4', title: 'Quarter' },
    { type: 'FILE', key: 'scan', file: 'file-0001' },
  ],
};

describe('authentication', () => {
  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-demo-token'],
  ])('list with %s is 401 Unauthenticated', async (_, token) => {
    const { status, body } = await list({}, token);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthenticated.' });
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'not-the-demo-token'],
  ])('create with %s is 401 Unauthenticated and creates nothing', async (_, token) => {
    const { status, body } = await create(validBody, token);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthenticated.' });
    expect((await listOk()).pagination.total).toBe(SEED_COUNT);
  });

  it('a token without the Bearer scheme is rejected', async () => {
    const response = await fetch(`${BASE}/list`, { headers: { Authorization: DEMO_TOKEN } });
    expect(response.status).toBe(401);
  });
});

describe('list: pagination', () => {
  it('serves the seeded entries, 10 per page by default', async () => {
    const data = await listOk();
    expect(data.items).toHaveLength(10);
    expect(data.pagination).toEqual({
      total: 260,
      per_page: 10,
      current_page: 1,
      last_page: 26,
      has_more_pages: true,
    });
  });

  it.each([
    [10, 26, 10],
    [25, 11, 10],
    [100, 3, 60],
  ])('with limit %i has %i pages, and the last one holds %i entries', async (limit, last, size) => {
    const first = await listOk({ limit });
    expect(first.pagination).toMatchObject({ total: 260, per_page: limit, last_page: last });
    expect(first.items).toHaveLength(limit);

    const lastPage = await listOk({ limit, page: last });
    expect(lastPage.items).toHaveLength(size);
    expect(lastPage.pagination).toMatchObject({
      current_page: last,
      last_page: last,
      has_more_pages: false,
    });
  });

  it('has more pages on every page but the last', async () => {
    const secondToLast = await listOk({ limit: 25, page: 10 });
    expect(secondToLast.pagination.has_more_pages).toBe(true);
  });

  it('pages do not overlap and together hold every entry once', async () => {
    const items = await listAll();
    expect(items).toHaveLength(260);
    expect(new Set(items.map((item) => item.id)).size).toBe(260);
  });

  it('a page past the end is empty but still tells the last page', async () => {
    const data = await listOk({ limit: 10, page: 27 });
    expect(data.items).toEqual([]);
    expect(data.pagination).toEqual({
      total: 260,
      per_page: 10,
      current_page: 27,
      last_page: 26,
      has_more_pages: false,
    });
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: -5 }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ order_by: 'created' }, 'order_by'],
    [{ order_by: 'id' }, 'order_by'],
  ])('%j is 422 with an error on %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
    expect(body.message).toBe(body.errors?.[field]?.[0]);
  });

  it('reports every bad parameter at once', async () => {
    const { status, body } = await list({ limit: 0, page: 0, order_by: 'size' });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['limit', 'order_by', 'page']);
    expect(body.message).toMatch(/\(and 2 more errors\)$/);
  });

  it('accepts the limit bounds 1 and 100', async () => {
    expect((await listOk({ limit: 1 })).items).toHaveLength(1);
    expect((await listOk({ limit: 100 })).items).toHaveLength(100);
  });
});

describe('list: folder filter', () => {
  it('seeds 7 folders round-robin: finance has 38 entries, the others 37', async () => {
    const totals: Record<string, number> = {};
    for (const folder of SEED_FOLDERS) {
      totals[folder] = (await listOk({ folder_id: folder })).pagination.total;
    }
    expect(totals).toEqual({
      finance: 38,
      'human-resources': 37,
      legal: 37,
      operations: 37,
      engineering: 37,
      marketing: 37,
      research: 37,
    });
  });

  it('lists only the folder asked for', async () => {
    const finance = await listAll({ folder_id: 'finance' });
    const legal = await listAll({ folder_id: 'legal' });
    expect(finance).toHaveLength(38);
    const legalIds = new Set(legal.map((item) => item.id));
    expect(finance.some((item) => legalIds.has(item.id))).toBe(false);
  });

  it('an empty folder_id means every folder', async () => {
    expect((await listOk({ folder_id: '' })).pagination.total).toBe(260);
  });

  it('a folder with no entries is an empty first page', async () => {
    const data = await listOk({ folder_id: 'no-such-folder' });
    expect(data.items).toEqual([]);
    expect(data.pagination).toEqual({
      total: 0,
      per_page: 10,
      current_page: 1,
      last_page: 1,
      has_more_pages: false,
    });
  });

  it('matches the folder exactly', async () => {
    expect((await listOk({ folder_id: 'Finance' })).pagination.total).toBe(0);
    expect((await listOk({ folder_id: 'fin' })).pagination.total).toBe(0);
  });
});

describe('list: order', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

  function pairs<T>(items: T[]): [T, T][] {
    return items.slice(1).map((item, i) => [items[i]!, item]);
  }

  it('defaults to newest first', async () => {
    const items = await listAll();
    for (const [a, b] of pairs(items)) expect(a.created_at >= b.created_at).toBe(true);
    expect((await listOk()).items).toEqual(items.slice(0, 10));
  });

  it('-created_at is newest first', async () => {
    const items = await listAll({ order_by: '-created_at' });
    expect(items).toHaveLength(260);
    for (const [a, b] of pairs(items)) expect(a.created_at >= b.created_at).toBe(true);
    expect(items[0]!.created_at > items[259]!.created_at).toBe(true);
  });

  it('created_at is oldest first', async () => {
    const items = await listAll({ order_by: 'created_at' });
    for (const [a, b] of pairs(items)) expect(a.created_at <= b.created_at).toBe(true);
    expect(items[0]!.created_at < items[259]!.created_at).toBe(true);
  });

  it('title is A–Z, ignoring case', async () => {
    const items = await listAll({ order_by: 'title' });
    expect(items).toHaveLength(260);
    for (const [a, b] of pairs(items))
      expect(collator.compare(a.title, b.title)).toBeLessThanOrEqual(0);
    expect(collator.compare(items[0]!.title, items[259]!.title)).toBeLessThan(0);
  });

  it('-title is Z–A', async () => {
    const items = await listAll({ order_by: '-title' });
    for (const [a, b] of pairs(items))
      expect(collator.compare(a.title, b.title)).toBeGreaterThanOrEqual(0);
    expect(collator.compare(items[0]!.title, items[259]!.title)).toBeGreaterThan(0);
  });

  it('sorts within a folder filter too', async () => {
    const items = await listAll({ folder_id: 'legal', order_by: 'created_at' });
    expect(items).toHaveLength(37);
    for (const [a, b] of pairs(items)) expect(a.created_at <= b.created_at).toBe(true);
  });
});

describe('create: validation', () => {
  const item = (extra: Record<string, unknown>) => ({
    type: 'TEXT',
    key: 'k',
    value: 'v',
    ...extra,
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title that is not a string', { title: 42 }, 'title'],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, 'title'],
    ['a missing folder', { folder_id: undefined }, 'folder_id'],
    ['a blank folder', { folder_id: '' }, 'folder_id'],
    ['a missing template', { template: undefined }, 'template'],
    ['a template outside the enum', { template: 'ARCHIVE' }, 'template'],
    ['a lower-case template', { template: 'storage' }, 'template'],
    ['missing metadata', { metadata: undefined }, 'metadata'],
    ['metadata that is an object', { metadata: { 0: item({}) } }, 'metadata'],
    ['metadata that is a string', { metadata: 'k=v' }, 'metadata'],
    ['a metadata item that is not an object', { metadata: [item({}), 'k=v'] }, 'metadata.1'],
    [
      'an unknown metadata type',
      { metadata: [item({}), item({ key: 'b', type: 'BLOB' })] },
      'metadata.1.type',
    ],
    ['a missing metadata type', { metadata: [item({ type: undefined })] }, 'metadata.0.type'],
    ['a missing metadata key', { metadata: [item({ key: undefined })] }, 'metadata.0.key'],
    ['a blank metadata key', { metadata: [item({ key: ' ' })] }, 'metadata.0.key'],
    ['a TEXT item without a value', { metadata: [item({ value: undefined })] }, 'metadata.0.value'],
    ['a TEXT item with a blank value', { metadata: [item({ value: '' })] }, 'metadata.0.value'],
    [
      'a FILE item without a file',
      { metadata: [item({}), { type: 'FILE', key: 'scan', value: 'not a file' }] },
      'metadata.1.file',
    ],
    ['a non-string item title', { metadata: [item({ title: 7 })] }, 'metadata.0.title'],
    ['a javascript: callback URL', { callback_url: 'javascript:alert(1)' }, 'callback_url'],
    ['a relative callback URL', { callback_url: '/hooks/registry' }, 'callback_url'],
    ['an ftp callback URL', { callback_url: 'ftp://files.example.com/x' }, 'callback_url'],
    ['a callback URL that is not a string', { callback_url: 12 }, 'callback_url'],
    ['data_encrypted as a string', { data_encrypted: 'true' }, 'data_encrypted'],
    ['data_encrypted as a number', { data_encrypted: 1 }, 'data_encrypted'],
    ['a description that is not a string', { description: ['a'] }, 'description'],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }, 'description'],
  ])('%s is 422 on %s', async (_, change, path) => {
    const { status, body } = await create({ ...validBody, ...change });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual([path]);
    expect(body.message).toBe(body.errors?.[path]?.[0]);
  });

  it('flags a duplicate key on the later item only', async () => {
    const { status, body } = await create({
      ...validBody,
      metadata: [item({ key: 'a' }), item({ key: 'b' }), item({ key: 'a' })],
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ 'metadata.2.key': [expect.stringMatching(/duplicate/)] });
  });

  it('accepts the optional fields left out, and an empty metadata list', async () => {
    const { status } = await create({
      title: 'Bare',
      folder_id: 'legal',
      template: 'PASS',
      metadata: [],
    });
    expect(status).toBe(201);
  });

  it('accepts an http callback URL', async () => {
    const { status } = await create({ ...validBody, callback_url: 'http://intranet.example/cb' });
    expect(status).toBe(201);
  });

  it('reports every problem at once, and says how many more there are', async () => {
    const { status, body } = await create({
      title: '',
      folder_id: '',
      template: 'X',
      metadata: [{ type: 'TEXT' }],
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'folder_id',
      'metadata.0.key',
      'metadata.0.value',
      'template',
      'title',
    ]);
    expect(body.message).toBe('The title field is required. (and 4 more errors)');
  });

  it('a body that is not JSON is 400', async () => {
    const { status, body } = await create('{"title": ');
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('a body that is not an object is 422', async () => {
    const { status, body } = await create([validBody]);
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['body']);
  });

  it('a rejected create adds nothing', async () => {
    await create({ ...validBody, template: 'NOPE' });
    expect((await listOk({ folder_id: 'finance' })).pagination.total).toBe(38);
  });
});

describe('create: a valid entry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 201 with the id, title and creation time', async () => {
    const { status, body } = await create(validBody);
    expect(status).toBe(201);
    expect(body.message).toEqual(expect.any(String));
    expect(body.data).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      title: validBody.title,
      created_at: new Date(NOW).toISOString(),
    });
  });

  it('gives each entry its own id', async () => {
    const first = await create(validBody);
    const second = await create(validBody);
    expect(first.body.data?.id).not.toBe(second.body.data?.id);
  });

  it('comes first in its folder, newest first, as PROCESSING, then settles', async () => {
    const { body } = await create(validBody);
    const id = body.data?.id;

    const before = await listOk({ folder_id: 'finance', order_by: '-created_at' });
    expect(before.pagination.total).toBe(39);
    expect(before.items[0]).toEqual({
      id,
      title: validBody.title,
      type: 'STORAGE',
      status: 'PROCESSING',
      created_at: new Date(NOW).toISOString(),
      // Beyond the contract: the folder and what the create body carried.
      folder_id: 'finance',
      description: validBody.description,
      callback_url: validBody.callback_url,
      data_encrypted: true,
      metadata: validBody.metadata,
    });

    vi.setSystemTime(NOW + SETTLE_AFTER_MS - 1);
    expect((await listOk({ folder_id: 'finance' })).items[0]).toMatchObject({
      id,
      status: 'PROCESSING',
    });

    vi.setSystemTime(NOW + SETTLE_AFTER_MS);
    const after = (await listOk({ folder_id: 'finance' })).items[0]!;
    expect(after.id).toBe(id);
    expect(['ACTIVE', 'FAILED']).toContain(after.status);
  });

  it('shows in the all-folders list and only in its own folder', async () => {
    const { body } = await create({ ...validBody, folder_id: 'brand-new-folder' });
    expect((await listOk()).items[0]!.id).toBe(body.data?.id);
    expect((await listOk()).pagination.total).toBe(261);
    const folder = await listOk({ folder_id: 'brand-new-folder' });
    expect(folder.items.map((item) => item.id)).toEqual([body.data?.id]);
    expect((await listOk({ folder_id: 'finance' })).pagination.total).toBe(38);
  });

  it('is last when sorted oldest first', async () => {
    const { body } = await create(validBody);
    const data = await listOk({ folder_id: 'finance', order_by: 'created_at', page: 4 });
    expect(data.items.at(-1)!.id).toBe(body.data?.id);
  });
});
