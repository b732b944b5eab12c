// @vitest-environment node
/**
 * The import on a server that does not show its clock (no readable `Date` header), with an
 * older entry of the same title and template already in the folder (made by an earlier,
 * cancelled import). A row whose create got a 500 must never be reported created with that
 * older id; a row stored before its answer was lost is found, with its new id.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { baselineOf } from '../../../api/create-once/folder-match';
import { memoryStore } from './job-store';
import type { JobRow } from './job-types';
import { clocklessWalk, fakeServer, makeJob, MIN, START } from '../../../testing/lost-answers';
import { ImportRunner } from './run-import';

function clocklessImport(withBaseline: boolean) {
  const server = fakeServer({ 'Row 2': ['store-then-drop'] }, 0);
  for (const title of ['Row 1', 'Row 2']) {
    server.entries.push({
      id: `older-${title}`,
      title,
      type: 'PASS',
      status: 'ACTIVE',
      created_at: new Date(START - 10 * MIN).toISOString(),
      folder: 'f',
    });
  }
  const newestFirst = () =>
    server.entries
      .filter((e) => e.folder === 'f')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(({ folder: _, ...item }) => item);
  let failed = false;
  const send = async (row: JobRow) => {
    // Row 1's first create fails with 500: nothing is stored.
    if (row.title === 'Row 1' && !failed) {
      failed = true;
      throw new ApiError({ kind: 'http', status: 500, message: 'Internal Server Error' });
    }
    return server.send(row);
  };
  const { job, rows } = makeJob(['Row 1', 'Row 2', 'Row 3'], () => 'f');
  const store = memoryStore();
  const runner = new ImportRunner({
    store,
    job,
    rows,
    concurrency: 2,
    canResendInDoubt: false,
    send,
    settleMs: 3000,
    ...server.time,
    // The server's clock is not readable: no offset.
    walkFolder: clocklessWalk(server.time, newestFirst),
    readBaseline: withBaseline ? async () => baselineOf(newestFirst(), true) : undefined,
  });
  return { server, store, job, rows, runner };
}

describe('an import on a server that does not show its clock, with older entries of the same titles', () => {
  it('a 500 is never "created" with the older id; a stored row whose answer was lost is found with its new id', async () => {
    const { server, rows, runner } = clocklessImport(true);
    await runToEnd(runner);
    const [one, two] = rows;
    expect(one!.state).toBe('created');
    expect(one!.id).not.toBe('older-Row 1');
    expect(server.copies('Row 1')).toBe(2); // the older one, and the one sent again
    expect(two).toMatchObject({ state: 'created' });
    expect(two!.id).toBe(
      server.entries.find((e) => e.title === 'Row 2' && !e.id.startsWith('older'))!.id,
    );
    expect(two!.message).toContain('Found in the folder f');
    expect(server.posts.filter((p) => p === 'Row 2')).toHaveLength(1);
  });

  it('without a baseline nothing can prove it: the rows stay unknown, saying why, never created', async () => {
    const { rows, runner } = clocklessImport(false);
    await runToEnd(runner);
    const [one, two] = rows;
    expect(one).toMatchObject({ state: 'unknown' });
    expect(one!.id).toBeUndefined();
    expect(one!.message).toContain('does not show its clock');
    expect(two).toMatchObject({ state: 'unknown' });
  });
});

async function runToEnd(runner: ImportRunner) {
  expect(await runner.run()).toBe('done');
}
