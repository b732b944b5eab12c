// @vitest-environment node
/**
 * The runner against a server that does not deduplicate by key and loses answers: after it
 * stored the entry, or before. Every row must end up on the server exactly once, and no row
 * may go again unless a walk of its folder showed it was not created.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { memoryStore } from './job-store';
import { countRows, type ImportJob, type JobRow } from './job-types';
import { fakeServer, makeJob, MIN, type Fault } from '../../../testing/lost-answers';
import { IN_DOUBT } from '../check/row-messages';
import { ImportRunner } from './run-import';
import type { RunnerOptions } from './runner-options';

function runner(
  server: ReturnType<typeof fakeServer>,
  store: ReturnType<typeof memoryStore>,
  job: ImportJob,
  rows: JobRow[],
  over: Partial<RunnerOptions> = {},
) {
  return new ImportRunner({
    store,
    job,
    rows,
    concurrency: 4,
    canResendInDoubt: false,
    send: server.send,
    walkFolder: server.walk,
    settleMs: 3000,
    ...server.time,
    ...over,
  });
}

describe('lost answers without key support', () => {
  it('every row exactly once, none sent blind, one walk per folder per round (server clock 6 min behind)', async () => {
    const titles = Array.from({ length: 40 }, (_, i) => `Row ${i + 1}`);
    const plan: Record<string, Fault[]> = {
      'Row 2': ['store-then-drop'],
      'Row 5': ['store-then-drop'],
      'Row 9': ['drop-before'],
      'Row 22': ['store-then-drop'],
      'Row 23': ['drop-before'],
      // Absent at the first walk, sent again, stored and lost again: found by the second.
      'Row 31': ['drop-before', 'store-then-drop'],
    };
    const server = fakeServer(plan, -6 * MIN);
    const store = memoryStore();
    const { job, rows } = makeJob(titles, (n) => (n <= 20 ? 'north' : 'south'));
    await store.putRows(rows);
    await store.putJob(job);
    expect(await runner(server, store, job, rows).run()).toBe('done');

    for (const title of titles) expect(server.copies(title), title).toBe(1);
    // Sent again only after a walk showed the entry was not there.
    const sends = (title: string) => server.posts.filter((p) => p === title).length;
    expect(['Row 2', 'Row 5', 'Row 22'].map(sends)).toEqual([1, 1, 1]);
    expect(['Row 9', 'Row 23', 'Row 31'].map(sends)).toEqual([2, 2, 2]);
    expect(server.posts).toHaveLength(43);
    expect(server.walks).toEqual(['north', 'south', 'south']);

    const stored = await store.rows('job');
    expect(countRows(stored)).toMatchObject({ created: 40, failed: 0, unknown: 0, left: 0 });
    for (const row of stored) {
      const entry = server.entries.find((e) => e.title === row.title)!;
      expect(row.id, row.title).toBe(entry.id);
    }
    expect(stored[1]!.message).toMatch(/^Sent, but no answer arrived\. Found in the folder north/);
  });

  it('two rows with the same title whose answers were both lost stay unknown, and are not resent', async () => {
    const plan: Record<string, Fault[]> = { Twin: ['store-then-drop', 'store-then-drop'] };
    const server = fakeServer(plan, 0);
    const store = memoryStore();
    const { job, rows } = makeJob(['Twin', 'Other', 'Twin'], () => 'f');
    await store.putRows(rows);
    await store.putJob(job);
    await runner(server, store, job, rows).run();
    expect(server.posts.filter((p) => p === 'Twin')).toHaveLength(2);
    const [a, , b] = await store.rows('job');
    expect(a).toMatchObject({ state: 'unknown' });
    expect(a!.message).toContain('2 entries in the folder f');
    expect(b).toMatchObject({ state: 'unknown' });
    expect(server.walks).toEqual(['f']);
  });

  it('one twin answered, the other lost: the known entry is left out, the other is found', async () => {
    const plan: Record<string, Fault[]> = { Twin: [null, 'store-then-drop'] };
    const server = fakeServer(plan, 0);
    const store = memoryStore();
    const { job, rows } = makeJob(['Twin', 'Twin'], () => 'f');
    await store.putRows(rows);
    await store.putJob(job);
    const r = runner(server, store, job, rows);
    await r.run();
    const stored = await store.rows('job');
    expect(stored.map((row) => [row.state, row.id])).toEqual([
      ['created', 'e-1'],
      ['created', 'e-2'],
    ]);
  });

  it('after a reload the rows in doubt are walked for; the verdicts are kept, so a third run does nothing', async () => {
    const titles = ['A', 'B', 'C', 'D'];
    const server = fakeServer({}, 0);
    const store = memoryStore();
    const { job, rows } = makeJob(titles, () => 'f');
    // Before the reload: A answered, B stored (its answer never kept), C not stored, D not sent.
    await server.send(rows[0]!).then(({ id }) => Object.assign(rows[0]!, { state: 'created', id }));
    await server.send(rows[1]!);
    Object.assign(rows[1]!, { state: 'sending', sentAt: server.time.now() - 50 });
    Object.assign(rows[2]!, { state: 'sending', sentAt: server.time.now() });
    await store.putRows(rows);
    await store.putJob(job);

    await runner(server, store, job, await store.rows('job')).run();
    expect(titles.map(server.copies)).toEqual([1, 1, 1, 1]);
    expect(server.walks).toEqual(['f']);
    const after = await store.rows('job');
    expect(after.every((row) => row.state === 'created')).toBe(true);

    const posts = server.posts.length;
    await runner(server, store, job, await store.rows('job')).run();
    expect(server.walks).toEqual(['f']);
    expect(server.posts).toHaveLength(posts);
  });

  it('a rejected token during the walk pauses the job with the rows still to look for', async () => {
    const server = fakeServer({ A: ['store-then-drop'] }, 0);
    const store = memoryStore();
    const { job, rows } = makeJob(['A', 'B'], () => 'f');
    await store.putRows(rows);
    await store.putJob(job);
    const r = runner(server, store, job, rows, {
      walkFolder: async () => {
        throw new ApiError({ kind: 'http', status: 401, message: 'No' });
      },
    });
    expect(await r.run()).toBe('sign-in');
    expect(countRows(await store.rows('job'))).toMatchObject({ created: 1, left: 1 });
    expect((await store.rows('job'))[0]).toMatchObject({ state: 'unknown', lookup: 'due' });
    await runner(server, store, job, await store.rows('job')).run();
    expect((await store.rows('job'))[0]).toMatchObject({ state: 'created', lookup: undefined });
    expect(server.copies('A')).toBe(1);
  });

  it('a row the walk finds absent 3 times is marked failed, not sent a 4th time', async () => {
    const never: Fault[] = ['drop-before', 'drop-before', 'drop-before', 'drop-before'];
    const server = fakeServer({ A: never }, 0);
    const store = memoryStore();
    const { job, rows } = makeJob(['A', 'B'], () => 'f');
    await store.putRows(rows);
    await store.putJob(job);
    await runner(server, store, job, rows).run();
    expect(server.posts.filter((p) => p === 'A')).toHaveLength(3);
    expect(server.walks).toEqual(['f', 'f', 'f']);
    const [a] = await store.rows('job');
    expect(a).toMatchObject({ state: 'failed', lookups: 3 });
    expect(a!.message).toContain('It was sent 3 times without an answer');
  });

  /** Rows A (its answer lost) and B, run until the walk for A, where `stop` is called. */
  async function stopDuringWalk(stop: (r: ImportRunner) => void) {
    const server = fakeServer({ A: ['store-then-drop'] }, 0);
    const store = memoryStore();
    const { job, rows } = makeJob(['A', 'B'], () => 'f');
    await store.putRows(rows);
    await store.putJob(job);
    const r: ImportRunner = runner(server, store, job, rows, {
      walkFolder: (_folder, _since, signal) => {
        stop(r);
        return Promise.reject(signal.reason as Error);
      },
    });
    return { server, store, job, end: await r.run() };
  }

  it('Pause stops a walk: the rows stay to look for, and the next run looks', async () => {
    const { server, store, job, end } = await stopDuringWalk((r) => r.pause());
    expect(end).toBe('paused');
    expect((await store.rows('job'))[0]).toMatchObject({ state: 'unknown', lookup: 'due' });
    await runner(server, store, job, await store.rows('job')).run();
    expect((await store.rows('job'))[0]).toMatchObject({ state: 'created' });
    expect(server.copies('A')).toBe(1);
  });

  it('Cancel during a walk leaves the rows to look for in doubt, never sent again', async () => {
    const { server, store, end } = await stopDuringWalk((r) => r.cancel());
    expect(end).toBe('cancelled');
    const [a, b] = await store.rows('job');
    expect(a).toMatchObject({ state: 'unknown', lookup: undefined, message: IN_DOUBT });
    expect(b).toMatchObject({ state: 'created' });
    expect(server.posts).toEqual(['A', 'B']);
  });
});
