// @vitest-environment node
/** A hostile 429 and a 401 mid-run: the import neither resends at once for ever nor keeps sending. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { rateLimitDelay } from './rate-limit';
import { memoryStore } from './job-store';
import type { JobRow } from './job-types';
import { jobOf, rowTitles } from '../../../testing/import-job';
import { ImportRunner } from './run-import';
import type { RunnerOptions } from './runner-options';

async function runOf(n: number, send: RunnerOptions['send'], concurrency = 1) {
  const { job, rows } = jobOf(rowTitles(n));
  const memory = memoryStore();
  await memory.putRows(rows);
  await memory.putJob(job);
  // Writes take a few turns of the event loop, as IndexedDB's do.
  const turns = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const store = {
    ...memory,
    putRows: async (list: readonly JobRow[]) => (await turns(), memory.putRows(list)),
  };
  let t = 0;
  const waits: number[] = [];
  const runner = new ImportRunner({
    store,
    job,
    rows,
    concurrency,
    canResendInDoubt: false,
    send,
    now: () => t,
    sleep: async (ms) => {
      waits.push(ms);
      t += ms;
    },
  });
  return { runner, rows, elapsed: () => t, waits };
}

const tooMany = (retryAfter: number | null) =>
  new ApiError({ kind: 'http', status: 429, message: 'Too Many Attempts.', retryAfter });

describe('429s', () => {
  it('Retry-After: 0 (or a past date) waits a growing backoff, and fails the row after a limit of tries', async () => {
    let posts = 0;
    const { runner, rows, elapsed } = await runOf(1, async () => {
      posts += 1;
      throw tooMany(0);
    });
    expect(await runner.run()).toBe('done');
    expect(posts).toBe(9);
    expect(rows[0]).toMatchObject({ state: 'failed' });
    expect(rows[0]!.message).toContain('refused it 9 times');
    // 2 + 4 + 8 + 16 + 32 + 60 + 60 + 60 s.
    expect(elapsed()).toBe(242_000);
  });

  it('Retry-After: 1e308 waits no longer than the cap, and what is shown is a number', async () => {
    let refused = false;
    const { runner, rows, elapsed } = await runOf(1, async () => {
      if (!refused) {
        refused = true;
        throw tooMany(1e308);
      }
      return { id: 'made' };
    });
    await runner.run();
    expect(elapsed()).toBe(60_000);
    expect(rows[0]).toMatchObject({ state: 'created', id: 'made' });
    expect(rateLimitDelay(1e308, 1)).toBe(60_000);
    expect(rateLimitDelay(Infinity, 1)).toBe(60_000);
    expect(rateLimitDelay(-5, 1)).toBe(2000);
    expect(rateLimitDelay(null, 3)).toBe(8000);
    expect(rateLimitDelay(5, 1)).toBe(5000);
    expect(rateLimitDelay(0, 9)).toBeNull();
  });
});

describe('a 401', () => {
  it('stops every lane: no POST leaves after the first 401', async () => {
    const started: number[] = [];
    let rejectedAt = -1;
    const { runner, rows } = await runOf(
      12,
      async (row) => {
        started.push(row.n);
        // Answers take a few turns of the event loop; the 401 comes while the other lanes
        // are writing their next rows.
        for (let i = 0; i < (row.n === 2 ? 9 : 2); i++) await Promise.resolve();
        if (row.n === 2) {
          rejectedAt = started.length;
          throw new ApiError({ kind: 'http', status: 401, message: 'Unauthenticated.' });
        }
        return { id: `id-${row.n}` };
      },
      4,
    );
    expect(await runner.run()).toBe('sign-in');
    expect(rejectedAt).toBeGreaterThan(0);
    expect(started.length, 'POSTs after the 401').toBe(rejectedAt);
    expect(rows.filter((r) => r.state === 'pending').length).toBe(12 - rejectedAt + 1);
  });
});
