import { useCallback, useEffect, useRef } from 'react';
import type { Session } from './session';

/**
 * Work a 401 interrupted, done once the person is signed in again over the screen (`Sign in
 * again`): `later(work)` keeps it (the last one given), and it runs at the next sign-in. A sign-out
 * drops it.
 */
export function useAfterSignIn(session: Session): (work: () => void) => void {
  const next = useRef<(() => void) | null>(null);
  useEffect(
    () =>
      session.subscribe((token) => {
        const work = next.current;
        next.current = null;
        if (token && work) work();
      }),
    [session],
  );
  return useCallback((work: () => void) => {
    next.current = work;
  }, []);
}
