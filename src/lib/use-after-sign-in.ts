import { useCallback, useEffect, useRef } from 'react';
import type { Session } from './session';

/**
 * Work a 401 interrupted, done once the person is signed in again over the screen (`Sign in
 * again`): `later(work)` keeps it (the last one given), and it runs at the next sign-in with the
 * same token. A sign-out, or a sign-in with another token, drops it: it was someone else's.
 */
export function useAfterSignIn(session: Session): (work: () => void) => void {
  const next = useRef<(() => void) | null>(null);
  useEffect(
    () =>
      session.subscribe((token, change) => {
        const work = next.current;
        next.current = null;
        if (token && work && change !== 'switched') work();
      }),
    [session],
  );
  return useCallback((work: () => void) => {
    next.current = work;
  }, []);
}
