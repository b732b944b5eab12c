/**
 * The session's walk over every page into the index (`Index all entries`, and the background one
 * after sign-in, complete-walk.ts): a service, so it goes on on other screens. The background
 * walk stops while the tab is hidden and starts again when shown; a sign-out stops it and forgets
 * what it said.
 */
import { createContext, useContext } from 'react';
import { createExternalStore } from '../../../lib/external-store';
import type { Session } from '../../../lib/session';
import { describeError } from '../../../api/api-error';
import type { WalkProgress } from '../../../api/walk-pages';

/** Why a background walk stopped: the tab was hidden (it starts again when shown). */
const HIDDEN = 'hidden';

/** Why the index may be incomplete after a walk, or null when it is complete. */
export type IndexGap =
  | { kind: 'limit'; maxEntries: number }
  /** The list kept moving, also while the moved part was read again. */
  | { kind: 'moving'; rewalks: number }
  /** The list kept growing past the walk's bound of pages. */
  | { kind: 'bound'; pages: number }
  /** Pages in a row held only entries already read. */
  | { kind: 'repeats'; pages: number }
  /** The list held still, but its pages held fewer entries than the server counts. */
  | { kind: 'short'; seen: number; total: number };

export interface IndexWalkResult {
  gap: IndexGap | null;
  /** Distinct entries on the pages as last read. */
  entries: number;
  /** The server's total at the end. */
  total: number;
  /** Walks made: the first, and each reading again. */
  walks: number;
  /** Entries read twice in the first walk (the list moved between pages). */
  duplicates: number;
}

export interface IndexWalkProgress extends WalkProgress {
  /** 0 for the first walk, then 1, 2… for each reading again of the part that moved. */
  rewalk: number;
}

export type IndexAllState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: IndexWalkProgress | null }
  | { phase: 'done'; result: IndexWalkResult }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/** One walk: reads until done, reporting progress; rejects when `signal` aborts it. */
export type IndexRun = (
  signal: AbortSignal,
  onProgress: (progress: IndexWalkProgress) => void,
) => Promise<IndexWalkResult>;

/** What the page's visibility is read from: the document, unless a test gives another. */
type Visibility = Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;

export type IndexWalker = ReturnType<typeof createIndexWalker>;

export const IndexWalkerContext = createContext<IndexWalker | null>(null);

/** The walk that reads every entry into the index (made in src/app/app-services.ts). */
export const useIndexWalker = (): IndexWalker => useContext(IndexWalkerContext)!;

export function createIndexWalker(session: Session, page?: Visibility) {
  const state = createExternalStore<IndexAllState>({ phase: 'idle' });
  let current: { controller: AbortController; walk: IndexRun } | null = null;
  let started = false;
  /**
   * The background walk until it finishes: started again when the tab is shown (hiding it stops
   * the walk) and when the person signs in again over the screen (a 401 stops it).
   */
  let background: IndexRun | null = null;

  async function walkNow(walk: IndexRun) {
    current?.controller.abort();
    const own = { controller: new AbortController(), walk };
    const { signal } = own.controller;
    current = own;
    started = true;
    state.set({ phase: 'running', progress: null });
    try {
      const result = await walk(signal, (progress) => state.set({ phase: 'running', progress }));
      if (current !== own) return;
      state.set({ phase: 'done', result });
      if (walk === background) background = null;
    } catch (error) {
      // Hidden, it reads from the start once shown: what it read stays in the index meanwhile.
      if (current !== own || signal.reason === HIDDEN) return;
      state.set(
        signal.aborted
          ? { phase: 'cancelled' }
          : { phase: 'failed', message: describeError(error) },
      );
    } finally {
      if (current === own) current = null;
    }
  }

  /** The background walk is stopped (hidden, or by a 401) and `phase` says where it stands. */
  const resumable = (phase: IndexAllState['phase']) =>
    background !== null && current === null && state.get().phase === phase;

  page?.addEventListener('visibilitychange', () => {
    if (!page.hidden && resumable('running')) void walkNow(background!);
    else if (page.hidden && current && current.walk === background)
      current.controller.abort(HIDDEN);
  });

  session.subscribe((token, reason) => {
    if (token !== null && reason !== 'switched') {
      // Signed in again over the screen after the 401 that stopped it: it goes on.
      if (resumable('failed')) void walkNow(background!);
      return;
    }
    // Signed out, or in with another token: the walk was the last session's.
    if (reason === 'expired') return;
    current?.controller.abort();
    current = null;
    background = null;
    started = false;
    state.set({ phase: 'idle' });
  });

  return {
    state: { get: state.get, subscribe: state.subscribe },
    /** Starts a walk (ending one under way). */
    run(walk: IndexRun) {
      background = null;
      void walkNow(walk);
    },
    /** Starts the background walk, once a session, unless a walk has run already. */
    runInBackground(walk: IndexRun) {
      if (started) return;
      started = true;
      background = walk;
      // A hidden tab starts it once shown.
      if (page?.hidden) state.set({ phase: 'running', progress: null });
      else void walkNow(walk);
    },
    cancel() {
      background = null;
      current?.controller.abort();
    },
  };
}
