/**
 * Runs an import job: ready rows go out `concurrency` at a time, each with its own key. A 429
 * holds every lane (rate-limit.ts: a floor, backoff, cap and limit of tries); a 409 is asked
 * about again by the create mutation alone (create-mutation.ts), and one still running after
 * that is a lost answer; a 401 stops every lane until the person signs in again. A row whose answer was lost
 * is never sent blind: resent with the same key only where the server deduplicates by it;
 * otherwise, once the other rows are done, its folder (read once before its first row went
 * out: the baseline) is looked through once for all such rows (lookup.ts), and only a row
 * shown not created goes again. Every state change is stored before anything depends on it: a
 * row's "sending" mark before its request leaves; its outcome with the lane's next "sending"
 * mark (one transaction per row), or before the lane waits or stops.
 */
import { ApiError } from '../../../api/api-error';
import { sleep } from '../../../lib/sleep';
import { defaultRateLimitPolicy, rateLimitDelay } from './rate-limit';
import { folderBaselines } from './folder-baselines';
import type { JobRow } from './job-types';
import { cancelStored, lookUpLostRows, markDue } from './lookup';
import { IN_DOUBT, messageOf, serverSaid } from '../check/row-messages';
import type { RunEnd, RunnerOptions } from './runner-options';

export class ImportRunner {
  private stop: 'pause' | 'cancel' | 'sign-in' | null = null;
  private gateUntil = 0;
  private refusals = new Map<number, number>();
  private startedAt = 0;
  private settled = 0;
  private lastLostAt = 0;
  private readonly halt = new AbortController();
  private readonly baselineFor: ReturnType<typeof folderBaselines> | null;
  /** The folder being looked through for rows whose answers were lost. */
  looking: string | null = null;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: RunnerOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? sleep;
    this.baselineFor = options.readBaseline
      ? folderBaselines(options.readBaseline, Math.max(1, options.concurrency))
      : null;
  }

  /** Stops taking rows; the ones in flight finish. */
  pause(): void {
    this.stop ??= 'pause';
    this.halt.abort();
  }

  /** Stops taking rows; the rows not sent are marked cancelled once those in flight finish. */
  cancel(): void {
    this.stop = 'cancel';
    this.halt.abort();
  }

  get stopping(): boolean {
    return this.stop !== null;
  }

  /** Rows settled per second since this run started. */
  rate(): number {
    const seconds = (this.now() - this.startedAt) / 1000;
    return seconds > 0 ? this.settled / seconds : 0;
  }

  /** How long until a 429's wait ends, in ms (0 when not waiting). */
  slowedFor(): number {
    return Math.max(0, this.gateUntil - this.now());
  }

  async run(): Promise<RunEnd> {
    const { store, job, rows } = this.options;
    this.startedAt = this.now();
    // Sent before a reload or a closed tab, with no answer kept: in doubt.
    const inDoubt = rows.filter((row) => row.state === 'sending');
    if (!this.options.canResendInDoubt && inDoubt.length > 0) {
      for (const row of inDoubt) {
        if (this.looks) markDue(row, 'Sent before the page was closed or reloaded.');
        else Object.assign(row, { state: 'unknown', message: IN_DOUBT });
      }
      await store.putRows(inDoubt);
    }
    // Answers lost before this run may belong to requests still at work on the server.
    if (rows.some((row) => row.lookup === 'due')) this.lastLostAt = this.startedAt;
    Object.assign(job, { status: 'running', pausedBy: undefined });
    await store.putJob(job);
    this.changed();

    for (;;) {
      const queue = rows.filter((row) => row.state === 'pending' || row.state === 'sending');
      const lanes = Math.max(1, Math.min(this.options.concurrency, queue.length));
      await Promise.all(Array.from({ length: lanes }, () => this.lane(queue)));
      if (this.stop || !rows.some((row) => row.lookup === 'due')) break;
      // One walk per folder per round; the rows it proves absent make the next round.
      if ((await this.lookUp()) === 0) break;
    }
    return this.finish();
  }

  /** Rows whose lost answers are resolved by looking through their folder. */
  private get looks(): boolean {
    return !this.options.canResendInDoubt && this.options.walkFolder !== undefined;
  }

  private async lookUp(): Promise<number> {
    const { walkFolder } = this.options;
    // A request whose answer was lost may still be at work on the server: give it time.
    const until = this.lastLostAt + (this.options.settleMs ?? 5000);
    while (!this.stop && this.now() < until) await this.sleep(Math.min(until - this.now(), 250));
    if (this.stop) return 0;
    try {
      return await lookUpLostRows(this.options, walkFolder!, this.halt.signal, (folder) => {
        this.looking = folder;
        this.changed();
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) this.stop = 'sign-in';
      else if (!this.halt.signal.aborted) throw error;
      return 0;
    } finally {
      this.changed();
    }
  }

  private changed() {
    this.options.onChange?.();
  }

  private async finish(): Promise<RunEnd> {
    const { store, job, rows } = this.options;
    const stop = this.stop;
    job.sendingMs = (job.sendingMs ?? 0) + Math.max(0, this.now() - this.startedAt);
    if (stop === 'cancel') await cancelStored({ store, job, rows });
    else {
      if (stop) job.pausedBy = stop === 'sign-in' ? 'sign-in' : 'person';
      job.status = stop ? 'paused' : 'done';
      await store.putJob(job);
    }
    this.changed();
    return stop === 'pause' ? 'paused' : stop === 'cancel' ? 'cancelled' : (stop ?? 'done');
  }

  private async lane(queue: JobRow[]): Promise<void> {
    const { store } = this.options;
    // The row this lane last settled: stored with the next row's "sending" mark, in one
    // transaction (one write per row, not two), or alone before the lane waits or stops.
    let settled: JobRow | null = null;
    while (!this.stop) {
      const wait = this.gateUntil - this.now();
      if (wait > 0) {
        if (settled) await store.putRows([settled]);
        settled = null;
        // In short steps, so Pause and Cancel act at once.
        await this.sleep(Math.min(wait, 250));
        continue;
      }
      const row = queue.shift();
      if (!row) break;
      await this.sendRow(row, queue, settled);
      settled = row;
    }
    if (settled) await store.putRows([settled]);
  }

  private async sendRow(row: JobRow, queue: JobRow[], settled: JobRow | null): Promise<void> {
    const { store, send } = this.options;
    if (this.looks && row.sentAt === undefined && this.baselineFor) {
      const end = await this.baselineFor(row, this.halt.signal);
      if (end === 'sign-in') this.stop = 'sign-in';
      if (end !== 'read') return void (settled && (await store.putRows([settled])));
    }
    const unsent = { state: 'pending' as const, sentAt: row.sentAt };
    row.state = 'sending';
    row.sentAt ??= this.now();
    // Stored as being sent, with its key, before the request leaves.
    await store.putRows(settled && settled !== row ? [settled, row] : [row]);
    this.changed();
    // Another lane met a 401 (or the person stopped) while this one was writing: not sent.
    if (this.stop) return void (await store.putRows([Object.assign(row, unsent)]));
    try {
      const { id } = await send(row);
      Object.assign(row, { state: 'created', id, message: undefined, serverSaid: undefined });
      this.settled += 1;
    } catch (error) {
      this.settle(row, error, queue);
    }
    this.changed();
  }

  private settle(row: JobRow, error: unknown, queue: JobRow[]): void {
    const again = (front: boolean) => {
      row.state = 'pending';
      if (front) queue.unshift(row);
      else queue.push(row);
    };
    if (error instanceof ApiError && error.status === 429) {
      // The server refused it unheard: it goes again, after the wait it asked for (within
      // create-once's floor and cap), until it was refused too often.
      const refusals = (this.refusals.get(row.n) ?? 0) + 1;
      this.refusals.set(row.n, refusals);
      const policy = { ...defaultRateLimitPolicy, ...this.options.rateLimit };
      const ms = rateLimitDelay(error.retryAfter, refusals, policy);
      if (ms !== null) {
        this.gateUntil = Math.max(this.gateUntil, this.now() + ms);
        return again(true);
      }
      this.settled += 1;
      const message = `${messageOf(error)} The server refused it ${refusals} times, so it is not sent again.`;
      return void Object.assign(row, { state: 'failed', message });
    }
    if (error instanceof ApiError && error.status === 401) {
      this.stop = 'sign-in';
      return again(true);
    }
    // A 409 (still working on the first attempt) was asked about again by create-once, within
    // its bound; one still running after that is a lost answer like any other: not asked again
    // here, so no retry runs inside another.
    const unknown = error instanceof ApiError ? error.outcomeUnknown : false;
    row.serverSaid = serverSaid(error) ?? undefined;
    if (unknown && this.looks) {
      this.lastLostAt = this.now();
      return markDue(row, messageOf(error));
    }
    this.settled += 1;
    row.state = unknown ? 'unknown' : 'failed';
    row.message = unknown ? `${messageOf(error)} ${IN_DOUBT}` : messageOf(error);
  }
}
