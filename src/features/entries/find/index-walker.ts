/**
 * The session's walk over every page into the index (`Index all entries`, and the background one
 * after sign-in): a service, so it goes on on other screens. The background walk stops while the
 * tab is hidden and starts again when shown; a sign-out stops it and forgets what it said.
 */
import { createContext, useContext } from 'react';
import { createExternalStore } from '../../../lib/external-store';
import type { Session } from '../../../lib/session';
import { describeError } from '../../../api/api-error';
import type { IndexWalkProgress, IndexWalkResult } from './complete-walk';

/** Why a background walk stopped: the tab was hidden (it starts again when shown). */
const HIDDEN = 'hidden';

export type IndexAllState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: IndexWalkProgress | null }
  | { phase: 'done'; result: IndexWalkResult }
  | { phase: 'cancelled'; progress: IndexWalkProgress | null }
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
  /** The walk under way, and whether it is the background one. */
  let current: { controller: AbortController; background: boolean } | null = null;
  let started = false;
  /** The background walk, stopped while the tab is hidden, to start again when it is shown. */
  let waiting: IndexRun | null = null;

  async function walkNow(walk: IndexRun, background: boolean) {
    current?.controller.abort();
    const own = { controller: new AbortController(), background };
    const { signal } = own.controller;
    current = own;
    started = true;
    let last: IndexWalkProgress | null = null;
    state.set({ phase: 'running', progress: last });
    try {
      const result = await walk(signal, (progress) => {
        last = progress;
        state.set({ phase: 'running', progress });
      });
      if (current === own) {
        state.set({ phase: 'done', result });
        if (own.background) unfinished = null;
      }
    } catch (error) {
      if (current !== own) return;
      if (signal.reason === HIDDEN) {
        // Shown again, it reads from the start: what it read stays in the index meanwhile.
        waiting = walk;
        return;
      }
      state.set(
        signal.aborted
          ? { phase: 'cancelled', progress: last }
          : { phase: 'failed', message: describeError(error) },
      );
    } finally {
      if (current === own) current = null;
    }
  }

  const onVisibility = () => {
    if (page?.hidden) {
      if (current?.background) current.controller.abort(HIDDEN);
    } else if (waiting) {
      const walk = waiting;
      waiting = null;
      void walkNow(walk, true);
    }
  };
  page?.addEventListener('visibilitychange', onVisibility);

  /** The background walk, while it has not finished: a 401 stops it until the person is back. */
  let unfinished: IndexRun | null = null;

  session.subscribe((token, reason) => {
    if (token !== null && reason !== 'switched') {
      // Signed in again over the screen after the 401 that stopped it: it goes on.
      if (unfinished && !current && !waiting && state.get().phase === 'failed') {
        void walkNow(unfinished, true);
      }
      return;
    }
    // Signed out, or in with another token: the walk was the last session's.
    if (reason === 'expired') return;
    current?.controller.abort();
    current = null;
    waiting = null;
    unfinished = null;
    started = false;
    state.set({ phase: 'idle' });
  });

  return {
    state: { get: state.get, subscribe: state.subscribe },
    /** Starts a walk (ending one under way). */
    run(walk: IndexRun) {
      waiting = null;
      unfinished = null;
      void walkNow(walk, false);
    },
    /** Starts the background walk, once a session, unless a walk has run already. */
    runInBackground(walk: IndexRun) {
      if (started) return;
      started = true;
      unfinished = walk;
      if (page?.hidden) waiting = walk;
      else void walkNow(walk, true);
    },
    cancel() {
      waiting = null;
      current?.controller.abort();
    },
  };
}
