import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  indexedDbActivityLog,
  keepActivity,
  MAX_RECORDS,
  memoryActivityLog,
  type ActivityLog,
  type ActivityRecord,
} from './activity-log';
import { stubIndexedDb } from '../testing/fake-indexed-db';

const record = (n: number, extra: Partial<ActivityRecord> = {}): ActivityRecord => ({
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
  ['in the browser database', () => indexedDbActivityLog(`activity-test-${++database}`)],
  ['in memory', memoryActivityLog],
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
