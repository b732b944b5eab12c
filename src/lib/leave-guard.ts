/**
 * Asks before leaving a screen with unsaved work. One guard at a time (the screen that has
 * unsaved work registers it); in-app links and Back/Forward consult it.
 */
type Guard = () => boolean;
let guard: Guard | null = null;

export function setLeaveGuard(next: Guard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** True when leaving is fine: no guard, or the person agreed to leave. */
export function confirmLeave(): boolean {
  return guard ? guard() : true;
}
