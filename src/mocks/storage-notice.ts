/**
 * Tells the person, once per page, when the demo cannot keep its data in this browser: the
 * demo goes on in memory, and what is created from then on lasts until the page is reloaded.
 */
import type { ToastStore } from '../lib/toast';

export type StorageProblem = 'quota' | 'unavailable' | 'failed';

const KEPT_UNTIL_RELOAD =
  'what you create from now on is kept only until you reload or close this page';

export const STORAGE_MESSAGES: Record<StorageProblem, string> = {
  quota: `The demo's storage in this browser is full, so ${KEPT_UNTIL_RELOAD}. Reset demo data frees the space.`,
  unavailable: `This browser does not let the demo store its data (private browsing can do that), so ${KEPT_UNTIL_RELOAD}.`,
  failed: `The demo could not store its data in this browser, so ${KEPT_UNTIL_RELOAD}.`,
};

/** What kind of problem an error from the database is; `opening` when it came from opening it. */
export function problemOf(error: unknown, opening: boolean): StorageProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'quota';
  return opening ? 'unavailable' : 'failed';
}

/** Tells a problem: its message shown in `toasts` until dismissed, once per kind. */
export function storageNotice(toasts: Pick<ToastStore, 'show'>): (problem: StorageProblem) => void {
  const told = new Set<StorageProblem>();
  return (problem) => {
    if (told.has(problem)) return;
    told.add(problem);
    toasts.show({ message: STORAGE_MESSAGES[problem], tone: 'error' }, 0);
  };
}
