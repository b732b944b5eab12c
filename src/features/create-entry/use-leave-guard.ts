import { useEffect, type RefObject } from 'react';
import { setLeaveGuard } from '../../lib/leave-guard';
import { getToken } from '../../lib/session';

/**
 * While `when` holds, leaving asks first: in-app links and Back/Forward through the shared
 * guard, closing or reloading the tab through beforeunload. A session that ended never asks.
 */
export function useLeaveGuard(
  when: boolean,
  message: string,
  /** Set when the screen leaves on purpose (after a create): then nothing asks. */
  leaving: RefObject<boolean>,
): void {
  useEffect(() => {
    if (!when) return;
    const unregister = setLeaveGuard(
      () => leaving.current || getToken() === null || window.confirm(message),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message, leaving]);
}
