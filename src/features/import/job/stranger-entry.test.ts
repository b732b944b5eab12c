// @vitest-environment node
/**
 * Someone else creates an entry with a row's title and template in its folder while the import
 * runs, after the import began but before that row went out; then the row's create is answered
 * 500 and nothing is stored. On a server that does not show its clock, the other person's entry
 * must never be reported as the row's: the folder is read again right before the row's batch.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { baselineOf } from '../../../api/create-once/folder-match';
import { memoryStore } from './job-store';
import type { JobRow } from './job-types';
import { clocklessWalk, fakeServer, makeJob } from '../../../testing/lost-answers';
import { ImportRunner } from './run-import';

function importWithStranger(concurrency: number) {
  const server = fakeServer({}, 0);
  const newestFirst = () =>
    server.entries
      .filter((e) => e.folder === 'f')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(({ folder: _, ...item }) => item);
  let strangerId = '';
  let failed = false;
  const send = async (row: JobRow) => {
    if (row.title === 'Row 2' && !strangerId) {
      // Someone else, in another window, while the import runs.
      server.time.sleep(1000);
      strangerId = 'someone-elses';
      server.entries.push({
        id: strangerId,
        title: 'Row 4',
        type: 'PASS',
        status: 'ACTIVE',
        created_at: new Date(server.time.now()).toISOString(),
        folder: 'f',
      });
    }
    // Row 4's first create is answered 500: nothing is stored.
    if (row.title === 'Row 4' && !failed) {
      failed = true;
      throw new ApiError({ kind: 'http', status: 500, message: 'Internal Server Error' });
    }
    return server.send(row);
  };
  const { job, rows } = makeJob(['Row 1', 'Row 2', 'Row 3', 'Row 4'], () => 'f');
  const runner = new ImportRunner({
    store: memoryStore(),
    job,
    rows,
    concurrency,
    canResendInDoubt: false,
    send,
    settleMs: 3000,
    ...server.time,
    // The server's clock is not readable: no offset.
    walkFolder: clocklessWalk(server.time, newestFirst),
    readBaseline: async () => baselineOf(newestFirst(), true),
  });
  return { server, rows, runner, stranger: () => strangerId };
}

describe('an entry someone else made while the import ran', () => {
  it.each([1, 2])(
    'is never the row’s: the row is looked for, not found, and sent again (%i lane(s))',
    async (lanes) => {
      const { server, rows, runner, stranger } = importWithStranger(lanes);
      expect(await runner.run()).toBe('done');
      const four = rows[3]!;
      expect(stranger()).toBe('someone-elses');
      expect(four.id).not.toBe(stranger());
      expect(four).toMatchObject({ state: 'created' });
      // The other person's entry, and the one this import made when it sent the row again.
      expect(server.copies('Row 4')).toBe(2);
      expect(server.posts.filter((title) => title === 'Row 4')).toHaveLength(1);
      for (const row of rows) expect(row.id).not.toBe(stranger());
    },
  );
});
