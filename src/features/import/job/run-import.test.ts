// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { memoryStore } from './job-store';
import type { JobRow } from './job-types';
import { jobOf, rowTitles } from '../../../testing/import-job';
import { countRows } from './job-types';
import { ImportRunner } from './run-import';
import type { RunnerOptions } from './runner-options';
import { IN_DOUBT } from '../check/row-messages';
import { reportCsv } from '../report/report';

const makeJob = (n: number, skipped: number[] = []) => jobOf(rowTitles(n), { skipped });

/** A fake clock: sleeping moves time on at once. */
function clock() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

async function runner(partial: Partial<RunnerOptions> & Pick<RunnerOptions, 'send'>, n = 10) {
  const store = memoryStore();
  const { job, rows } = makeJob(n, [3]);
  await store.putRows(rows);
  await store.putJob(job);
  const time = clock();
  const r = new ImportRunner({
    store,
    job,
    rows,
    concurrency: 4,
    canResendInDoubt: false,
    ...time,
    ...partial,
  });
  return { r, store, job, rows, time };
}

describe('the import runner', () => {
  it('sends every ready row once, at most `concurrency` at a time, and writes the key first', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const { r, store, rows, job } = await runner({
      send: async (row) => {
        // The row was stored as being sent, with its key, before the request.
        const stored = (await store.rows('job')).find((s) => s.n === row.n)!;
        expect(stored).toMatchObject({ state: 'sending', key: row.key });
        inFlight += 1;
        most = Math.max(most, inFlight);
        sent.push(row.key);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return { id: `id-${row.n}` };
      },
    });
    expect(await r.run()).toBe('done');
    expect(most).toBe(4);
    expect(sent.sort()).toEqual(
      rows
        .filter((x) => x.n !== 3)
        .map((x) => x.key)
        .sort(),
    );
    expect(countRows(await store.rows('job'))).toEqual({
      created: 9,
      failed: 0,
      unknown: 0,
      left: 0,
      skipped: 1,
      already: 0,
      cancelled: 0,
    });
    expect(job.status).toBe('done');
  });

  it('stores each outcome with the next row being sent: one write per row, every outcome kept', async () => {
    const { r, store, rows } = await runner({
      concurrency: 2,
      send: async (row) => {
        // Every outcome is stored by now but the other lane's latest (this lane's went with
        // this row's "sending" mark).
        const stored = await store.rows('job');
        const unstored = rows.filter(
          (x) => x.state === 'created' && stored.find((s) => s.n === x.n)?.state !== 'created',
        );
        expect(unstored.length).toBeLessThanOrEqual(1);
        return { id: `id-${row.n}` };
      },
    });
    const writes: number[] = [];
    const putRows = store.putRows.bind(store);
    store.putRows = async (list) => (writes.push(list.length), putRows(list));
    expect(await r.run()).toBe('done');
    // 9 rows sent over 2 lanes: 9 writes, 7 of them with the row sent before, and each lane's
    // last outcome on its own.
    expect(writes).toHaveLength(11);
    expect(writes.filter((n) => n === 2)).toHaveLength(7);
    expect((await store.rows('job')).map((x) => [x.n, x.state, x.id])).toEqual(
      rows.map((x) => [
        x.n,
        x.n === 3 ? 'skipped' : 'created',
        x.n === 3 ? undefined : `id-${x.n}`,
      ]),
    );
  });

  it('waits as a 429 says, then sends the row again', async () => {
    let refused = false;
    const { r, time, store } = await runner({
      concurrency: 1,
      send: async (row) => {
        if (row.n === 2 && !refused) {
          refused = true;
          throw new ApiError({ kind: 'http', status: 429, message: 'Slow down', retryAfter: 7 });
        }
        return { id: `id-${row.n}` };
      },
    });
    await r.run();
    expect(time.now()).toBeGreaterThanOrEqual(7000);
    expect(countRows(await store.rows('job')).created).toBe(9);
  });

  it('pauses on a 401 with the row not sent, and the next run picks it up', async () => {
    let signedIn = false;
    const { r, store, job, rows } = await runner({
      concurrency: 1,
      send: async (row) => {
        if (row.n === 4 && !signedIn)
          throw new ApiError({ kind: 'http', status: 401, message: 'No' });
        return { id: `id-${row.n}` };
      },
    });
    expect(await r.run()).toBe('sign-in');
    expect(job).toMatchObject({ status: 'paused', pausedBy: 'sign-in' });
    expect(rows.find((x) => x.n === 4)!.state).toBe('pending');
    signedIn = true;
    const again = new ImportRunner({
      store,
      job,
      rows: await store.rows('job'),
      concurrency: 2,
      canResendInDoubt: false,
      send: async (row) => ({ id: `id-${row.n}` }),
    });
    expect(await again.run()).toBe('done');
    expect(countRows(await store.rows('job')).created).toBe(9);
  });

  it('marks a lost answer unknown instead of sending blind, and a refused row failed with the message', async () => {
    const { r, store } = await runner({
      send: async (row) => {
        if (row.n === 5)
          throw new ApiError({ kind: 'network', status: 0, message: 'No connection.' });
        if (row.n === 6)
          throw new ApiError({
            kind: 'http',
            status: 422,
            message: 'Invalid.',
            fieldErrors: { title: ['Taken.'] },
          });
        return { id: `id-${row.n}` };
      },
    });
    await r.run();
    const rows = await store.rows('job');
    expect(rows[4]).toMatchObject({ state: 'unknown', message: `No connection. ${IN_DOUBT}` });
    expect(rows[5]).toMatchObject({ state: 'failed', message: 'Invalid. title: Taken.' });
  });

  it('sends a row still running after create-once asked about it once: in doubt, not asked again', async () => {
    const sent: number[] = [];
    const { r, store } = await runner({
      send: async (row) => {
        sent.push(row.n);
        // What create-once throws once its own bounded 409s are spent.
        if (row.n === 4)
          throw new ApiError({
            kind: 'in-progress',
            status: 409,
            message: 'The server is still working on the first attempt to create this entry.',
          });
        return { id: `id-${row.n}` };
      },
    });
    expect(await r.run()).toBe('done');
    expect(sent.filter((n) => n === 4)).toEqual([4]);
    const rows = await store.rows('job');
    expect(rows[3]).toMatchObject({
      state: 'unknown',
      message: `The server is still working on the first attempt to create this entry. ${IN_DOUBT}`,
    });
  });

  it('after a reload, rows sent but unanswered are in doubt unless the server deduplicates by key', async () => {
    const setup = () => {
      const { job, rows } = makeJob(3);
      rows[0]!.state = 'created';
      rows[1]!.state = 'sending';
      return { job, rows };
    };
    const sent: number[] = [];
    const send = async (row: JobRow) => (sent.push(row.n), { id: `id-${row.n}` });
    const a = setup();
    await new ImportRunner({
      store: memoryStore(),
      ...a,
      concurrency: 2,
      canResendInDoubt: false,
      send,
    }).run();
    expect(sent).toEqual([3]);
    expect(a.rows[1]).toMatchObject({ state: 'unknown', message: IN_DOUBT });
    sent.length = 0;
    const b = setup();
    await new ImportRunner({
      store: memoryStore(),
      ...b,
      concurrency: 2,
      canResendInDoubt: true,
      send,
    }).run();
    expect(sent.sort()).toEqual([2, 3]);
  });

  it('pause lets rows in flight finish; cancel marks the rest not sent', async () => {
    const { r, store, job } = await runner({
      concurrency: 2,
      send: async (row) => {
        if (row.n === 2) r.cancel();
        return { id: `id-${row.n}` };
      },
    });
    expect(await r.run()).toBe('cancelled');
    const rows = await store.rows('job');
    expect(rows.filter((x) => x.state === 'created').map((x) => x.n)).toEqual([1, 2]);
    expect(rows.filter((x) => x.state === 'cancelled')).toHaveLength(7);
    expect(job.status).toBe('cancelled');
    expect(reportCsv(rows).split('\r\n').slice(0, 5)).toEqual([
      '\uFEFFline,title,folder,outcome,id,problems or message',
      '1,Row 1,f,created,id-1,',
      '2,Row 2,f,created,id-2,',
      '3,Row 3,f,skipped,,Title: Enter a title.',
      '4,Row 4,f,not sent (cancelled),,',
    ]);
  });

  it('keeps how long its runs spent sending, for the average rate once it stopped', async () => {
    let t = 0;
    const { r, job } = await runner({
      now: () => t,
      send: async (row) => {
        t += 1000;
        return { id: `id-${row.n}` };
      },
    });
    expect(await r.run()).toBe('done');
    // Nine rows sent (row 3 has problems), a second of the clock each.
    expect(job.sendingMs).toBe(9000);
  });

  it('neutralises formula cells in the report', () => {
    const { rows } = makeJob(1);
    rows[0]!.title = '=HYPERLINK("http://x")';
    expect(reportCsv(rows)).toContain(`1,"'=HYPERLINK(""http://x"")",f,not sent yet,,`);
  });
});
