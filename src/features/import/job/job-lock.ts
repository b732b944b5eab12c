/**
 * One lock per import job (Web Locks, shared by every tab of the origin): the tab that holds it
 * is the one sending the job's rows. Without the Web Locks API (old browsers, tests) every call
 * runs at once, as if no other tab existed.
 */

const lockName = (jobId: string) => `registry-console-import:${jobId}`;

function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** Another tab holds the job's lock right now: it is running the job. */
export async function heldElsewhere(jobId: string): Promise<boolean> {
  const manager = locks();
  if (!manager) return false;
  const { held = [] } = await manager.query();
  return held.some((lock) => lock.name === lockName(jobId));
}

/** Runs `run` holding the job's lock, or answers 'busy' at once when another tab holds it. */
export async function withJobLock<T>(jobId: string, run: () => Promise<T>): Promise<T | 'busy'> {
  const manager = locks();
  if (!manager) return run();
  return manager.request(lockName(jobId), { ifAvailable: true }, (lock) =>
    lock ? run() : ('busy' as const),
  );
}

/**
 * Waits until no other tab holds the job's lock, then runs `then` holding it (so nothing starts
 * the job meanwhile) and lets it go.
 */
export async function whenLockFree(jobId: string, then: () => Promise<void>): Promise<void> {
  const manager = locks();
  if (!manager) return then();
  await manager.request(lockName(jobId), then);
}

/** The Web Locks API is there: other tabs may hold a job. */
export function locksAvailable(): boolean {
  return locks() !== null;
}

/**
 * Runs `run` holding the one lock every tab takes to start an import (waiting for it): the
 * store is checked and a new job written by one tab at a time.
 */
export async function withStartLock<T>(run: () => Promise<T>): Promise<T> {
  const manager = locks();
  if (!manager) return run();
  return manager.request('registry-console-import:start', run);
}
