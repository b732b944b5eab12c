/**
 * Asks before leaving a screen with unsaved work. One guard at a time (the screen that has
 * unsaved work registers it); in-app links ask it directly, and Back/Forward go through the
 * history guard installed at start-up.
 */
interface Guard {
  /** True when leaving is fine (nothing to lose, or the person agreed). */
  ask: () => boolean;
  /** The router's history index of the guarded screen, to return to when leaving is refused. */
  idx: number;
}

interface HistoryState {
  idx?: number;
}

let guard: Guard | null = null;

export function setLeaveGuard(ask: () => boolean): () => void {
  const next: Guard = { ask, idx: (window.history.state as HistoryState | null)?.idx ?? 0 };
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** True when leaving is fine: no guard, or the person agreed to leave. */
export function confirmLeave(): boolean {
  return guard ? guard.ask() : true;
}

/**
 * Back/Forward cannot be cancelled, only undone. This listener must be registered before the
 * router's (so: before the app renders) to run first: when leaving is refused it hides the
 * step from the router and steps back to the guarded screen.
 */
export function installHistoryGuard(win: Window = window): void {
  let undoing = false;
  win.addEventListener('popstate', (event) => {
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!guard || guard.ask()) return;
    event.stopImmediatePropagation();
    const nextIdx = (event.state as HistoryState | null)?.idx ?? 0;
    if (nextIdx === guard.idx) return;
    undoing = true;
    win.history.go(guard.idx - nextIdx);
  });
}
