/**
 * What the screen reads of the page's import job: an immutable snapshot, replaced (never
 * changed) when the job moves on, through an external store (`useSyncExternalStore`). The
 * runner works on its own rows; a snapshot copies them, reusing the copy of every row that has
 * not changed since the last one, so 100,000 rows cost a pass over them, not 100,000 objects.
 * Snapshots are published at most a few times a second while rows settle.
 */
import { createExternalStore } from '../../../lib/external-store';
import type { ActiveJob } from './job-session';
import { countRows, type JobRow } from './job-types';

export type JobSnapshot = ReturnType<typeof snapshotOf>;

export const FRAME_MS = 200;

const copies = new WeakMap<JobRow, Readonly<JobRow>>();

function same(a: Readonly<JobRow>, b: JobRow): boolean {
  return (
    a.state === b.state &&
    a.id === b.id &&
    a.message === b.message &&
    a.lookup === b.lookup &&
    a.lookups === b.lookups &&
    a.sentAt === b.sentAt &&
    a.key === b.key
  );
}

/** The row as it is now, as a frozen copy (the last one, when nothing changed). */
function copyOf(row: JobRow): Readonly<JobRow> {
  const last = copies.get(row);
  if (last && same(last, row)) return last;
  const copy = Object.freeze({ ...row });
  copies.set(row, copy);
  return copy;
}

export function snapshotOf(source: ActiveJob) {
  const rows: readonly Readonly<JobRow>[] = source.rows.map(copyOf);
  const { runner } = source;
  return {
    job: Object.freeze({ ...source.job }),
    rows,
    /** Always counted from `rows`: the figures agree with the rows. */
    counts: countRows(rows),
    /** This page runs it now. */
    running: runner !== null,
    /** Pause or Cancel was asked; the rows in flight are being answered. */
    stopping: runner?.stopping ?? false,
    /** The folder being looked through for rows whose answers were lost. */
    looking: runner?.looking ?? null,
    /** Rows settled per second in this run. */
    rate: runner?.rate() ?? 0,
    /** Milliseconds a 429 still holds the import. */
    slowedFor: runner?.slowedFor() ?? 0,
    /** Another tab runs this job. */
    elsewhere: source.elsewhere,
  };
}

/** The page's job (`read()`; null: none) as the screen sees it, and how it is brought up to date. */
export function createJobSnapshots(read: () => ActiveJob | null) {
  const store = createExternalStore<JobSnapshot | null>(null);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const publish = () => {
    timer = null;
    const source = read();
    store.set(source ? snapshotOf(source) : null);
  };
  return {
    store,
    /**
     * A new snapshot: now when `immediate` (a job shown, started or ended), else within FRAME_MS,
     * once for any number of changes meanwhile.
     */
    publish(immediate = true) {
      if (!immediate) return void (timer ??= setTimeout(publish, FRAME_MS));
      if (timer) clearTimeout(timer);
      publish();
    },
  };
}
