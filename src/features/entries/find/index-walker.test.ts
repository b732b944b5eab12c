import { describe, expect, it, vi } from 'vitest';
import { createSession, type Session } from '../../../lib/session';
import { memoryStorage } from '../../../testing/storage';
import type { IndexWalkResult } from './index-walker';
import { createIndexWalker, type IndexRun, type IndexWalker } from './index-walker';

const RESULT = { gap: null, entries: 3, total: 3, walks: 1, duplicates: 0 } as IndexWalkResult;

/** A page whose visibility a test changes. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    hidden: false,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(hidden: boolean) {
      page.hidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page;
}

/** A walk that ends when told to, or when its signal aborts. */
function controllableWalk() {
  const runs: { signal: AbortSignal; finish: () => void }[] = [];
  const walk: IndexRun = (signal) =>
    new Promise((resolve, reject) => {
      runs.push({ signal, finish: () => resolve(RESULT) });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { walk, runs };
}

function signedIn() {
  const storage = memoryStorage();
  const session = createSession({ store: () => storage });
  session.set('tok-1');
  return session;
}

/**
 * Runs a background walk whose first run meets a 401 (the session expires) and whose later runs
 * finish; resolves once the walker says it failed, with how many runs there were so far.
 */
async function stoppedBy401(session: Session, walker: IndexWalker) {
  let calls = 0;
  walker.runInBackground(async () => {
    calls += 1;
    if (calls === 1) {
      session.clear('expired');
      throw new Error('Unauthenticated.');
    }
    return RESULT;
  });
  await vi.waitFor(() => expect(walker.state.get().phase).toBe('failed'));
  return () => calls;
}

/** A walker for `session` in a page whose visibility the test sets. */
const walkerOn = (session: Session, page = fakePage()) =>
  createIndexWalker(session, page as unknown as Document);

describe('the index walker', () => {
  it('runs the background walk once a session, and not after a walk someone started', async () => {
    const page = fakePage();
    const walker = walkerOn(signedIn(), page);
    const { walk, runs } = controllableWalk();
    walker.runInBackground(walk);
    walker.runInBackground(walk);
    expect(runs).toHaveLength(1);
    expect(walker.state.get().phase).toBe('running');
    runs[0]!.finish();
    await vi.waitFor(() => expect(walker.state.get().phase).toBe('done'));
    walker.runInBackground(walk);
    expect(runs).toHaveLength(1);

    const other = walkerOn(signedIn(), page);
    other.run(walk);
    other.runInBackground(walk);
    expect(runs).toHaveLength(2);
  });

  it('stops the background walk while the tab is hidden, and starts it again when shown', async () => {
    const page = fakePage();
    const walker = walkerOn(signedIn(), page);
    const { walk, runs } = controllableWalk();
    walker.runInBackground(walk);
    page.show(true);
    expect(runs[0]!.signal.aborted).toBe(true);
    await Promise.resolve();
    // Not said to be cancelled: it goes on when the tab is shown.
    expect(walker.state.get().phase).toBe('running');
    page.show(false);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await vi.waitFor(() => expect(walker.state.get().phase).toBe('done'));
    // A walk started by hand is not stopped by hiding the tab.
    walker.run(walk);
    page.show(true);
    expect(runs[2]!.signal.aborted).toBe(false);
  });

  it('a sign-out ends the walk and forgets what it said; a 401 does not', async () => {
    const page = fakePage();
    const session = signedIn();
    const walker = walkerOn(session, page);
    const { walk, runs } = controllableWalk();
    walker.runInBackground(walk);
    session.clear('expired');
    expect(runs[0]!.signal.aborted).toBe(false);
    session.set('tok-2');
    session.clear('signed-out');
    expect(runs[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(walker.state.get().phase).toBe('idle'));
    // The next session indexes in the background again.
    session.set('tok-3');
    walker.runInBackground(walk);
    expect(runs).toHaveLength(2);
  });

  it('a background walk stopped by a 401 goes on once signed in again', async () => {
    const session = signedIn();
    const walker = walkerOn(session);
    const calls = await stoppedBy401(session, walker);
    session.set('tok-1');
    await vi.waitFor(() => expect(walker.state.get().phase).toBe('done'));
    expect(calls()).toBe(2);
    // Done: a later sign-in does not start it again.
    session.clear('expired');
    session.set('tok-1');
    await Promise.resolve();
    expect(calls()).toBe(2);
  });

  it('a walk stopped by a 401 goes on, from the start, with a new token carried on; not with another afresh', async () => {
    const session = signedIn();
    const walker = walkerOn(session);
    const calls = await stoppedBy401(session, walker);
    session.set('tok-2', 'carry-on');
    await vi.waitFor(() => expect(walker.state.get().phase).toBe('done'));
    expect(calls()).toBe(2);

    const afresh = signedIn();
    const other = walkerOn(afresh);
    let afreshCalls = 0;
    other.runInBackground(async () => {
      afreshCalls += 1;
      afresh.clear('expired');
      throw new Error('Unauthenticated.');
    });
    await vi.waitFor(() => expect(other.state.get().phase).toBe('failed'));
    afresh.set('tok-bob');
    // The last token's walk is not the new one's: it is forgotten, and the next list starts its own.
    expect(other.state.get().phase).toBe('idle');
    await Promise.resolve();
    expect(afreshCalls).toBe(1);
  });

  it('Cancel says so and keeps what was read', async () => {
    const walker = walkerOn(signedIn());
    const { walk } = controllableWalk();
    walker.run(walk);
    walker.cancel();
    await vi.waitFor(() => expect(walker.state.get().phase).toBe('cancelled'));
  });
});
