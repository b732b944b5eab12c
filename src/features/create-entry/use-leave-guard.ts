import { useEffect, useRef } from 'react';
import { setLeaveGuard } from '../../lib/leave-guard';
import { getToken } from '../../lib/session';

/**
 * While `when` holds, leaving asks first: in-app links and Back/Forward through the shared
 * guard, closing or reloading the tab through beforeunload. A session that ended never asks.
 */
export function useLeaveGuard(when: boolean, message: string): { allowNextLeave: () => void } {
  const allowed = useRef(false);

  useEffect(() => {
    if (!when) return;
    allowed.current = false;
    const unregister = setLeaveGuard(
      () => allowed.current || getToken() === null || window.confirm(message),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, message]);

  return {
    allowNextLeave: () => {
      allowed.current = true;
    },
  };
}
