import { useEffect, type RefObject } from 'react';

/**
 * Closing or reloading the tab loses what the tab's storage holds less surely than moving within
 * the app (which keeps the draft): while `when` holds, the browser asks first. Nothing asks
 * when the screen leaves on purpose (after a create).
 */
export function useUnloadWarning(when: boolean, leaving: RefObject<boolean>): void {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, leaving]);
}
