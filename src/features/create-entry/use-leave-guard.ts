import { useEffect, useRef } from 'react';
import { confirmLeave, setLeaveGuard } from '../../lib/leave-guard';
import { getToken } from '../../lib/session';

interface HistoryState {
  idx?: number;
}

/**
 * While `when` holds, leaving asks first: in-app links (through the shared guard), Back and
 * Forward (a capturing popstate listener runs before the router's and can undo the step),
 * and closing or reloading the tab (beforeunload). A session that ended never asks.
 */
export function useLeaveGuard(when: boolean, message: string): { allowNextLeave: () => void } {
  const allowed = useRef(false);

  useEffect(() => {
    if (!when) return;
    allowed.current = false;
    const ask = () => allowed.current || getToken() === null || window.confirm(message);
    const unregister = setLeaveGuard(ask);

    // The form is one history entry; this is where Back/Forward must return to when refused.
    const currentIdx = (window.history.state as HistoryState | null)?.idx ?? 0;
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      const nextIdx = (event.state as HistoryState | null)?.idx ?? 0;
      if (undoing) {
        // The step back to where we were: the router never saw us leave.
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (confirmLeave()) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(currentIdx - nextIdx);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unregister();
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message]);

  return {
    allowNextLeave: () => {
      allowed.current = true;
    },
  };
}
