import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  indexedDbActivityLog,
  keepActivity,
  MAX_RECORDS,
  memoryActivityLog,
  type ActivityLog,
  type NewActivity,
} from './activity-log';
import { MAX_REPORT_CHARS } from './activity-record';
import { stubIndexedDb } from '../testing/fake-indexed-db';

const record = (n: number, extra: Partial<NewActivity> = {}): NewActivity => ({
  id: `entry:${n}`,
  kind: 'entry',
  at: 1_000 + n,
  title: `Entry ${n}`,
  folders: ['finance'],
  outcome: 'Created',
  entryIds: [String(n)],
  ...extra,
});

let database = 0;
beforeEach(stubIndexedDb);
afterEach(() => vi.unstubAllGlobals());

describe.each<[string, () => ActivityLog]>([
  [
    'in the browser database',
    () => indexedDbActivityLog(() => 'alice', `activity-test-${++database}`),
  ],
  ['in memory', () => memoryActivityLog(() => 'alice')],
])('the activity log %s', (_, make) => {
  it('lists newest first, replaces a record kept again, and clears', async () => {
    const log = make();
    await log.add(record(1));
    await log.add(record(3));
    await log.add(record(2));
    expect((await log.list()).map((r) => r.id)).toEqual(['entry:3', 'entry:2', 'entry:1']);
    // A batch that ends again (Retry failed rows) is one record, with its newer outcome.
    await log.add(record(1, { at: 2_000, outcome: 'Created again' }));
    const list = await log.list();
    expect(list.map((r) => r.id)).toEqual(['entry:1', 'entry:3', 'entry:2']);
    expect(list[0]!.outcome).toBe('Created again');
    await log.clear();
    expect(await log.list()).toEqual([]);
  });

  it(`keeps the newest ${MAX_RECORDS}`, async () => {
    const log = make();
    for (let n = 1; n <= MAX_RECORDS + 3; n++) await log.add(record(n));
    const list = await log.list();
    expect(list).toHaveLength(MAX_RECORDS);
    expect(list.at(-1)!.id).toBe('entry:4');
    expect(list[0]!.id).toBe(`entry:${MAX_RECORDS + 3}`);
  });
});

it('keeping a record never fails what made it, when storage refuses', async () => {
  const refusing: ActivityLog = {
    add: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    list: async () => [],
    clear: async () => undefined,
  };
  expect(() => keepActivity(refusing, record(1))).not.toThrow();
  // No unhandled rejection either: the test run would report it.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('records follow the token, and nothing stored can break the list', () => {
  const name = () => `activity-owners-${++database}`;

  it("lists and clears only the session's own records", async () => {
    const db = name();
    let owner: string | null = 'alice';
    const log = indexedDbActivityLog(() => owner, db);
    await log.add(record(1, { title: 'Alice: dismissal letter' }));
    owner = 'bob';
    expect(await log.list()).toEqual([]);
    await log.add(record(2));
    await log.clear();
    owner = 'alice';
    expect((await log.list()).map((r) => r.title)).toEqual(['Alice: dismissal letter']);
    // Signed out: nothing to list, nothing kept.
    owner = null;
    await log.add(record(3));
    expect(await log.list()).toEqual([]);
  });

  it('leaves out records that do not fit, and reads only the newest of many', async () => {
    const db = name();
    const log = indexedDbActivityLog(() => 'alice', db);
    await log.add(record(1));
    const good = { ...record(0), owner: 'alice' };
    const damaged = [
      { ...good, id: 'a', folders: 'finance' },
      { ...good, id: 'b', entryIds: null },
      { ...good, id: 'c', title: 42 },
      { ...good, id: 'd', at: 1e20 },
      { ...good, id: 'e', at: 'yesterday' },
      { ...good, id: 'f', outcome: { counts: 3 } },
    ];
    const { openDB } = await import('idb');
    const raw = await openDB(db, 1);
    for (const value of damaged) await raw.put('records', value);
    for (let n = 0; n < 500; n++)
      await raw.put('records', { ...good, id: `many:${n}`, at: 5_000 + n });
    raw.close();
    const list = await log.list();
    expect(list).toHaveLength(MAX_RECORDS);
    expect(list[0]!.id).toBe('many:499');
    expect(list.map((r) => r.id)).not.toEqual(
      expect.arrayContaining(['a', 'b', 'c', 'd', 'e', 'f']),
    );
    await log.clear();
    expect(await log.list()).toEqual([]);
  });

  it('keeps a report only within its bound, and says when it left one out', async () => {
    const log = memoryActivityLog(() => 'alice');
    const csv = 'x'.repeat(MAX_REPORT_CHARS + 1);
    await log.add(record(1, { kind: 'import', report: { name: 'big.csv', csv } }));
    await log.add(record(2, { kind: 'import', report: { name: 'small.csv', csv: 'a,b' } }));
    const [small, big] = await log.list();
    expect(big!.report).toBeUndefined();
    expect(big!.reportLeftOut).toBe(MAX_REPORT_CHARS + 1);
    expect(small!.report).toEqual({ name: 'small.csv', csv: 'a,b' });
  });
});
