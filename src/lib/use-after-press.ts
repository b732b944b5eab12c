import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a change that moves things on screen only once no pointer is pressed.
 *
 * Pressing the mouse moves focus before the button is released: a field that shows its message
 * when left would push the control under the pointer away, and the release (with it the click)
 * would land on nothing. While a pointer is down, `later(fn)` holds `fn` until the click that
 * press makes has been dispatched; otherwise (keyboard, nothing pressed) it runs at once.
 */
export function useAfterPress(): (change: () => void) => void {
  const pressed = useRef(false);
  const held = useRef<(() => void)[]>([]);

  useEffect(() => {
    const flush = () => {
      const changes = held.current;
      held.current = [];
      changes.forEach((change) => change());
    };
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
      // The click of this press is dispatched right after pointerup, in the same task.
      setTimeout(flush, 0);
    };
    const options = { capture: true };
    document.addEventListener('pointerdown', down, options);
    document.addEventListener('pointerup', up, options);
    document.addEventListener('pointercancel', up, options);
    return () => {
      document.removeEventListener('pointerdown', down, options);
      document.removeEventListener('pointerup', up, options);
      document.removeEventListener('pointercancel', up, options);
      flush();
    };
  }, []);

  return useCallback((change: () => void) => {
    if (pressed.current) held.current.push(change);
    else change();
  }, []);
}
